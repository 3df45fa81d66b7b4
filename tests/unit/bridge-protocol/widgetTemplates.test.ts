import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { starterData, starterTemplate, widgetStarter } from '../../../bridge-protocol/studio/widgetStarters';
import type { WidgetMain } from '../../../bridge-protocol/config';
import { applyTemplate, templateDesign, templateOf, templatesFor, WIDGET_TEMPLATES, widgetTemplate } from '../../../bridge-protocol/widgetTemplates';
import { contrast } from '../wcagContrast';

const ORIGIN = 'http://localhost:8081';

describe('widget templates (issues 29 and 49)', () => {
  it('offers at least three designed templates per format (at most ten: the showcase’s ids), each id once', () => {
    expect(new Set(WIDGET_TEMPLATES.map((t) => t.id)).size).toBe(WIDGET_TEMPLATES.length);
    for (const kind of WIDGET_CATALOGUE.filter((k) => k.templates !== 'none')) {
      const count = templatesFor(kind.templates).length;
      expect(count, `${kind.type}/${kind.channel}`).toBeGreaterThanOrEqual(3);
      expect(count, `${kind.type}/${kind.channel}`).toBeLessThanOrEqual(10);
    }
    expect(WIDGET_CATALOGUE.filter((k) => k.templates === 'takeover' || k.templates === 'landing').map((k) => k.type)).toEqual(['page_takeover', 'landing']);
    // Pictures left, right, above, as the background; with and without media; light and dark.
    const cards = templatesFor('card');
    expect(new Set(cards.map((t) => t.media))).toEqual(new Set(['aboveHeadline', 'left', 'right', 'background', 'none']));
    expect(new Set(cards.map((t) => t.skin))).toEqual(new Set(['light', 'dark']));
    // The SMS layouts (a form card) take pictures inside the card, left, right or above, never as the background.
    const formCards = templatesFor('formCard');
    expect(new Set(formCards.map((t) => t.media))).toEqual(new Set(['aboveHeadline', 'left', 'right', 'none']));
    expect(new Set(formCards.map((t) => t.skin))).toEqual(new Set(['light', 'dark']));
    expect(WIDGET_CATALOGUE.filter((k) => k.channel === 'sms').map((k) => k.templates)).toEqual(['formCard', 'formCard']);
    // The takeover: a split half-picture, a cover, a brand-colour field, a picture under a scrim, text only.
    const takeovers = templatesFor('takeover');
    expect(new Set(takeovers.map((t) => t.media))).toEqual(new Set(['left', 'cover', 'none', 'background']));
    expect(takeovers.some((t) => t.skin === 'brand')).toBe(true);
    expect(new Set(templatesFor('landing').map((t) => t.media))).toEqual(new Set(['left', 'right', 'background', 'none']));
  });

  it('gives the offer to every card kind and the two steps to the form cards only (a Messenger card is one button already)', () => {
    expect(templatesFor('card').map((t) => t.feature).filter(Boolean)).toEqual(['offer']);
    expect(templatesFor('formCard').map((t) => t.feature).filter(Boolean)).toEqual(['offer', 'twoStep']);
    expect(WIDGET_TEMPLATES.filter((t) => t.skin === 'brand').every((t) => t.family === 'takeover')).toBe(true);
  });

  it('suggests an accent with every template, a hex colour the frame can read', () => {
    for (const t of WIDGET_TEMPLATES) expect(t.accent, t.id).toMatch(/^#[0-9A-F]{6}$/);
    expect(templateDesign(widgetTemplate('gift-shop')!, ORIGIN).accent).toBe('#BE123C');
  });

  it('writes a feature with its suggested text, keeps the owner’s text on a second apply, and drops it with another template', () => {
    const offer = applyTemplate({ title: 'x' }, widgetTemplate('offer')!, ORIGIN);
    expect(offer.offer).toEqual({ label: '10% OFF' });
    const edited = applyTemplate({ ...offer, offer: { label: '15% OFF' } }, widgetTemplate('offer')!, ORIGIN);
    expect(edited.offer).toEqual({ label: '15% OFF' });
    expect(templateOf(edited, 'card')?.id).toBe('offer');
    expect(applyTemplate(edited, widgetTemplate('clean')!, ORIGIN)).not.toHaveProperty('offer');
    expect(applyTemplate({}, widgetTemplate('two-step')!, ORIGIN).twoStep).toEqual({ yesText: 'Yes, I want 10% off' });
  });

  it('reads a cover as the picture with its overlay off, and the night sky with it on', () => {
    expect(templateDesign(widgetTemplate('takeover-cover')!, ORIGIN)).toMatchObject({ pageTemplate: 'mediaBackground', overlay: { enabled: false } });
    expect(templateDesign(widgetTemplate('takeover-night')!, ORIGIN)).toMatchObject({ pageTemplate: 'mediaBackground', overlay: { enabled: true } });
    expect(templateDesign(widgetTemplate('takeover-split')!, ORIGIN)).toMatchObject({ pageTemplate: 'simple', imagePlacement: 'left' });
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
      accent: '#BE123C',
      mediaType: 'image',
      image: { img_big: 'http://localhost:8081/frame/templates/parcel.svg' },
      pageTemplate: 'simple',
      imagePlacement: 'left',
    });
    expect(applyTemplate(applied, widgetTemplate('midnight')!, ORIGIN)).toEqual({ title: 'Hello', ctaText: 'Go', whenDisplay: { type: 'scroll', value: 30 }, skin: 'dark', colors: {}, accent: '#38BDF8' });
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

  it('refuses the brand-colour skin outside a takeover', () => {
    const widget = (type: string) => ({ widget_id: 1, widget_type: type, channel: 'fb', data: { main: { skin: 'brand' } } });
    expect(widgetProblems(widget('page_takeover'))).toEqual([]);
    expect(widgetProblems(widget('modal'))).toEqual([{ path: 'data.main.skin', message: 'The brand-colour skin is for page takeovers: choose light or dark.' }]);
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
