import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { starterData, starterTemplate, widgetStarter } from '../../../bridge-protocol/studio/widgetStarters';
import type { WidgetMain } from '../../../bridge-protocol/config';
import { applyTemplate, templateDesign, templateOf, templatesFor, WIDGET_TEMPLATES, widgetTemplate } from '../../../bridge-protocol/widgetTemplates';
import { contrast } from '../wcagContrast';

const ORIGIN = 'http://localhost:8081';

describe('widget templates (issue 29)', () => {
  it('offers six to eight designed templates per visual kind with a layout of its own, each id once', () => {
    expect(new Set(WIDGET_TEMPLATES.map((t) => t.id)).size).toBe(WIDGET_TEMPLATES.length);
    for (const kind of WIDGET_CATALOGUE.filter((k) => k.templates !== 'none')) {
      const count = templatesFor(kind.templates).length;
      expect(count, `${kind.type}/${kind.channel}`).toBeGreaterThanOrEqual(6);
      expect(count, `${kind.type}/${kind.channel}`).toBeLessThanOrEqual(8);
    }
    // Pictures left, right, above, as the background; with and without media; light and dark.
    const cards = templatesFor('card');
    expect(new Set(cards.map((t) => t.media))).toEqual(new Set(['aboveHeadline', 'left', 'right', 'background', 'none']));
    expect(new Set(cards.map((t) => t.skin))).toEqual(new Set(['light', 'dark']));
    // The SMS layouts (a form card) take pictures inside the card, left, right or above, never as the background.
    const formCards = templatesFor('formCard');
    expect(new Set(formCards.map((t) => t.media))).toEqual(new Set(['aboveHeadline', 'left', 'right', 'none']));
    expect(new Set(formCards.map((t) => t.skin))).toEqual(new Set(['light', 'dark']));
    expect(WIDGET_CATALOGUE.filter((k) => k.channel === 'sms').map((k) => k.templates)).toEqual(['formCard', 'formCard']);
  });

  it("keeps every template's own text colours at WCAG AA on its own surface", () => {
    for (const t of WIDGET_TEMPLATES) {
      const { background, headline, description } = t.colors;
      if (background === undefined) continue;
      expect(contrast(headline!, background), `${t.id} headline`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(description!, background), `${t.id} description`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never decides the button’s colours: the page’s accent does', () => {
    for (const t of WIDGET_TEMPLATES) expect(Object.keys(t.colors)).not.toContain('buttonBackground');
  });

  it('applies only design fields: texts, triggers and options stay; an earlier picture and colours go', () => {
    const main: WidgetMain = { title: 'Hello', ctaText: 'Go', whenDisplay: { type: 'scroll', value: 30 }, colors: { buttonBackground: '#000000' }, videoLink: 'https://youtu.be/x', imagePlacement: 'right' };
    const giftShop = widgetTemplate('gift-shop')!;
    const applied = applyTemplate(main, giftShop, ORIGIN);
    expect(applied).toEqual({
      title: 'Hello',
      ctaText: 'Go',
      whenDisplay: { type: 'scroll', value: 30 },
      skin: 'light',
      colors: {},
      mediaType: 'image',
      image: { img_big: 'http://localhost:8081/frame/templates/parcel.svg' },
      pageTemplate: 'simple',
      imagePlacement: 'left',
    });
    expect(applyTemplate(applied, widgetTemplate('midnight')!, ORIGIN)).toEqual({ title: 'Hello', ctaText: 'Go', whenDisplay: { type: 'scroll', value: 30 }, skin: 'dark', colors: {} });
    expect(templateDesign(widgetTemplate('night-sky')!, ORIGIN)).toMatchObject({ pageTemplate: 'mediaBackground', overlay: { enabled: true } });
  });

  it('recognises the template a widget wears, wherever the provider runs, and none once a design field changed', () => {
    for (const t of templatesFor('card')) expect(templateOf(applyTemplate({ title: 'x' }, t, 'https://widgets.example.com'), 'card')?.id).toBe(t.id);
    expect(templateOf({}, 'card')?.id).toBe('clean');
    const changed = applyTemplate({}, widgetTemplate('linen')!, ORIGIN);
    expect(templateOf({ ...changed, colors: { ...(changed.colors as object), headline: '#FF0000' } }, 'card')).toBeUndefined();
    expect(templateOf(applyTemplate({}, widgetTemplate('night-sky')!, ORIGIN), 'formCard')).toBeUndefined();
    expect(templateOf(applyTemplate({}, widgetTemplate('roastery')!, ORIGIN), 'formCard')?.id).toBe('roastery');
  });

  it('a new widget starts from its kind’s first template, or the one chosen; a template it does not offer is refused', () => {
    const modal = widgetStarter('modal:fb')!;
    const first = starterTemplate(modal, undefined);
    expect(first).toEqual({ offered: true, template: templatesFor('card')[0] });
    expect(starterTemplate(modal, 'bar-mint')).toEqual({ offered: false });
    expect(starterTemplate(widgetStarter('button:fb')!, undefined)).toEqual({ offered: true, template: undefined });
    const data = starterData(modal, widgetTemplate('roastery'), ORIGIN) as { main: Record<string, unknown> };
    expect(data.main).toMatchObject({ title: 'Join us on Messenger', skin: 'dark', imagePlacement: 'left' });
    // The starter itself is not changed.
    expect(modal.data).not.toHaveProperty('main.skin');
  });

  it('every template on every kind that offers it passes the save check', () => {
    for (const kind of WIDGET_CATALOGUE) {
      for (const t of templatesFor(kind.templates)) {
        const starter = widgetStarter(`${kind.type}:${kind.channel === 'messenger' ? 'fb' : kind.channel}`)!;
        const widget = { widget_id: 1, widget_type: kind.type, channel: starter.channel, name: 'x', data: starterData(starter, t, ORIGIN) };
        expect(widgetProblems(widget), `${kind.type}/${kind.channel} ${t.id}`).toEqual([]);
      }
    }
  });
});
