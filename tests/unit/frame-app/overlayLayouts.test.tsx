// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKindDefaults } from './kindFixtures';
import { Modal, type OverlayProps } from '../../../frame-app/widgets/Modal';
import { PageTakeover } from '../../../frame-app/widgets/PageTakeover';
import { SlideIn, slideInWidth } from '../../../frame-app/widgets/SlideIn';
import { EditModeContext } from '../../../frame-app/parts/editMode';
import { createEditSession } from '../../../frame-app/parts/editSession';

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

function props(type: string, main: Record<string, unknown> = {}, overrides: Partial<OverlayProps> = {}): OverlayProps {
  const widget = withKindDefaults({
    widget_id: 41,
    widget_type: type,
    data: {
      main: { title: 'Before you go', desc: 'Get 15% off on Messenger.', ctaText: 'Send me the code', ...main },
      submitted: { title: 'Check Messenger', desc: 'Your code is waiting.' },
    },
  });
  return {
    main: widget.data.main,
    submitted: widget.data.submitted,
    isSubmitted: false,
    isDisplayed: true,
    label: 'Before you go',
    messengerUrl: null,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    nextStepDefault: 'messenger',
    ...overrides,
  };
}

const LAYOUTS = [
  { name: 'Modal', type: 'modal', Component: Modal, modal: true },
  { name: 'SlideIn', type: 'slide_in', Component: SlideIn, modal: false },
  { name: 'PageTakeover', type: 'page_takeover', Component: PageTakeover, modal: true },
] as const;

function render(Component: (p: OverlayProps) => React.ReactNode, p: OverlayProps) {
  act(() => root.render(<Component {...p} />));
  return p;
}

const dialog = () => container.querySelector('[role="dialog"]') as HTMLElement;
const cta = () => [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Send me the code')) as HTMLButtonElement;
const closeButton = () => container.querySelector('button[aria-label="Close"]') as HTMLButtonElement | null;

function key(keyName: string, shiftKey = false) {
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, cancelable: true }));
  });
}

describe.each(LAYOUTS)('$name', ({ type, Component, modal }) => {
  it('renders a dialog named by its title, with description, CTA and close button', () => {
    render(Component, props(type));
    const d = dialog();
    expect(d.getAttribute('aria-modal')).toBe(modal ? 'true' : 'false');
    const labelledBy = d.getAttribute('aria-labelledby');
    expect(labelledBy).toBeTruthy();
    expect(document.getElementById(labelledBy ?? '')?.textContent).toBe('Before you go');
    expect(d.textContent).toContain('Get 15% off on Messenger.');
    expect(cta()).toBeDefined();
    expect(cta().getAttribute('type')).toBe('button');
    expect(closeButton()).not.toBeNull();
  });

  it('names the dialog by aria-label when the title is empty', () => {
    render(Component, props(type, { title: '' }, { label: 'Messenger opt-in' }));
    expect(dialog().getAttribute('aria-labelledby')).toBeNull();
    expect(dialog().getAttribute('aria-label')).toBe('Messenger opt-in');
  });

  it('CTA submits; close button and Escape close; no close button or Escape when not closable', () => {
    const p = render(Component, props(type));
    act(() => cta().click());
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
    act(() => closeButton()?.click());
    expect(p.onClose).toHaveBeenCalledTimes(1);
    key('Escape');
    expect(p.onClose).toHaveBeenCalledTimes(2);

    const q = render(Component, props(type, { allowHide: false }));
    expect(closeButton()).toBeNull();
    key('Escape');
    expect(q.onClose).not.toHaveBeenCalled();
  });

  it('ignores Escape while hidden', () => {
    const p = render(Component, props(type, {}, { isDisplayed: false }));
    key('Escape');
    expect(p.onClose).not.toHaveBeenCalled();
  });

  it('renders configured markup as text', () => {
    render(Component, props(type, { title: `Hi ${XSS}`, desc: XSS, ctaText: `Go ${XSS}` }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain(`Hi ${XSS}`);
    expect(container.querySelector('p')?.textContent).toBe(XSS);
    expect(container.textContent).toContain(`Go ${XSS}`);
  });

  it('shows the success state with a "Go to Messenger" button that closes when there is no chat link', () => {
    const p = render(Component, props(type, {}, { isSubmitted: true }));
    expect(container.textContent).toContain('Check Messenger');
    expect(container.textContent).toContain('Your code is waiting.');
    expect(cta()).toBeUndefined();
    const go = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Go to Messenger');
    expect(go).toBeDefined();
    act(() => go?.click());
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('renders "Go to Messenger" as a link when a chat link exists; unsafe links become #', () => {
    render(Component, props(type, {}, { isSubmitted: true, messengerUrl: 'https://m.me/demo' }));
    let link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent?.trim()).toBe('Go to Messenger');
    expect(link.getAttribute('href')).toBe('https://m.me/demo');
    expect(link.getAttribute('rel')).toContain('noopener');
    render(Component, props(type, {}, { isSubmitted: true, messengerUrl: 'javascript:alert(1)' }));
    link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('#');
  });
});

describe('Modal', () => {
  it('a backdrop click closes it (manual close); a click inside the card does not', () => {
    const p = render(Modal, props('modal'));
    act(() => dialog().click());
    act(() => (dialog().querySelector('h2') as HTMLElement).click());
    expect(p.onClose).not.toHaveBeenCalled();
    act(() => (container.querySelector('[data-testid="modal-backdrop"]') as HTMLElement).click());
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('draws the backdrop at the configured opacity (default 0.5)', () => {
    render(Modal, props('modal'));
    const backdrop = container.querySelector('[data-testid="modal-backdrop"]') as HTMLElement;
    expect(backdrop.style.opacity).toBe('0.5');
    render(Modal, props('modal', { opacity: 80 }));
    expect(backdrop.style.opacity).toBe('0.8');
  });
});

describe.each([
  { name: 'Modal', type: 'modal', Component: Modal },
  { name: 'PageTakeover', type: 'page_takeover', Component: PageTakeover },
])('$name focus', ({ type, Component }) => {
  it('focuses the dialog itself when shown (no ring on a control); Tab reaches the CTA and stays inside', () => {
    render(Component, props(type));
    expect(document.activeElement).toBe(dialog());
    key('Tab');
    expect(document.activeElement).toBe(cta());
    // The dialog's controls in order: the call to action, "No thanks", the × (and the takeover's
    // "Powered by" footer last). Shift+Tab from the first wraps to the last, Tab from the last to the first.
    const controls = [...dialog().querySelectorAll<HTMLElement>('a[href], button')];
    expect(controls.indexOf(closeButton() as HTMLElement)).toBeGreaterThan(controls.indexOf(cta()));
    const last = controls.at(-1)!;
    key('Tab', true);
    expect(document.activeElement).toBe(last);
    key('Tab');
    expect(document.activeElement).toBe(cta());
    last.focus();
    key('Tab');
    expect(document.activeElement).toBe(cta());
  });

  it('takes focus only when displayed, and gives it back when hidden again', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    const p = props(type, {}, { isDisplayed: false });
    render(Component, p);
    expect(document.activeElement).toBe(outside);
    render(Component, { ...p, isDisplayed: true });
    expect(document.activeElement).toBe(dialog());
    render(Component, { ...p, isDisplayed: false });
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('gives focus back to the dialog when the CTA it was on disappears; Tab reaches the success button', () => {
    const p = props(type);
    render(Component, p);
    key('Tab');
    expect(document.activeElement).toBe(cta());
    render(Component, { ...p, isSubmitted: true });
    expect(document.activeElement).toBe(dialog());
    key('Tab');
    expect(document.activeElement?.textContent?.trim()).toBe('Go to Messenger');
  });
});

describe.each([
  { name: 'Modal', type: 'modal', Component: Modal },
  { name: 'PageTakeover', type: 'page_takeover', Component: PageTakeover },
])('$name "No thanks" (issue 29)', ({ type, Component }) => {
  const decline = () => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'No thanks');

  it('sits under the call to action and closes the widget as a manual close', () => {
    const p = render(Component, props(type));
    const link = decline()!;
    expect(link).toBeDefined();
    // After the call to action in reading and Tab order.
    expect(cta().compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => link.click());
    expect(p.onClose).toHaveBeenCalledTimes(1);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('is not there when the widget cannot be closed, nor on the success view', () => {
    render(Component, props(type, { allowHide: false }));
    expect(decline()).toBeUndefined();
    render(Component, props(type, {}, { isSubmitted: true }));
    expect(decline()).toBeUndefined();
  });
});

describe('SlideIn', () => {
  it('does not take focus when it opens', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    const p = props('slide_in', {}, { isDisplayed: false });
    render(SlideIn, p);
    render(SlideIn, { ...p, isDisplayed: true });
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('has an intrinsic width: 360 px card + 16 px margins, capped by the host viewport', () => {
    expect(slideInWidth(undefined)).toBe(392);
    expect(slideInWidth(0)).toBe(392);
    expect(slideInWidth(1280)).toBe(392);
    expect(slideInWidth(320)).toBe(320);
    act(() => root.render(<SlideIn {...props('slide_in')} viewportWidth={700} />));
    const outer = container.firstElementChild as HTMLElement;
    expect(outer.hasAttribute('data-intrinsic-width')).toBe(true);
    expect(outer.style.width).toBe('392px');
  });
});

describe('SlideIn on a phone (issue 49)', () => {
  const pill = () => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Before you go');

  it('starts as a pill: a button named by the offer, beside a ×, no dialog, its own size', () => {
    act(() => root.render(<SlideIn {...props('slide_in')} viewportWidth={375} viewportHeight={812} />));
    expect(pill()?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelector('button[aria-label="Close"]')).not.toBeNull();
    const outer = container.firstElementChild as HTMLElement;
    expect(outer.hasAttribute('data-content-width')).toBe(true);
    expect(outer.style.width).toBe('max-content');
  });

  it('opens as a bottom sheet when the pill is pressed: the viewport wide, focus in it, no picture, no taller than the viewport', () => {
    const p = props('slide_in', { mediaType: 'image', image: { img_big: 'https://example.com/a.png' }, imagePlacement: 'aboveHeadline' });
    act(() => root.render(<SlideIn {...p} viewportWidth={375} viewportHeight={500} />));
    act(() => pill()!.click());
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog).not.toBeNull();
    expect(document.activeElement).toBe(dialog);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('375px');
    // The picture's spot is in the markup (one tree for every width) and hidden by the sheet's CSS.
    expect(dialog.querySelector('[data-media-placement]')).not.toBeNull();
    expect(dialog.className).toContain('[&_[data-media-placement]]:hidden');
    expect(dialog.style.maxHeight).toBe('484px');
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('the pill\'s × closes the widget; without a headline the pill says the widget\'s name', () => {
    const p = props('slide_in', { title: '' }, { label: 'Coffee offer' });
    act(() => root.render(<SlideIn {...p} viewportWidth={375} />));
    expect(Array.from(container.querySelectorAll('button')).some((b) => b.textContent === 'Coffee offer')).toBe(true);
    container.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('opens as the form in the studio\'s editing mode, where the owner edits its texts on a phone stage', () => {
    const session = createEditSession(() => undefined);
    act(() => root.render(<EditModeContext.Provider value={session}><SlideIn {...props('slide_in')} viewportWidth={375} /></EditModeContext.Provider>));
    expect(pill()).toBeUndefined();
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('shows the card, not the pill, once the viewport is 640 px or wider, and the success view when already submitted', () => {
    act(() => root.render(<SlideIn {...props('slide_in')} viewportWidth={375} />));
    expect(pill()).toBeDefined();
    act(() => root.render(<SlideIn {...props('slide_in')} viewportWidth={640} />));
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    act(() => root.render(<SlideIn {...props('slide_in', {}, { isSubmitted: true })} viewportWidth={375} />));
    expect(container.querySelector('[role="dialog"]')?.textContent).toContain('Check Messenger');
  });
});

describe('PageTakeover background', () => {
  const image = () => container.querySelector('[data-testid="takeover-image"]') as HTMLElement | null;
  const overlay = () => container.querySelector('[data-testid="takeover-overlay"]') as HTMLElement | null;

  it('uses an http(s) background image', () => {
    render(PageTakeover, props('page_takeover', { backgroundImage: { img_big: 'https://cdn.example/bg.jpg' } }));
    expect(image()?.style.backgroundImage).toContain('https://cdn.example/bg.jpg');
  });

  it('shows no image for a javascript: or data: URL', () => {
    render(PageTakeover, props('page_takeover', { backgroundImage: { img_big: 'javascript:alert(1)' } }));
    expect(image()).toBeNull();
    render(PageTakeover, props('page_takeover', { image: { img_big: 'data:image/png;base64,AAAA' } }));
    expect(image()).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('draws the overlay colour at the configured opacity, 0.65 over a video', () => {
    render(PageTakeover, props('page_takeover', { overlay: { enabled: true, overlayColor: '#0F172A' } }));
    expect(overlay()?.style.opacity).toBe('0.5');
    expect(overlay()?.style.backgroundColor).not.toBe('');
    render(PageTakeover, props('page_takeover', { overlay: { enabled: true, overlayColor: '#0F172A' }, opacity: 30, mediaType: 'video' }));
    expect(overlay()?.style.opacity).toBe('0.65');
    render(PageTakeover, props('page_takeover', { overlay: { enabled: false } }));
    expect(overlay()).toBeNull();
  });
});

describe('page takeover text tone', () => {
  const dialog = () => container.querySelector<HTMLElement>('[role="dialog"]');

  it('a light skin under a dark overlay switches to the dark skin, so the text stays legible', () => {
    render(PageTakeover, props('page_takeover', { skin: 'light', overlay: { enabled: true, overlayColor: '#0f172a' } }, { isDisplayed: true }));
    expect(dialog()?.className).toContain('bg-slate-900');
  });

  it('without an overlay the configured light skin stands', () => {
    render(PageTakeover, props('page_takeover', { skin: 'light', overlay: { enabled: false } }, { isDisplayed: true }));
    expect(dialog()?.className).toContain('bg-white');
  });
});
