/**
 * Issue 49: the takeover honours its picture's placement (rules/takeoverLayout.ts), the brand-colour
 * skin, the template features (rules/templateFeatures.ts) and the accent a template suggests
 * (rules/brandTheme.ts), rendered without a browser.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { takeoverLayout } from '../../../frame-app/rules/takeoverLayout';
import { offerLabel, twoStepYesText } from '../../../frame-app/rules/templateFeatures';
import { brandTheme } from '../../../frame-app/rules/brandTheme';
import { takeoverSurface } from '../../../frame-app/widgets/takeoverSurface';
import { PageTakeover } from '../../../frame-app/widgets/PageTakeover';
import { TwoStepGate } from '../../../frame-app/parts/TwoStepGate';
import { applyTemplate, widgetTemplate } from '../../../bridge-protocol/widgetTemplates';
import type { WidgetMain } from '../../../bridge-protocol/config';

const PICTURE = 'https://cdn.example/p.jpg';
const ORIGIN = 'https://widgets.example';
const wearing = (id: string, main: WidgetMain = { title: 'Sale' }): WidgetMain => applyTemplate(main, widgetTemplate(id)!, ORIGIN);

describe('takeoverLayout', () => {
  it('splits on a left or right picture, puts any other placement in the column', () => {
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'left' }, PICTURE)).toEqual({ kind: 'split', side: 'left' });
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'Right' }, PICTURE)).toEqual({ kind: 'split', side: 'right' });
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'aboveHeadline' }, PICTURE)).toEqual({ kind: 'column' });
  });

  it('covers with the overlay off, keeps SPEC §2’s background with it on, without pageTemplate, with a background image or a video', () => {
    expect(takeoverLayout({ pageTemplate: 'mediaBackground', overlay: { enabled: false } }, PICTURE)).toEqual({ kind: 'cover' });
    expect(takeoverLayout({ pageTemplate: 'mediaBackground', overlay: { enabled: true } }, PICTURE)).toEqual({ kind: 'background' });
    expect(takeoverLayout({ imagePlacement: 'left' }, PICTURE)).toEqual({ kind: 'background' });
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'left', backgroundImage: { img_big: PICTURE } }, PICTURE)).toEqual({ kind: 'background' });
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'left', mediaType: 'video' }, null)).toEqual({ kind: 'background' });
    expect(takeoverLayout({ pageTemplate: 'simple', imagePlacement: 'left' }, null)).toEqual({ kind: 'background' });
  });

  it('gives each takeover template the layout it is drawn for', () => {
    const kinds = ['takeover-split', 'takeover-cover', 'takeover-brand', 'takeover-night', 'takeover-linen'].map((id) => takeoverSurface(wearing(id), {}, false).layout.kind);
    expect(kinds).toEqual(['split', 'cover', 'background', 'background', 'background']);
    // The cover's text sits on its dark fade; the brand field's on the accent.
    expect(takeoverSurface(wearing('takeover-cover'), {}, false).skin.tone).toBe('dark');
    expect(takeoverSurface(wearing('takeover-brand'), {}, false).skin.tone).toBe('accent');
  });
});

describe('the takeover, rendered', () => {
  const render = (main: WidgetMain) =>
    renderToStaticMarkup(
      <PageTakeover main={main} submitted={{}} isSubmitted={false} isDisplayed label="x" messengerUrl={null} onSubmit={() => {}} onClose={() => {}} nextStepDefault={{ kind: 'none' } as never} />,
    );

  it('draws the split picture in the flow, not behind the page', () => {
    const html = render(wearing('takeover-split'));
    expect(html).toContain('data-takeover-layout="split"');
    expect(html).toContain('data-testid="takeover-picture"');
    expect(html).not.toContain('data-testid="takeover-image"');
  });

  it('draws the brand field in the accent with its button in reverse', () => {
    const html = render(wearing('takeover-brand'));
    expect(html).toMatch(/role="dialog"[^>]*class="[^"]*bg-accent text-on-accent/);
    expect(html).toMatch(/<button[^>]*class="[^"]*bg-on-accent text-accent/);
  });

  it('draws the cover with its fade and no colour layer', () => {
    const html = render(wearing('takeover-cover'));
    expect(html).toContain('data-testid="takeover-fade"');
    expect(html).not.toContain('data-testid="takeover-overlay"');
  });
});

describe('template features', () => {
  it('reads the offer’s label and the first step’s text, the template’s where unset, none where emptied or without the field', () => {
    expect(offerLabel({ offer: { label: '15% OFF' } })).toBe('15% OFF');
    expect(offerLabel({ offer: {} })).toBe('10% OFF');
    expect(offerLabel({ offer: { label: ' ' } })).toBeNull();
    expect(offerLabel({ offer: { label: '' } })).toBeNull();
    expect(offerLabel({})).toBeNull();
    expect(offerLabel({ offer: 'yes' } as unknown as WidgetMain)).toBeNull();
    expect(twoStepYesText({ twoStep: {} })).toBe('Yes, I want 10% off');
    expect(twoStepYesText({})).toBeNull();
  });

  it('the two-step gate shows only the question first, the form at once without one', () => {
    const gated = renderToStaticMarkup(
      <TwoStepGate yesText="Yes, please" size="m">
        <input aria-label="Mobile number" />
      </TwoStepGate>,
    );
    expect(gated).toContain('Yes, please');
    expect(gated).not.toContain('Mobile number');
    const open = renderToStaticMarkup(
      <TwoStepGate yesText={null} size="m">
        <input aria-label="Mobile number" />
      </TwoStepGate>,
    );
    expect(open).toBe('<input aria-label="Mobile number"/>');
  });
});

describe('the accent a template suggests', () => {
  it('is worn when the page names none, and gives way to the page’s', () => {
    expect(brandTheme(null, '#BE123C')['--mc-accent']).toBe(brandTheme({ accent: '#BE123C' })['--mc-accent']);
    expect(brandTheme({ accent: '#1E3A8A' }, '#BE123C')['--mc-accent']).toBe(brandTheme({ accent: '#1E3A8A' })['--mc-accent']);
    expect(brandTheme({ accent: 'not a colour' }, '#BE123C')['--mc-accent']).toBe(brandTheme({ accent: '#BE123C' })['--mc-accent']);
    expect(brandTheme(null, 'url(x)')).toEqual({});
  });
});
