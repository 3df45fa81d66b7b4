// @vitest-environment happy-dom
// Editing mode through the real boot sequence over the in-memory loopback bridge (setup as in bootFrame.test.ts).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap, FrameToHostName } from '../../../bridge-protocol/messages';
import { bootFrame, type BootedFrame } from '../../../frame-app/boot/bootFrame';
import { createLoopback, type LoopbackLogEntry } from '../../../frame-app/qa/loopbackChannel';
import { page, T0, demoBootstrap, helloReply } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  name: FrameToHostName;
  payload: unknown;
}

function setup(bootstrapOverrides: Partial<Bootstrap> = {}) {
  const sent: Sent[] = [];
  const refused: LoopbackLogEntry[] = [];
  const bootstrap = demoBootstrap(bootstrapOverrides);
  const loopback = createLoopback(
    {
      receive(name, payload) {
        sent.push({ name, payload });
        return name === 'mc:hello' ? helloReply(bootstrap) : undefined;
      },
    },
    (entry) => {
      if (entry.error) refused.push(entry);
    },
  );
  const root = document.createElement('div');
  document.body.appendChild(root);
  return { sent, refused, loopback, root };
}

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

let booted: BootedFrame | null = null;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => booted?.dispose());
  booted = null;
  document.body.replaceChildren();
});

describe('bootFrame in editing mode (SPEC §1)', () => {
  it('shows the widget at once without an impression, and reports an edit as mc:editor-change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent, refused, loopback, root } = setup({ editMode: true });
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(sent[1]).toMatchObject({ name: 'mc:layout', payload: { visible: true } });
    const names = sent.map((m) => (m.name === 'mc:widget-event' ? `event:${(m.payload as { event: string }).event}` : m.name));
    expect(names).toContain('event:open');
    expect(names).not.toContain('event:impression');
    expect(names).not.toContain('mc:session-update');

    sent.length = 0;
    const title = root.querySelector<HTMLElement>('[data-edit-field="title"]');
    expect(title?.textContent).toBe('Get 10% off');
    await act(async () => {
      if (!title) return;
      title.textContent = 'Get 20% off <i>today</i>';
      title.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(sent).toContainEqual({ name: 'mc:editor-change', payload: { field: 'title', value: 'Get 20% off <i>today</i>' } });
    expect(refused).toEqual([]);
    vi.useRealTimers();
  });

  it('outside editing mode nothing is editable', async () => {
    const { loopback, root } = setup({ page: page({ maxScroll: 80 }) });
    await act(async () => {
      booted = await bootFrame({ channel: loopback.frame, widgetId: '7', root, now: () => T0 });
    });
    await flush();
    expect(root.querySelector('[role="region"]')).not.toBeNull();
    expect(root.querySelector('[contenteditable]')).toBeNull();
  });
});
