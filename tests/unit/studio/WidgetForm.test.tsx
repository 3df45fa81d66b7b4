// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetProblem } from '../../../bridge-protocol/studio/widgetSchema';
import { WidgetForm } from '../../../studio/editor/WidgetForm';
import { key, mountEachTest, press, typeInto } from './controls/helpers';

const mount = mountEachTest();

type Json = Record<string, unknown>;

const BAR: Json = {
  widget_id: 91,
  widget_type: 'bar',
  channel: 'fb',
  name: 'Editor: bar',
  data: {
    main: { title: 'Get 10% off your first order', desc: 'Weekly picks.', allowHide: true, barPlacement: 'bottom' },
    submitted: { title: 'Thanks!', action: 'message' },
  },
};

const OMNICHAT: Json = {
  widget_id: 81,
  widget_type: 'omnichat',
  channel: 'omni',
  data: { channels: { enable_facebook: true, enable_sms: true, enable_email: false } },
};

interface HarnessProps {
  initial: Json;
  problems?: readonly WidgetProblem[];
  pageConfig?: Json;
  onChange?: (next: Json) => void;
}

/** The screen around the form, as the lead's editor holds it: the draft in state, every change kept. */
function Harness({ initial, problems = [], pageConfig = { fb_page_id: '1234567890' }, onChange }: HarnessProps) {
  const [widget, setWidget] = useState(initial);
  return (
    <WidgetForm
      widget={widget}
      pageConfig={pageConfig}
      problems={problems}
      onChange={(next) => {
        onChange?.(next);
        setWidget(next);
      }}
    />
  );
}

function render(props: HarnessProps) {
  const onChange = vi.fn(props.onChange);
  act(() => mount.root.render(<Harness {...props} onChange={onChange} />));
  return onChange;
}

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => mount.container.querySelector<T>(`#${id}`);
const radioLabel = (text: string) =>
  [...mount.container.querySelectorAll('label')].find((label) => label.textContent?.trim().startsWith(text) && label.querySelector('input[type="radio"]'));
const trigger = (heading: string) =>
  [...mount.container.querySelectorAll<HTMLButtonElement>('button[slot="trigger"]')].find((button) => button.textContent?.startsWith(heading));

afterEach(() => vi.unstubAllGlobals());

describe('WidgetForm', () => {
  it('editing the title calls onChange with the whole new widget; the draft given is not changed', () => {
    const initial = structuredClone(BAR);
    const onChange = render({ initial });
    const title = byId('field-data-main-title')!;
    expect(title.value).toBe('Get 10% off your first order');
    typeInto(title, 'Get 15% off');
    const next = onChange.mock.calls.at(-1)?.[0] as Json;
    expect(next).toEqual({ ...BAR, data: { ...(BAR.data as Json), main: { ...((BAR.data as Json).main as Json), title: 'Get 15% off' } } });
    expect(initial).toEqual(BAR);
    expect(title.value).toBe('Get 15% off');
  });

  it('an emptied text is removed, so the kind’s text applies again (shown as the placeholder)', () => {
    const onChange = render({ initial: BAR });
    const cta = byId('field-data-main-ctaText')!;
    expect(cta.placeholder).toBe('Send to Messenger');
    typeInto(cta, 'Go');
    typeInto(cta, '');
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).main).not.toHaveProperty('ctaText');
  });

  it('edits in different fields add up: a field that did not draw again still writes over the latest widget', () => {
    const onChange = render({ initial: BAR });
    typeInto(byId('field-data-main-desc')!, 'New description');
    typeInto(byId('field-data-main-title')!, 'New title');
    press(radioLabel('Top of the page'));
    const main = ((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).main;
    expect(main).toMatchObject({ desc: 'New description', title: 'New title', barPlacement: 'top' });
  });

  it('a width is written in px once typed; an empty width stays empty (as wide as its container)', () => {
    const onChange = render({ initial: { widget_id: 82, widget_type: 'checkbox', channel: 'fb', data: {} } });
    const width = byId('field-data-main-width-number')!;
    expect(width.value).toBe('');
    expect(width.placeholder).toBe('Auto');
    act(() => {
      width.focus();
      width.blur();
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => width.focus());
    typeInto(width, '400');
    act(() => width.blur());
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).main).toEqual({ width: { unit: 'px', number: 400 } });
    press(radioLabel('Percent'));
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).main).toEqual({ width: { unit: '%', number: 100 } });
  });

  it('shows a text the preview changed (a new widget from outside)', () => {
    act(() => mount.root.render(<WidgetForm widget={BAR} pageConfig={{}} problems={[]} onChange={vi.fn()} />));
    const edited = { ...BAR, data: { ...(BAR.data as Json), main: { ...((BAR.data as Json).main as Json), title: 'Typed in the preview' } } };
    act(() => mount.root.render(<WidgetForm widget={edited} pageConfig={{}} problems={[]} onChange={vi.fn()} />));
    expect(byId('field-data-main-title')?.value).toBe('Typed in the preview');
  });

  it('labels say Optional when the field may stay empty', () => {
    render({ initial: BAR });
    const labelOf = (id: string) => mount.container.querySelector(`label[for="${id}"]`)?.textContent ?? byId(id)?.labels?.[0]?.textContent;
    expect(labelOf('field-data-main-title')).toBe('Title(Optional)');
  });

  it('shows the kind’s defaults for what the configuration leaves out (a bar: scroll 30)', () => {
    render({ initial: BAR });
    const scroll = radioLabel('After scrolling')?.querySelector('input');
    expect(scroll?.checked).toBe(true);
    expect(byId('field-data-main-whenDisplay-value')?.value).toBe('30');
    expect(byId('field-data-main-stickWithScroll')?.checked).toBe(true);
  });

  it('a bar shows its placement and not the slide-in’s; a slide-in the other way round', () => {
    render({ initial: BAR });
    expect(byId('field-data-main-barPlacement')).not.toBeNull();
    expect(byId('field-data-main-slideInPlacement')).toBeNull();
    act(() => mount.root.render(<Harness key="slide-in" initial={{ ...BAR, widget_type: 'slide_in' }} />));
    expect(byId('field-data-main-slideInPlacement')).not.toBeNull();
    expect(byId('field-data-main-barPlacement')).toBeNull();
  });

  it('choosing "Send visitors to a page" shows the required page address, and drops the legacy redirect flag', () => {
    const onChange = render({ initial: { ...BAR, data: { ...(BAR.data as Json), submitted: { action: 'message', redirect: false } } } });
    expect(byId('field-data-submitted-redirectUrl')).toBeNull();
    press(radioLabel('Send visitors to a page'));
    const submitted = ((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).submitted;
    expect(submitted).toEqual({ action: 'redirect' });
    const url = byId('field-data-submitted-redirectUrl');
    expect(url).not.toBeNull();
    expect(url?.labels?.[0]?.textContent).toBe('Page address');
    expect(url?.getAttribute('aria-required')).toBe('true');
  });

  it('picking another trigger writes the pair, keeping a value that fits', () => {
    const onChange = render({ initial: BAR });
    press(radioLabel('After some time'));
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).main).toMatchObject({ whenDisplay: { type: 'seconds', value: 30 } });
    expect(byId('field-data-main-whenDisplay-value')?.value).toBe('30');
  });

  it('adds and removes page addresses', () => {
    const onChange = render({ initial: BAR });
    const add = byId('field-data-setup-urlWhitelist')!;
    typeInto(add, 'shop.test/cart');
    key(add, 'Enter');
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).setup).toEqual({ urlWhitelist: ['shop.test/cart'] });
    expect(byId('field-data-setup-urlWhitelist-0')?.value).toBe('shop.test/cart');
    press(mount.container.querySelector('button[aria-label="Remove shop.test/cart"]'));
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).setup).toEqual({});
  });

  it('an omnichat shows its channel switches; turning email on asks for the address', () => {
    const onChange = render({ initial: OMNICHAT, pageConfig: { fb_page_id: '1234567890', sms_channel_connected: false } });
    const switches = [...mount.container.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    const names = switches.map((input) => input.closest('label')?.textContent?.trim());
    // The channel switches, then the SMS double opt-in (issue 48), off unless set.
    expect(names).toEqual(['Messenger', 'WhatsApp', 'SMS', 'Email', 'Double opt-in']);
    expect(switches.map((input) => input.checked)).toEqual([true, false, true, false, false]);
    // SMS is on, but the page has no SMS channel: the form says it will not be listed.
    expect(mount.container.textContent).toContain('SMS is not listed');
    expect(mount.container.textContent).not.toContain('Messenger is not listed');
    expect(byId('field-data-channels-email_to')).toBeNull();
    act(() => byId('field-data-channels-enable_email')!.click());
    expect(((onChange.mock.calls.at(-1)?.[0] as Json).data as Json).channels).toMatchObject({ enable_email: true });
    expect(byId('field-data-channels-email_to')).not.toBeNull();
    // No bar or slide-in settings on a bubble.
    expect(byId('field-data-main-barPlacement')).toBeNull();
  });

  it('shows problems at their fields (aria-invalid and the message) and in a summary linking to each', () => {
    const problems = [
      { path: 'data.main.title', message: 'Keep this to 500 characters or fewer (it has 612).' },
      { path: 'data.main.whenDisplay.value', message: 'Enter a scroll depth from 0 to 100 %.' },
      { path: 'data.channels.email_to', message: 'Enter an email address.' },
    ];
    render({ initial: BAR, problems });
    const title = byId('field-data-main-title')!;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const described = (title.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Keep this to 500 characters or fewer (it has 612).');
    expect(byId('field-data-main-whenDisplay-value')?.getAttribute('aria-invalid')).toBe('true');

    const summary = byId<HTMLElement>('widget-form-problems')!;
    expect(summary.querySelector('h2')?.textContent).toBe('Fix 3 problems to save this widget');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Title', '#field-data-main-title'],
      ['Show the widget', '#field-data-main-whenDisplay-value'],
    ]);
    // A problem no field of a bar can fix is still listed, by its path.
    expect(summary.textContent).toContain('data.channels.email_to: Enter an email address.');
    act(() => links[1]!.click());
    expect(document.activeElement).toBe(byId('field-data-main-whenDisplay-value'));
  });

  it('the sections have headings in order and are open on a wide screen', () => {
    render({ initial: BAR });
    const headings = [...mount.container.querySelectorAll('h2 button[slot="trigger"]')];
    expect(headings.map((button) => button.textContent?.match(/^(Content|Design|Display rules|After submit|Channels)/)?.[0])).toEqual([
      'Content',
      'Design',
      'Display rules',
      'After submit',
      'Channels',
    ]);
    expect(headings.every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(true);
    press(trigger('Design'));
    expect(trigger('Design')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone only Content is open; new problems open their sections, and a summary link opens its section and focuses the field', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    act(() => mount.root.render(<Harness initial={BAR} />));
    expect(trigger('Content')?.getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Display rules')?.getAttribute('aria-expanded')).toBe('false');
    expect(trigger('After submit')?.getAttribute('aria-expanded')).toBe('false');

    const problems = [{ path: 'data.main.showAgain.value', message: 'Enter a whole number of days, 1 or more.' }];
    act(() => mount.root.render(<Harness initial={BAR} problems={problems} />));
    expect(trigger('Display rules')?.getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Display rules')?.textContent).toContain('1 problem');

    press(trigger('Display rules'));
    expect(trigger('Display rules')?.getAttribute('aria-expanded')).toBe('false');
    act(() => byId<HTMLElement>('widget-form-problems')!.querySelector('a')!.click());
    expect(trigger('Display rules')?.getAttribute('aria-expanded')).toBe('true');
    // A bar shows again after 3 days by default: the problem's own field, the number of days, takes focus.
    expect(document.activeElement).toBe(byId('field-data-main-showAgain-value'));
  });

  it('a summary link to a value that is not shown focuses the nearest field up its path', () => {
    const widget = { ...BAR, data: { ...(BAR.data as Json), main: { ...((BAR.data as Json).main as Json), showAgainIfClosed: { type: 'never', value: null } } } };
    render({ initial: widget, problems: [{ path: 'data.main.showAgainIfClosed.value', message: 'Enter a whole number of days, 1 or more.' }] });
    expect(byId('field-data-main-showAgainIfClosed-value')).toBeNull();
    act(() => byId<HTMLElement>('widget-form-problems')!.querySelector('a')!.click());
    const group = byId<HTMLElement>('field-data-main-showAgainIfClosed-type')!;
    expect(document.activeElement).toBe(group.querySelector('input[type="radio"]:checked'));
    expect((document.activeElement as HTMLInputElement).value).toBe('never');
  });

  it('a widget whose type has no layout on its channel says so instead of a form', () => {
    render({ initial: { widget_id: 33, widget_type: 'bar', channel: 'sms' }, problems: [{ path: 'channel', message: 'A bar has no layout on this channel.' }] });
    expect(mount.container.textContent).toContain('has no layout');
    expect(mount.container.querySelector('button[slot="trigger"]')).toBeNull();
    expect(byId<HTMLElement>('widget-form-problems')?.textContent).toContain('channel: A bar has no layout on this channel.');
  });
});
