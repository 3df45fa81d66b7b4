// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKindDefaults } from './kindFixtures';
import { Bar, type BarProps } from '../../../frame-app/widgets/Bar';
import { mountEachTest } from './reactMount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const XSS = '<img src=x onerror=alert(1)>';

const mount = mountEachTest();

function props(main: Record<string, unknown> = {}, overrides: Partial<BarProps> = {}): BarProps {
  const widget = withKindDefaults({
    widget_id: 7,
    widget_type: 'bar',
    data: {
      main: { title: 'Get 10% off', desc: 'Subscribe on Messenger.', ...main },
      submitted: { title: 'Thanks!', desc: 'Check Messenger for your code.' },
    },
  });
  return {
    main: widget.data.main,
    submitted: widget.data.submitted,
    isSubmitted: false,
    label: typeof main.title === 'string' ? main.title : 'Get 10% off',
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    chatLink: null,
    nextStepDefault: 'messenger',
    ...overrides,
  };
}

function render(p: BarProps) {
  act(() => mount.root.render(<Bar {...p} />));
  return p;
}

describe('Bar', () => {
  it('renders a region named by the title with title, description, CTA and close button', () => {
    render(props());
    const region = mount.container.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Get 10% off');
    expect(region?.textContent).toContain('Get 10% off');
    expect(region?.textContent).toContain('Subscribe on Messenger.');
    const buttons = [...mount.container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent?.trim())).toContain('Send to Messenger');
    const close = mount.container.querySelector('button[aria-label="Close"]');
    expect(close).not.toBeNull();
    expect(close?.getAttribute('type')).toBe('button');
  });

  it('the CTA calls onSubmit and the close button calls onClose', () => {
    const p = render(props());
    const cta = [...mount.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Send to Messenger'));
    act(() => cta?.click());
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
    act(() => (mount.container.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click());
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('renders configured markup as text, never as elements', () => {
    render(props({ title: `Hi ${XSS}`, desc: XSS, ctaText: `Go ${XSS}` }));
    expect(mount.container.querySelector('img')).toBeNull();
    expect(mount.container.querySelector('[onerror]')).toBeNull();
    expect(mount.container.textContent).toContain(`Hi ${XSS}`);
    expect(mount.container.querySelector('p')?.textContent).toBe(XSS);
    expect(mount.container.textContent).toContain(`Go ${XSS}`);
  });

  it('hides the close button when allowHide is false and the description when showDescription is false', () => {
    render(props({ allowHide: false, showDescription: false }));
    expect(mount.container.querySelector('button[aria-label="Close"]')).toBeNull();
    expect(mount.container.textContent).not.toContain('Subscribe on Messenger.');
  });

  it('shows the success content after submit, without the CTA', () => {
    render(props({}, { isSubmitted: true }));
    expect(mount.container.textContent).toContain('Thanks!');
    expect(mount.container.textContent).toContain('Check Messenger for your code.');
    expect(mount.container.textContent).not.toContain('Send to Messenger');
    expect(mount.container.querySelector('button[aria-label="Close"]')).not.toBeNull();
  });

  it('applies operator colours through style properties and the dark skin through classes', () => {
    render(props({ skin: 'dark', colors: { background: '#112233', headline: 'rgb(255, 0, 0)', buttonBackground: '#00ff00', buttonText: '#000000' } }));
    const region = mount.container.querySelector('[role="region"]') as HTMLElement;
    expect(region.className).toContain('bg-slate-900');
    expect(region.style.backgroundColor).not.toBe('');
    expect((mount.container.querySelector('h2') as HTMLElement).style.color).not.toBe('');
    const cta = [...mount.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Send to Messenger')) as HTMLElement;
    expect(cta.style.backgroundColor).not.toBe('');
    expect(cta.style.color).not.toBe('');
  });
});

describe('Bar in checkbox mode (buttonType checkbox)', () => {
  const ctaButton = () => Array.from(mount.container.querySelectorAll('button')).find((b) => b.getAttribute('aria-label') !== 'Close');

  it('button mode has no checkbox', () => {
    render(props({ buttonType: 'button' }));
    expect(mount.container.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('shows a labelled messenger checkbox, prechecked by default, and the button submits', () => {
    const p = render(props({ buttonType: 'checkbox', optInButtonText: 'Send me deals' }));
    const box = mount.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.checked).toBe(true);
    const label = mount.container.querySelector(`label[for="${box?.id ?? ''}"]`);
    expect(label?.textContent).toBe('Send me deals');
    act(() => ctaButton()?.click());
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an unticked checkbox disables the button until it is ticked again', () => {
    const p = render(props({ buttonType: 'checkbox', prechecked: false }));
    const box = mount.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.checked).toBe(false);
    expect(ctaButton()?.disabled).toBe(true);
    act(() => ctaButton()?.click());
    expect(p.onSubmit).not.toHaveBeenCalled();
    act(() => box?.click());
    expect(ctaButton()?.disabled).toBe(false);
  });

  it('labels the checkbox "Send to Messenger" when optInButtonText is empty', () => {
    render(props({ buttonType: 'checkbox', optInButtonText: '  ' }));
    expect(mount.container.querySelector('label')?.textContent).toBe('Send to Messenger');
  });
});

describe('Bar background colour', () => {
  it('uses the operator colour opaque (issue 49: the host page never reads through; SPEC §9 said 0.9)', () => {
    render(props({ colors: { background: '#112233' } }));
    expect(mount.container.querySelector<HTMLElement>('section')?.style.backgroundColor).toBe('rgb(17, 34, 51)');
  });

  it('lays a colour of another syntax, maybe translucent, over the skin\'s opaque surface', () => {
    render(props({ colors: { background: 'rgba(255, 0, 0, 0.5)' } }));
    const section = mount.container.querySelector<HTMLElement>('section');
    expect(section?.style.backgroundColor).toBe('');
    expect(section?.style.backgroundImage.replace(/\s/g, '')).toBe('linear-gradient(rgba(255,0,0,0.5),rgba(255,0,0,0.5))');
    expect(section?.className).toContain('bg-accent-tint');
  });
});

describe('Bar and the Escape key', () => {
  const escape = () => act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

  it('Escape closes a closable bar', () => {
    const p = render(props({ allowHide: true }));
    escape();
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape does nothing to a bar without a close button', () => {
    const p = render(props({ allowHide: false }));
    escape();
    expect(p.onClose).not.toHaveBeenCalled();
  });
});
