// @vitest-environment happy-dom
/**
 * The messenger call to action in each mode (parts/MessengerAction.tsx), through real layouts: the
 * plugin slot with its XFBML attributes, the "Go to Messenger" fallback link handed to the loader, and
 * the checkbox plugin beside our button, which is disabled while unticked.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { viewProps } from './viewProps';
import { MessengerViewContext, type MessengerView } from '../../../frame-app/parts/messengerView';
import { pluginAttributes } from '../../../frame-app/rules/pluginAttributes';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';

// Each layout view is a lazy chunk; boot loads a widget's view before its first render, and so do these tests.
beforeAll(() => loadAllLayoutViews());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const CHAT = 'https://m.me/123?ref=w5.s.i';

function view(patch: Partial<MessengerView>): MessengerView {
  return {
    mode: 'plugin',
    plugin: 'send_to_messenger',
    besideCta: false,
    standIn: true,
    chatLink: CHAT,
    pluginAttributes: pluginAttributes({ plugin: 'send_to_messenger', appId: '9', pageId: '123', ref: 'w5.s.i', userRef: 'u1', origin: 'https://w.test', main: {} }),
    checked: true,
    awaitingOptIn: false,
    onSlot: vi.fn(),
    onOpenChat: vi.fn(),
    ...patch,
  };
}

function render(widgetType: string, messenger: MessengerView | null, main: Record<string, unknown> = {}, onSubmit = vi.fn()) {
  const widget = withKindDefaults({ widget_id: 5, widget_type: widgetType, channel: 'fb', data: { main: { title: 'Hi', ctaText: 'Subscribe now', ...main } } });
  act(() =>
    root.render(
      <MessengerViewContext.Provider value={messenger}>
        <WidgetView {...viewProps(widget, { actions: { submit: onSubmit } })} />
      </MessengerViewContext.Provider>,
    ),
  );
  return onSubmit;
}

describe('MessengerAction', () => {
  it('plugin mode: the send-to-messenger slot replaces our button and is handed to the SDK', () => {
    const messenger = view({});
    render('box', messenger);
    const slot = container.querySelector('[data-messenger-plugin]');
    expect(slot?.className).toBe('fb-send-to-messenger');
    expect(slot?.getAttribute('page_id')).toBe('123');
    expect(slot?.getAttribute('messenger_app_id')).toBe('9');
    expect(slot?.getAttribute('data-ref')).toBe('w5.s.i');
    expect(messenger.onSlot).toHaveBeenCalledWith(slot);
    expect(container.textContent).not.toContain('Subscribe now');
  });

  it.each(['bar', 'box', 'button', 'slide_in', 'modal'])('%s, standIn: the link on top, the plugin slot transparent under it; once drawn they swap in the same elements', (type) => {
    const onSlot = vi.fn();
    render(type, view({ mode: 'standIn', onSlot }));
    const link = container.querySelector('a');
    const slot = container.querySelector('[data-messenger-plugin]');
    // It says what the plugin will say, and goes where the fallback goes (m.me with the reference value).
    expect(link?.textContent).toBe('Send to Messenger');
    expect(link?.getAttribute('href')).toBe(CHAT);
    expect(link?.closest('.invisible')).toBeNull();
    const slotLayer = slot?.parentElement;
    expect(slotLayer?.className.split(/\s+/)).toEqual(expect.arrayContaining(['opacity-0', 'pointer-events-none']));
    expect(slotLayer?.hasAttribute('inert')).toBe(true);
    // One cell for both: the larger of the two sets its size from the start.
    expect(slotLayer?.parentElement).toBe(link?.parentElement?.parentElement);
    expect(onSlot).toHaveBeenCalledTimes(1);

    render(type, view({ mode: 'plugin', onSlot }));
    expect(container.querySelector('[data-messenger-plugin]')).toBe(slot);
    expect(container.querySelector('a')).toBe(link);
    expect(link?.parentElement?.className.split(/\s+/)).toContain('invisible');
    expect(slotLayer?.className.split(/\s+/)).not.toContain('opacity-0');
    expect(slotLayer?.hasAttribute('inert')).toBe(false);
    // The element the SDK drew into is the same one: it was never handed over again.
    expect(onSlot).toHaveBeenCalledTimes(1);
  });

  it('standIn: a keyboard visitor on the link keeps it until they move on, then the drawn plugin takes the cell', () => {
    render('box', view({ mode: 'standIn' }));
    const link = container.querySelector('a');
    act(() => link?.focus());
    render('box', view({ mode: 'plugin' }));
    expect(document.activeElement).toBe(link);
    expect(link?.parentElement?.className.split(/\s+/)).not.toContain('invisible');
    expect(container.querySelector('[data-messenger-cta]')?.getAttribute('data-messenger-cta')).toBe('stand-in');
    act(() => link?.blur());
    expect(link?.parentElement?.className.split(/\s+/)).toContain('invisible');
    expect(container.querySelector('[data-messenger-cta]')?.getAttribute('data-messenger-cta')).toBe('plugin');
  });

  it('standalone checkbox, standIn: its own row stands in for the checkbox plugin, which takes the cell in the same elements', () => {
    const onSlot = vi.fn();
    const attributes = pluginAttributes({ plugin: 'checkbox', appId: '9', pageId: '123', ref: 'w5.s.i', userRef: 'u1', origin: 'https://w.test', main: {} });
    render('checkbox', view({ mode: 'standIn', plugin: 'checkbox', pluginAttributes: attributes, onSlot }));
    const link = container.querySelector('a');
    const slot = container.querySelector('[data-messenger-plugin]');
    // The checkbox's own row (a box and the checkbox's label), not the button kinds' pill (issue 49).
    expect(link?.getAttribute('data-testid')).toBe('checkbox-fallback');
    expect(link?.querySelector('span[aria-hidden="true"]')?.className.split(/\s+/)).toEqual(expect.arrayContaining(['size-5', 'border-2', 'rounded']));
    expect(link?.className.split(/\s+/)).toContain('gap-3');
    expect(slot?.className).toBe('fb-messenger-checkbox');
    expect(slot?.closest('[inert]')).not.toBeNull();
    render('checkbox', view({ mode: 'plugin', plugin: 'checkbox', pluginAttributes: attributes, onSlot }));
    expect(container.querySelector('[data-messenger-plugin]')).toBe(slot);
    expect(link?.parentElement?.className.split(/\s+/)).toContain('invisible');
    expect(onSlot).toHaveBeenCalledTimes(1);
  });

  it("the checkbox plugin beside our button, standIn: the link stands in the button's place, the checkbox's place is kept transparent a row high", () => {
    const onSlot = vi.fn();
    const attributes = pluginAttributes({ plugin: 'checkbox', appId: '9', pageId: '123', ref: 'w5.s.i', userRef: 'u1', origin: 'https://w.test', main: { buttonSize: 'xlarge' } });
    render('box', view({ mode: 'standIn', plugin: 'checkbox', besideCta: true, pluginAttributes: attributes, checked: false, onSlot }), { buttonType: 'checkbox' });
    const stack = container.querySelector('[data-messenger-cta="stand-in"]');
    expect(stack?.querySelector('a')?.textContent).toBe('Send to Messenger');
    expect(stack?.querySelector<HTMLButtonElement>('[inert] button')?.disabled).toBe(true);
    // Not in the link's stack: the place the layout gives it (the bar's title column).
    const cell = container.querySelector('[data-plugin-cell]');
    expect(stack?.contains(cell ?? null)).toBe(false);
    expect(cell?.hasAttribute('inert')).toBe(true);
    expect(cell?.className.split(/\s+/)).toEqual(expect.arrayContaining(['min-h-7', 'opacity-0']));
    const slot = cell?.querySelector('[data-messenger-plugin]');
    expect(slot?.className).toBe('fb-messenger-checkbox');
    // Drawn: the same slot takes its place, the button the cell, the link kept invisible.
    render('box', view({ mode: 'plugin', plugin: 'checkbox', besideCta: true, pluginAttributes: attributes, checked: false, onSlot }), { buttonType: 'checkbox' });
    expect(container.querySelector('[data-messenger-plugin]')).toBe(slot);
    expect(container.querySelector('[data-plugin-cell]')?.hasAttribute('inert')).toBe(false);
    expect(container.querySelector('[data-messenger-cta="plugin"] a')?.parentElement?.className.split(/\s+/)).toContain('invisible');
    expect(onSlot).toHaveBeenCalledTimes(1);
  });

  it('the checkbox plugin beside our button without a stand-in (view.standIn false): our button (disabled while unticked) and the slot', () => {
    const attributes = pluginAttributes({ plugin: 'checkbox', appId: '9', pageId: '123', ref: 'w5.s.i', userRef: 'u1', origin: 'https://w.test', main: {} });
    render('box', view({ mode: 'plugin', plugin: 'checkbox', besideCta: true, standIn: false, pluginAttributes: attributes, checked: false }), { buttonType: 'checkbox' });
    expect(container.querySelector('[data-messenger-cta]')).toBeNull();
    expect(container.querySelector('a[href^="https://m.me/"]')).toBeNull();
    expect(container.querySelector('button')?.disabled).toBe(true);
    expect(container.querySelector('[data-messenger-plugin]')?.className).toBe('fb-messenger-checkbox');
  });

  it('plugin mode while polling: says it waits for the confirmation, politely', () => {
    render('button', view({ awaitingOptIn: true }));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Waiting for your confirmation in Messenger…');
  });

  it('the bar while polling: one status, in its text column in place of the description (its compact row has no room under the plugin)', () => {
    render('bar', view({ awaitingOptIn: true }), { desc: 'Weekly picks.' });
    const statuses = container.querySelectorAll('[role="status"]');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.textContent).toBe('Waiting for your confirmation in Messenger…');
    expect(statuses[0]?.closest('[data-messenger-plugin]')).toBeNull();
    expect(container.querySelector('[data-messenger-plugin]')?.parentElement?.contains(statuses[0] ?? null)).toBe(false);
    expect(container.textContent).not.toContain('Weekly picks.');
  });

  it('link mode: "Go to Messenger" to m.me; a plain click goes to the loader and the fallback submit', () => {
    const messenger = view({ mode: 'link' });
    render('bar', messenger);
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Go to Messenger');
    expect(link?.getAttribute('href')).toBe(CHAT);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(messenger.onOpenChat).toHaveBeenCalledTimes(1);
  });

  it('link mode: a ctrl-click is the browser\'s (its own new tab), not ours', () => {
    const messenger = view({ mode: 'link' });
    render('modal', messenger);
    // Read what the widget did, then stop happy-dom from following the link (it would fetch m.me).
    let preventedByWidget: boolean | null = null;
    const stop = (event: Event): void => {
      preventedByWidget = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => void container.querySelector('a')?.dispatchEvent(click));
    document.removeEventListener('click', stop);
    expect(preventedByWidget).toBe(false);
    expect(messenger.onOpenChat).not.toHaveBeenCalled();
  });

  it('standalone checkbox, link mode: a box and the configured label, a link to the chat described as opening Messenger (issue 49), not the button\'s pill', () => {
    const checkboxView = view({ mode: 'link', plugin: 'checkbox' });
    render('checkbox', checkboxView, { optInButtonText: 'Send me updates on Messenger' });
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(CHAT);
    expect(link?.getAttribute('target')).toBe('_blank');
    // Its name is the label as the visitor reads it; the box and the mark are hidden from screen readers.
    const visible = Array.from(link?.children ?? []).filter((child) => child.getAttribute('aria-hidden') !== 'true' && !child.classList.contains('sr-only'));
    expect(visible.map((child) => child.textContent)).toEqual(['Send me updates on Messenger']);
    expect(link?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const hint = document.getElementById(link?.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Opens Messenger in a new tab');
    const classes = link?.className.split(/\s+/) ?? [];
    expect(classes).not.toContain('rounded-control');
    expect(classes).not.toContain('bg-accent');
    expect(classes).not.toContain('underline');
    // The box as large as the checkbox's, the text in its size (SPEC §9: large, the middle step, by default).
    expect(classes).toEqual(expect.arrayContaining(['gap-3', 'text-base', 'font-medium']));
    expect(link?.querySelector('span[aria-hidden="true"]')?.className.split(/\s+/)).toContain('size-5');
    render('checkbox', checkboxView, { buttonSize: 'xlarge' });
    expect(container.querySelector('a')?.className.split(/\s+/)).toContain('text-lg');
    expect(container.querySelector('a span[aria-hidden="true"]')?.className.split(/\s+/)).toContain('size-6');
    expect(container.querySelector('a')?.textContent).toContain('Send to Messenger');
    // A plain click is the loader's to open, as with the "Go to Messenger" link.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void container.querySelector('a')?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(checkboxView.onOpenChat).toHaveBeenCalledTimes(1);
    // The button kinds keep their button (the theme's corners, issue 29).
    render('button', view({ mode: 'link' }));
    expect(container.querySelector('a')?.className.split(/\s+/)).toContain('rounded-control');
  });

  it('checkbox plugin: the slot sits beside our button, which is disabled while unticked', () => {
    const attributes = pluginAttributes({ plugin: 'checkbox', appId: '9', pageId: '123', ref: 'w5.s.i', userRef: 'u1', origin: 'https://w.test', main: {} });
    const onSubmit = render('bar', view({ plugin: 'checkbox', standIn: false, pluginAttributes: attributes, checked: false }), { buttonType: 'checkbox' });
    const slot = container.querySelector('[data-messenger-plugin]');
    expect(slot?.className).toBe('fb-messenger-checkbox');
    expect(slot?.getAttribute('user_ref')).toBe('u1');
    expect(slot?.getAttribute('prechecked')).toBe('true');
    expect(slot?.getAttribute('origin')).toBe('https://w.test');
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Subscribe now'));
    expect(button?.disabled).toBe(true);
    // Our own visual checkbox is not drawn beside the plugin's.
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    render('bar', view({ plugin: 'checkbox', standIn: false, pluginAttributes: attributes, checked: true }), { buttonType: 'checkbox' }, onSubmit);
    const enabled = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Subscribe now'));
    expect(enabled?.disabled).toBe(false);
    act(() => enabled?.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('no view (editing mode, component previews): our own button, as configured', () => {
    render('box', null);
    expect(container.textContent).toContain('Subscribe now');
    expect(container.querySelector('[data-messenger-plugin]')).toBeNull();
  });
});
