/**
 * A changed configuration reaches widgets already started from the stored copy (configCache.ts): the
 * widgets whose entry changed are destroyed and created again from the new entry, one frame per task as
 * at the start; every other frame stays as it is (no reload, no blink). A change to a page-level field
 * replaces every widget, with the page's configuration the bootstraps carry taken from the new one.
 */
import type { AppConfig } from '../bridge-protocol/config';
import { bootstrapPage } from './bootstrapPage';
import type { CheckedPageFields } from '../bridge-protocol/pageFields';
import { yieldToMain } from '../bridge-protocol/yieldToMain';
import { entryKey } from './configChanges';
import type { Extras } from './extras/loadExtras';
import { releaseUnusedAnchors } from './frames/embedAnchor';
import type { HostContext, WidgetHost } from './frames/widgetHost';
import { frameReplaced, type Transition } from './readiness';
import { createWidgetMounts, type WidgetMounts } from './widgetMounts';

export interface ReplaceParts {
  win: Window;
  hosts: Map<string, WidgetHost>;
  ctx: HostContext;
  mounts: WidgetMounts;
  step: (transition: Transition) => unknown;
  /** The lazy chunk, where the comparison is: a changed configuration is rare, its code need not be in every page's first script. */
  extras: () => Promise<Extras>;
}

/** Replaces what `next` changed against `before`; answers the mounts that hold the widgets from now on. */
export async function replaceChangedWidgets(parts: ReplaceParts, before: AppConfig, next: CheckedPageFields): Promise<WidgetMounts> {
  const { win, hosts, ctx, step } = parts;
  // Without the chunk, every widget is taken as changed: the new configuration still applies.
  const changes = await parts.extras().then(({ configChanges }) => configChanges(before, next.config), () => 'page' as const);
  let mounts = parts.mounts;
  let changed: Set<string>;
  if (changes === 'page') {
    changed = new Set(hosts.keys());
    for (const id of changed) mounts.unmount(id);
    // The SDK-ready flags stay (ctx.sdkReady): an SDK already loaded in this page view is still loaded.
    ctx.page = bootstrapPage(win, next.config);
    mounts = createWidgetMounts(win, hosts, ctx, next.invalid);
  } else {
    changed = new Set(changes);
    for (const id of changed) mounts.unmount(id);
  }
  const remounted = new Set<string>();
  for (const [index, raw] of next.config.widgets.entries()) {
    if (changes !== 'page' && !changed.has(entryKey(raw, index))) continue;
    await yieldToMain();
    const created = mounts.mount(raw, index);
    if (created) remounted.add(created);
  }
  for (const id of new Set([...changed, ...remounted])) step(frameReplaced(id, remounted.has(id)));
  // An embed that went gives its anchor's reserved space back (embedAnchor.ts).
  releaseUnusedAnchors(win.document, hosts);
  return mounts;
}
