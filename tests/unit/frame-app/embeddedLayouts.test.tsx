// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MergedWidget } from '../../../frame-app/config/mergeWidget';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { POWERED_BY_LABEL, POWERED_BY_URL } from '../../../frame-app/config/poweredBy';
import { widgetKind } from '../../../frame-app/widgets/kinds';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';
import { viewProps, type ViewPropsOverrides } from './viewProps';

// Each layout view is a lazy chunk; boot loads a widget's view before its first render, and so do these tests.
beforeAll(() => loadAllLayoutViews());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const XSS = '<img src=x onerror=alert(1)>';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function widget(type: string, data: Record<string, unknown> = {}): MergedWidget {
  return withKindDefaults({ widget_id: 31, widget_type: type, data });
}

function render(w: MergedWidget, overrides: ViewPropsOverrides = {}) {
  const props = viewProps(w, overrides);
  act(() => root.render(<WidgetView {...props} />));
  return props;
}

const buttons = () => [...container.querySelectorAll('button')];
const byText = (text: string) => buttons().find((b) => b.textContent?.includes(text));

const CARD = { main: { title: 'Weekly deals', desc: 'One message a week.', ctaText: 'Subscribe now' }, submitted: { title: 'You are in!', desc: 'Check Messenger.' } };

describe('embedded layouts are built', () => {
  it('lists box, button, landing, checkbox and customer_chat', () => {
    for (const type of ['box', 'button', 'landing', 'checkbox', 'customer_chat']) expect(widgetKind(type, undefined)?.view).toBeTypeOf('function');
  });
});

describe('opaque surfaces (issue 49, a departure from SPEC §9\'s 0.9): every kind paints its colour at alpha 1', () => {
  it.each([
    ['box', 'rgb(255, 0, 0)'],
    ['landing', 'rgb(255, 0, 0)'],
    ['checkbox', 'rgb(255, 0, 0)'],
  ])('%s paints #ff0000 as %s', (type, painted) => {
    render(widget(type, { main: { title: 'Deals', colors: { background: '#ff0000' } } }));
    const surfaces = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) => el.style.backgroundColor).filter(Boolean);
    expect(surfaces).toEqual([painted]);
  });
});

describe.each(['box', 'landing'])('%s card', (type) => {
  it('renders a named region with title, description, the CTA and the Powered by link, and no close button', () => {
    const p = render(widget(type, CARD));
    const region = container.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Weekly deals');
    expect(container.querySelector('h2')?.textContent).toBe('Weekly deals');
    expect(container.textContent).toContain('One message a week.');
    const cta = byText('Subscribe now');
    expect(cta?.getAttribute('type')).toBe('button');
    act(() => cta?.click());
    expect(p.actions.submit).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[aria-label="Close"]')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.textContent).toBe(POWERED_BY_LABEL);
    expect(link?.getAttribute('href')).toBe(POWERED_BY_URL);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('hides the Powered by link when the app flag defaultSize is set', () => {
    render(widget(type, CARD), { defaultSize: true });
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows "Success!" and the submitted content after submit, without the CTA', () => {
    render(widget(type, CARD), { isSubmitted: true });
    // One live region with the whole success view: the label above the operator's own title, and the description.
    const status = container.querySelector('[data-success-view] [role="status"]');
    expect(status?.textContent).toBe('Success!You are in!Check Messenger.');
    expect(status?.querySelector('h2')?.textContent).toBe('You are in!');
    expect(byText('Subscribe now')).toBeUndefined();
  });

  it('does not repeat the default submitted title under the Success! label', () => {
    render(widget(type, { main: { title: 'Hi' } }), { isSubmitted: true });
    expect(container.textContent?.match(/Success!/g)).toHaveLength(1);
  });

  it('hides the description when showDescription is false and always offers a button', () => {
    render(widget(type, { main: { title: 'Hi', desc: 'Hidden text', showDescription: false } }));
    expect(container.textContent).not.toContain('Hidden text');
    expect(byText('Send to Messenger')).toBeDefined();
  });

  it('keeps configured markup as text', () => {
    render(widget(type, { main: { title: XSS, desc: XSS, ctaText: XSS } }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe(XSS);
    expect(byText(XSS)).toBeDefined();
  });

  it('paints operator colours through style properties, the background opaque', () => {
    render(widget(type, { main: { title: 'Hi', skin: 'dark', colors: { background: '#ffffff', headline: '#ff0000', buttonBackground: '#00ff00' } } }));
    const region = container.querySelector('[role="region"]') as HTMLElement;
    expect(region.className).toContain('bg-slate-900');
    expect(region.style.backgroundColor.replace(/\s/g, '')).toBe('rgb(255,255,255)');
    expect((container.querySelector('h2') as HTMLElement).style.color).not.toBe('');
    expect((byText('Send to Messenger') as HTMLElement).style.backgroundColor).not.toBe('');
  });
});

describe('button', () => {
  it('renders only the CTA, named by optInButtonText, in the configured size', () => {
    const p = render(widget('button', { main: { optInButtonText: 'Message us', ctaText: 'Other', buttonSize: 'l' } }));
    expect(buttons()).toHaveLength(1);
    const cta = buttons()[0] as HTMLButtonElement;
    expect(cta.textContent).toBe('Message us');
    expect(cta.className).toContain('@sm:text-lg');
    act(() => cta.click());
    expect(p.actions.submit).toHaveBeenCalledTimes(1);
    // SPEC §1: the only link is "Powered by", which every widget carries unless defaultSize.
    expect(Array.from(container.querySelectorAll('a'), (a) => a.textContent)).toEqual([POWERED_BY_LABEL]);
  });

  it('falls back to ctaText, then to "Send to Messenger"', () => {
    render(widget('button', { main: { ctaText: 'Chat' } }));
    expect(buttons()[0]?.textContent).toBe('Chat');
    render(widget('button'));
    expect(buttons()[0]?.textContent).toBe('Send to Messenger');
  });

  it('shows "Success!" instead of the button after submit', () => {
    render(widget('button'), { isSubmitted: true });
    expect(buttons()).toHaveLength(0);
    expect(container.querySelector('[data-success-view][role="status"]')?.textContent).toBe('Success!');
  });

  it('keeps configured markup as text', () => {
    render(widget('button', { main: { optInButtonText: XSS } }));
    expect(container.querySelector('img')).toBeNull();
    expect(buttons()[0]?.textContent).toBe(XSS);
  });
});

describe('checkbox', () => {
  const input = () => container.querySelector('input[type="checkbox"]') as HTMLInputElement;

  it('is a labelled real checkbox, prechecked and large by default, beside its text', () => {
    render(widget('checkbox'));
    expect(input()).not.toBeNull();
    expect(input().checked).toBe(true);
    expect(input().className).toContain('size-5');
    const label = container.querySelector(`label[for="${input().id}"]`);
    expect(label?.textContent).toBe('Send to Messenger');
    expect(input().parentElement?.className).toContain('flex-row');
    expect(buttons()).toHaveLength(0);
    expect(Array.from(container.querySelectorAll('a'), (a) => a.textContent)).toEqual([POWERED_BY_LABEL]);
  });

  it('toggles local state only', () => {
    const p = render(widget('checkbox'));
    act(() => input().click());
    expect(input().checked).toBe(false);
    act(() => input().click());
    expect(input().checked).toBe(true);
    expect(p.actions.submit).not.toHaveBeenCalled();
  });

  it('honours prechecked false, the size, the position under the text and optInButtonText', () => {
    render(widget('checkbox', { main: { prechecked: false, buttonSize: 'xlarge', checkboxPosition: 'bottom', optInButtonText: `Updates ${XSS}` } }));
    expect(input().checked).toBe(false);
    expect(input().className).toContain('size-6');
    expect(input().parentElement?.className).toContain('flex-col');
    expect(container.querySelector('label')?.textContent).toBe(`Updates ${XSS}`);
    expect(container.querySelector('img')).toBeNull();
  });

  it('paints backgroundCheckbox with alpha 1', () => {
    render(widget('checkbox', { main: { colors: { backgroundCheckbox: '#ffffff' } } }));
    // Inside the motion shell (WidgetView) that fades the embed in and out.
    const wrapper = container.querySelector('[data-motion-shell="fade"] > *') as HTMLElement;
    expect(wrapper.style.backgroundColor.replace(/\s/g, '')).toMatch(/^(rgb\(255,255,255\)|#ffffff)$/);
  });
});

// The customer_chat bubble is tested on its own props in CustomerChatBubble.test.tsx.

describe('defaults for embedded kinds', () => {
  it('embedded kinds show always; box is 350 px; the checkbox is prechecked and large', () => {
    for (const type of ['box', 'button', 'landing', 'checkbox', 'customer_chat']) {
      expect(widget(type).data.main.whenDisplay).toEqual({ type: 'always', value: null });
    }
    expect(widget('box').data.main.width).toEqual({ unit: 'px', number: 350 });
    expect(widget('checkbox').data.main.prechecked).toBe(true);
    expect(widget('checkbox').data.main.buttonSize).toBe('large');
  });
});
