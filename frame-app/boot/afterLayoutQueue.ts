/**
 * The order of the frame's messages around its layouts. The first `mc:layout` is the third bridge
 * message (DESIGN budget: the frame is sized by message 3), so everything the boot produces before it
 * (rendered, an immediate impression, the SDK flags) waits and goes right after it. Later, the events
 * of a change of visibility wait for the `mc:layout` of that change, so a host listener for `open`
 * finds the iframe shown. React commits in a microtask; the timeout only covers a change React never
 * commits (open and close in one batch).
 */
export interface AfterLayoutQueue {
  /** At once when the frame has been sized, else right after its first layout. */
  afterFirstLayout(send: () => void): void;
  /** After the layout of the visibility change under way. */
  afterNextLayout(send: () => void): void;
  /** The first `mc:layout` has gone: what waited goes now, in order. */
  firstLayoutSent(): void;
  /** A later change of visibility has reached the DOM and its layout has gone. */
  layoutSent(): void;
  dispose(): void;
}

export function createAfterLayoutQueue(): AfterLayoutQueue {
  let sized = false;
  const queued: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const send of queued.splice(0)) send();
  };
  return {
    afterFirstLayout(send) {
      if (sized) send();
      else queued.push(send);
    },
    afterNextLayout(send) {
      queued.push(send);
      if (sized && timer === null) timer = setTimeout(flush, 0);
    },
    firstLayoutSent() {
      sized = true;
      flush();
    },
    layoutSent() {
      if (sized) flush();
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
