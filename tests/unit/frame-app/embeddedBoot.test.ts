// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toAppState } from '../../../bridge-protocol/config';
import type { Bootstrap, Viewport } from '../../../bridge-protocol/messages';
import { bootFrame, type BootedFrame } from '../../../frame-app/boot/bootFrame';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';
import { T0, VIEWPORT, demoBootstrap, helloReply } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let booted: BootedFrame | null = null;

afterEach(() => {
  act(() => booted?.dispose());
  booted = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

async function boot(widget: Bootstrap['widget'], options: { defaultSize?: boolean; viewport?: Viewport } = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const bootstrap = demoBootstrap({
    widget,
    app: toAppState({ widgets: [], defaultSize: options.defaultSize ?? false }, 'demo'),
    viewport: options.viewport ?? VIEWPORT,
  });
  const loopback = createLoopback(
    { receive: (name) => (name === 'mc:hello' ? helloReply(bootstrap) : undefined) },
    () => undefined,
  );
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(async () => {
    booted = await bootFrame({ channel: loopback.frame, widgetId: String(widget.widget_id), root, now: () => T0 });
  });
  return root;
}

describe('booting embedded layouts', () => {
  it('mounts a box with the "Powered by" link, hidden by the app flag defaultSize', async () => {
    const box = { widget_id: 31, widget_type: 'box', data: { main: { title: 'Deals' } } };
    let root = await boot(box);
    expect(booted).not.toBeNull();
    expect(root.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Deals');
    expect(root.querySelector('a')?.textContent).toContain('Powered by');
    act(() => booted?.dispose());
    root = await boot(box, { defaultSize: true });
    expect(root.querySelector('[role="region"]')).not.toBeNull();
    expect(root.querySelector('a')).toBeNull();
  });

  it('sizes the customer-chat bubble from the host viewport of the bootstrap', async () => {
    let root = await boot({ widget_id: 36, widget_type: 'customer_chat' }, { viewport: { width: 1280, height: 800, mobile: false } });
    const bubble = () => root.querySelector('button[aria-label="Chat with us on Messenger"]') as HTMLElement;
    expect(bubble().style.width).toBe('66px');
    act(() => booted?.dispose());
    root = await boot({ widget_id: 36, widget_type: 'customer_chat' }, { viewport: { width: 375, height: 667, mobile: true } });
    expect(bubble().style.width).toBe('60px');
  });

  it('mounts the button and the checkbox', async () => {
    let root = await boot({ widget_id: 33, widget_type: 'button' });
    expect(root.querySelector('button')?.textContent).toBe('Send to Messenger');
    act(() => booted?.dispose());
    root = await boot({ widget_id: 35, widget_type: 'checkbox' });
    expect((root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
  });
});
