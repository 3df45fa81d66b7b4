/**
 * One lazy chunk per layout view. A frame knows its kind from its URL (`widget_type`, `channel`), so it
 * starts fetching exactly its chunk at once, in parallel with the bridge handshake; boot awaits it
 * before the first render, so React never suspends and no fallback is ever committed.
 */
import type { ComponentType } from 'react';
import { isSmsLayout } from './builtLayouts';
import { ownValue } from '../../bridge-protocol/ownValue';
import type { WidgetViewProps } from './widgetViewProps';

export type LayoutView = ComponentType<WidgetViewProps>;

const LOADERS: Readonly<Record<string, () => Promise<LayoutView>>> = {
  bar: () => import('./views/BarView').then((m) => m.BarView),
  box: () => import('./views/CardView').then((m) => m.CardView),
  landing: () => import('./views/CardView').then((m) => m.CardView),
  button: () => import('./views/ButtonView').then((m) => m.ButtonView),
  checkbox: () => import('./views/CheckboxView').then((m) => m.CheckboxView),
  customer_chat: () => import('./views/CustomerChatView').then((m) => m.CustomerChatView),
  modal: () => import('./views/ModalView').then((m) => m.ModalView),
  slide_in: () => import('./views/SlideInView').then((m) => m.SlideInView),
  page_takeover: () => import('./views/PageTakeoverView').then((m) => m.PageTakeoverView),
  // The SMS card and SMS modal (machine, phone field, picker) share one view.
  sms: () => import('./views/SmsView').then((m) => m.SmsView),
};

const requested = new Map<string, Promise<LayoutView>>();
const loaded = new Map<string, LayoutView>();

function viewKey(widgetType: string, channel: string | null | undefined): string {
  return isSmsLayout(widgetType, channel) ? 'sms' : widgetType;
}

/** Starts (once) and returns the load of a kind's view; null for a kind without a layout view. */
export function loadLayoutView(widgetType: string, channel: string | null | undefined): Promise<LayoutView> | null {
  return loadByKey(viewKey(widgetType, channel));
}

function loadByKey(key: string): Promise<LayoutView> | null {
  const load = ownValue(LOADERS, key);
  if (!load) return null;
  let pending = requested.get(key);
  if (!pending) {
    pending = load().then((view) => (loaded.set(key, view), view));
    // A failed chunk may be asked for again (a flaky network), like a failed script.
    pending.catch(() => requested.delete(key));
    requested.set(key, pending);
  }
  return pending;
}

/** The view, if its chunk has arrived. */
export function loadedLayoutView(widgetType: string, channel: string | null | undefined): LayoutView | null {
  return loaded.get(viewKey(widgetType, channel)) ?? null;
}

/** Every view (QA harness, component tests). */
export function loadAllLayoutViews(): Promise<LayoutView[]> {
  return Promise.all(Object.keys(LOADERS).map((key) => loadByKey(key)!));
}
