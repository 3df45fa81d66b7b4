/**
 * The state a painted frame document carries beside its markup (`<script type="application/json"
 * id="mc-first-view">`): what the server rendered from, so that the browser can
 * - decide and ask to be shown before React has loaded (the first script, earlyHello.ts), and
 * - hydrate exactly the server's markup (mountFrame.ts), then move on to the visitor's own facts.
 *
 * Types and a reader only, no React and no XState: the first script imports it.
 */
import type { Snapshot, StateValue } from 'xstate';
import type { Placement } from '../../bridge-protocol/messages';
import type { HiddenWidthRule, PaintedFor } from '../../bridge-protocol/widgetCatalogue';
import type { WidgetContext } from '../machines/widgetTypes';
import type { ChannelFacts } from '../widgets/widgetViewProps';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';

/** A persisted widget machine snapshot, as far as the first script reads it (its state value and context). */
export type PersistedWidgetMachine = Snapshot<unknown> & { value: StateValue; context: WidgetContext };

/** FrameRoot's data props as the server rendered them (the callbacks are the browser's own). */
export interface FirstViewProps {
  defaultSize: boolean;
  poweredByUrl: string | null;
  theme: unknown;
  fbPageId: string | null;
  appId: string | null;
  origin: string;
  channelFacts: ChannelFacts;
  lastSeenAt: null;
}

/** What the first script sends in its `mc:layout` when the display rules let the widget show. */
export interface FirstViewLayout {
  placement: Placement;
  title: string;
  hiddenWidth: HiddenWidthRule;
  /** The visitors this markup is right for (the kind's row); for any other, React renders the visitor's own. */
  paintedFor: PaintedFor;
  /**
   * How long the placement's exit lasts (rules/motion.ts), for the first script's close (boot/earlyClose.ts):
   * written by the server so that the motion table stays out of the first script's chunk.
   */
  exitMs: number;
}

export interface FirstViewState {
  widgetId: string;
  /**
   * The server's widget machine as XState persisted it (`getPersistedSnapshot`: its state, its context,
   * its children), which the frame app restores to hydrate the markup (boot/mountFrame.ts).
   */
  machine: PersistedWidgetMachine;
  props: FirstViewProps;
  /**
   * Null when the widget shows only once something the first script cannot see has happened (its
   * messenger plugin drawn, an SMS layout ready): React's boot decides as before.
   */
  layout: FirstViewLayout | null;
}

/** A painted document's root and state, or null for a plain document (or a state that does not parse). */
export function readFirstView(doc: Document, widgetId: string): { root: HTMLElement; state: FirstViewState } | null {
  const root = doc.getElementById('root');
  const script = doc.getElementById(FIRST_VIEW_STATE_ID);
  if (!root || !root.hasAttribute(PAINTED_ATTRIBUTE) || !script) return null;
  try {
    const state = JSON.parse(script.textContent ?? '') as FirstViewState;
    const valid = typeof state === 'object' && state !== null && state.widgetId === widgetId && typeof state.machine?.context === 'object' && typeof state.props === 'object';
    return valid ? { root, state } : null;
  } catch {
    return null;
  }
}
