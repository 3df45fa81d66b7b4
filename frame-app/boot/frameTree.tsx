/**
 * The one React tree of a frame, as the provider's server renders it (serverView/renderFirstView.tsx)
 * and as the browser hydrates it (mountFrame.ts). React's `useId` numbers an element by its place in the
 * tree, so the two must be the same shape to the last sibling: with FrameRoot alone on the server and
 * beside the commit probe in the browser, every id the views take from `useId` (a dialog's
 * `aria-labelledby`) came out different on each side, a hydration mismatch.
 */
import { createElement, useLayoutEffect, type ReactElement } from 'react';
import { HydrationSnapshotContext, type HydrationSnapshot } from '../parts/useActorSelector';
import { FrameRoot, type FrameRootProps } from './FrameRoot';

/** Calls `onCommit` when a render that gave it has been committed (a new function each time): no markup. */
function CommitProbe({ onCommit }: { onCommit: (() => void) | null }): null {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/** `hydration`: the snapshot the markup was (or is being) rendered from; `onCommit`: told after each commit that gave it. */
export function frameTree(rootProps: FrameRootProps, hydration: HydrationSnapshot | null, onCommit: (() => void) | null): ReactElement {
  return createElement(HydrationSnapshotContext.Provider, { value: hydration }, createElement(FrameRoot, rootProps), createElement(CommitProbe, { onCommit }));
}
