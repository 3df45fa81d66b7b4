// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { viewProps } from './viewProps';
import { messengerChatLink } from '../../../bridge-protocol/messengerChatLink';
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

function renderSubmittedModal(fbPageId: string | null) {
  const widget = withKindDefaults({ widget_id: 63, widget_type: 'modal', channel: 'fb', data: { main: { title: 'Hi' } } });
  act(() =>
    root.render(<WidgetView {...viewProps(widget, { isSubmitted: true, chatLink: messengerChatLink(fbPageId, 'w63') })} />),
  );
}

describe('WidgetView success link', () => {
  it('"Go to Messenger" opens m.me for the page with the widget ref, in a new tab without opener', () => {
    renderSubmittedModal('1234567890');
    const link = container.querySelector('a');
    expect(link?.textContent?.trim()).toBe('Go to Messenger');
    expect(link?.getAttribute('href')).toBe('https://m.me/1234567890?ref=w63');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('uses the reference value as the ref when one is given', () => {
    const widget = withKindDefaults({ widget_id: 63, widget_type: 'modal', channel: 'fb', data: { main: { title: 'Hi' } } });
    act(() =>
      root.render(
        <WidgetView {...viewProps(widget, { isSubmitted: true, chatLink: messengerChatLink('123', 'w63.s1.i1.promo') })} />,
      ),
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://m.me/123?ref=w63.s1.i1.promo');
  });

  it('without a usable page id there is no link, only a button that closes', () => {
    renderSubmittedModal('evil.com/x');
    expect(container.querySelector('a[href*="m.me"]')).toBeNull();
    expect([...container.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Go to Messenger')).toBe(true);
  });
});
