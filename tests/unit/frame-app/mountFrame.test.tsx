// @vitest-environment happy-dom
// The mount step alone: FrameRoot rendered for a machine, with the layout and the host faked.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAfterLayoutQueue } from '../../../frame-app/boot/afterLayoutQueue';
import { decideDisplay } from '../../../frame-app/boot/displayDecision';
import { startFrameMachine, type FrameMachine } from '../../../frame-app/boot/frameMachine';
import { loadKindView, mountFrame, type FrameMount } from '../../../frame-app/boot/mountFrame';
import type { ToHost } from '../../../frame-app/boot/toHost';
import { createLoopback } from '../../../frame-app/qa/loopbackChannel';
import { demoBootstrap, T0 } from './fixtures';
import { kindOf } from './kindFixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let machine: FrameMachine | null = null;
let mount: FrameMount | null = null;
afterEach(() => {
  act(() => mount?.unmount());
  machine?.dispose();
  mount = null;
  machine = null;
  document.body.replaceChildren();
});

async function mounted() {
  const bootstrap = demoBootstrap();
  const valid = { bootstrap, kind: kindOf(bootstrap.widget) };
  const decision = decideDisplay(valid);
  if (!decision.ok) throw new Error(decision.problem.message);
  const display = decision.value;
  expect((await loadKindView(valid.kind, '7')).ok).toBe(true);
  const toHost: ToHost = { post: vi.fn(), widgetEvent: vi.fn() };
  const loopback = createLoopback({ receive: () => undefined }, () => undefined);
  const layout = { setViewport: vi.fn(), setPlacement: vi.fn() };
  machine = startFrameMachine({ channel: loopback.frame, valid, display, toHost, queue: createAfterLayoutQueue(), layout, now: () => T0, log: console });
  const root = document.createElement('div');
  document.body.appendChild(root);
  const onFirstCommit = vi.fn();
  const onDisplayCommitted = vi.fn();
  await act(async () => {
    mount = mountFrame({ root, valid, display, machine: machine as FrameMachine, layout, toHost, onFirstCommit, onDisplayCommitted });
  });
  return { root, onFirstCommit, onDisplayCommitted, actor: (machine as FrameMachine).actor };
}

describe('the mount step', () => {
  it('renders the kind it is handed; its first commit starts the layout once, after the commit phase', async () => {
    const { root, onFirstCommit, onDisplayCommitted } = await mounted();
    expect(root.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Get 10% off');
    expect(onFirstCommit).toHaveBeenCalledTimes(1);
    expect(onDisplayCommitted).not.toHaveBeenCalled();
  });

  it('a later change of visibility is reported when it reaches the DOM', async () => {
    const { onDisplayCommitted, actor } = await mounted();
    act(() => actor.send({ type: 'FORCE_OPEN' }));
    expect(onDisplayCommitted).toHaveBeenCalledWith(true);
  });

  it("a layout chunk that does not load refuses the start, with the host's error event", async () => {
    const kind = { ...kindOf({ widget_type: 'box', channel: 'sms' }), view: () => Promise.reject(new Error('chunk failed')) };
    expect(await loadKindView(kind, '31')).toEqual({
      ok: false,
      problem: {
        message: '[MC] widget 31: the box on channel sms layout could not be loaded (chunk failed); the widget stays hidden.',
        event: { reason: 'layout-not-loaded', widgetType: 'box' },
      },
    });
  });
});
