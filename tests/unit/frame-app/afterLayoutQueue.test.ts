import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAfterLayoutQueue, type AfterLayoutQueue } from '../../../frame-app/boot/afterLayoutQueue';

let queue: AfterLayoutQueue;
let sent: string[];
const send = (name: string) => () => void sent.push(name);

beforeEach(() => {
  vi.useFakeTimers();
  queue = createAfterLayoutQueue();
  sent = [];
});
afterEach(() => {
  queue.dispose();
  vi.useRealTimers();
});

describe('the messages that wait for a layout', () => {
  it('everything before the first layout goes right after it, in order', () => {
    queue.afterFirstLayout(send('rendered'));
    queue.afterNextLayout(send('open'));
    queue.afterFirstLayout(send('sdk'));
    vi.runAllTimers();
    expect(sent).toEqual([]);
    queue.firstLayoutSent();
    expect(sent).toEqual(['rendered', 'open', 'sdk']);
  });

  it('once sized, a message that waits only for the first layout goes at once', () => {
    queue.firstLayoutSent();
    queue.afterFirstLayout(send('submitted'));
    expect(sent).toEqual(['submitted']);
  });

  it("a change's events wait for its layout, or for the next task when React commits none", () => {
    queue.firstLayoutSent();
    queue.afterNextLayout(send('open'));
    queue.afterNextLayout(send('impression'));
    expect(sent).toEqual([]);
    queue.layoutSent();
    expect(sent).toEqual(['open', 'impression']);
    queue.afterNextLayout(send('close'));
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['open', 'impression', 'close']);
  });

  it('a layout sent before the frame is sized flushes nothing; dispose drops the pending timeout', () => {
    queue.afterNextLayout(send('open'));
    queue.layoutSent();
    expect(sent).toEqual([]);
    queue.firstLayoutSent();
    queue.afterNextLayout(send('close'));
    queue.dispose();
    vi.runAllTimers();
    expect(sent).toEqual(['open']);
  });
});
