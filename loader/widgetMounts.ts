/**
 * Which configured widget gets a frame, and where (SPEC §3, §5, §8): a broken entry is disabled with one
 * console line and the others go on; an embed goes into its `data-widget-id` element, and a route change
 * or MC.parse() moves, drops or creates its frame again as that element was replaced, went or appeared.
 */
import { classifyWidget, isEmbeddedWidget, widgetEnvelopeSchema, withWidgetAliases, type Widget } from '../bridge-protocol/config';
import { exceedsDepth, MAX_CONFIG_DEPTH } from '../bridge-protocol/jsonDepth';
import { missingPageFields, type InvalidPageField } from '../bridge-protocol/pageFields';
import { isHostAllowedForSms, isSmsChannel } from '../bridge-protocol/smsWhitelist';
import { findEmbedAnchor, releaseUnusedAnchors, removeStaleFrames } from './frames/embedAnchor';
import { planEmbedReload } from './frames/planEmbedReload';
import { createWidgetHost, type HostContext, type WidgetHost } from './frames/widgetHost';
import { hasGrowthRules } from './growth/lazyGrowth';
import type { Growth } from './growth/growth';
import { HOLDOUT } from '../bridge-protocol/experiment';

export interface WidgetMounts {
  /** The configured entry at `index`: the id of the frame created for it, or undefined when it has none. */
  mount(configured: unknown, index: number): string | undefined;
  /** Moves, drops or creates the embeds' frames as their elements changed (planEmbedReload.ts). */
  reload(): void;
  /** A mounted widget's configuration entry (its pixel account, its widget_sign for its events). */
  widget(id: string): Widget | undefined;
  /** Destroys the widget's frame and forgets the widget, so that its id can be mounted again. */
  unmount(id: string): void;
}

/** The widget's host in `mount`, kept in `hosts`; a widget whose host cannot be created is disabled, with one console error. */
function mountIn(hosts: Map<string, WidgetHost>, ctx: HostContext, widget: Widget, mount: HTMLElement): string | undefined {
  const id = String(widget.widget_id);
  try {
    hosts.set(id, createWidgetHost(widget, mount, ctx));
    return id;
  } catch (error) {
    console.error(`[MC] widget ${id} could not be created; it is disabled.`, error);
  }
}

/** The mounts of one configuration; its page-level fields that were dropped (`invalid`) are said once, here. */
export function createWidgetMounts(win: Window, hosts: Map<string, WidgetHost>, ctx: HostContext, invalid: InvalidPageField[]): WidgetMounts {
  for (const { field, error } of invalid) console.error(`[MC] the page's ${field} is invalid (${error}); it is ignored.`);
  const doc = win.document;
  const seen = new Set<string>();
  const widgets = new Map<string, Widget>();
  /** The embeds that passed every check, whether or not their element was there. */
  const embedded = new Map<string, Widget>();

  /** A floating widget beside <body>, an embed in its element. */
  const placeWidget = (widget: Widget): string | undefined => {
    const id = String(widget.widget_id);
    // A floating widget lives beside <body>, not in it: a site that swaps its body (Turbo, htmx, Astro)
    // leaves it in place, shown, its frame never reloaded (README "Sites that swap pages").
    let mount: HTMLElement | null = doc.documentElement;
    if (isEmbeddedWidget(widget.widget_type)) {
      embedded.set(id, widget);
      mount = findEmbedAnchor(doc, id);
      if (!mount) return void console.warn(`[MC] widget ${id} (${widget.widget_type}) has no element with data-widget-id="${id}" on this page.`);
    }
    return mount ? mountIn(hosts, ctx, widget, mount) : undefined;
  };

  return {
    mount(configured, index) {
      const accepted = acceptWidget(configured, index, seen);
      const growth = growthOf(ctx);
      const widget = accepted && visitorsWidget(accepted, ctx, growth);
      if (!widget) return;
      const id = String(widget.widget_id);
      widgets.set(id, widget);
      // The holdout gets no frame; its event (with the test's key and `variant`, signed) tells the results
      // who was held out, so that a lift can be measured against them.
      if (widget.variant === HOLDOUT) return void ctx.logPixel(id, HOLDOUT, {});
      const missing = missingPageFields(widget.channel, invalid);
      if (missing.length > 0) return void console.error(`[MC] widget ${id} needs the page's ${missing.join(', ')}, which is invalid; this widget is disabled.`);
      // SPEC §5: an SMS widget exists only on a whitelisted host (localhost added), when there is a whitelist.
      if (isSmsChannel(widget.channel) && !isHostAllowedForSms(win.location.hostname, ctx.page.config.whitelist)) {
        return void console.warn(`[MC] widget ${id} (SMS) is not shown: ${win.location.hostname} is not in the page's whitelist.`);
      }
      // Outside its audience, it gets its frame when a fact changes, if this configuration still holds it.
      if (growth && !growth.audience.admits(widget)) return void growth.audience.wait(widget, () => widgets.get(id) === widget && placeWidget(widget));
      return placeWidget(widget);
    },
    reload() {
      removeStaleFrames(doc, new Set(Array.from(hosts.values(), (host) => host.iframe)));
      const plan = planEmbedReload(
        Array.from(embedded.keys(), (id) => ({ id, anchor: findEmbedAnchor(doc, id), mountedIn: hosts.get(id)?.iframe.parentElement ?? null })),
      );
      for (const id of plan.destroy) {
        hosts.get(id)?.destroy();
        hosts.delete(id);
      }
      // Planned from the embeds' own ids: each is there.
      for (const { id, anchor } of plan.create) mountIn(hosts, ctx, embedded.get(id) as Widget, anchor);
      releaseUnusedAnchors(doc, hosts);
    },
    widget: (id) => widgets.get(id),
    unmount(id) {
      hosts.get(id)?.destroy();
      hosts.delete(id);
      seen.delete(id);
      widgets.delete(id);
      embedded.delete(id);
    },
  };
}

/** The growth rules that apply: none in editing mode (the editor edits the widget, not an arm nor an audience). */
const growthOf = (ctx: HostContext): Growth | null => (ctx.settings.editMode ? null : ctx.growth.now);

/**
 * The widget as this visitor sees it: its split test's arm (growth/splitTest.ts), or null when its rules
 * could not be fetched (said once) or its test is broken.
 */
function visitorsWidget(accepted: Widget, ctx: HostContext, growth: Growth | null): Widget | null {
  if (!growth) return ctx.settings.editMode || !hasGrowthRules(accepted) ? accepted : null;
  return growth.tests.arm(accepted);
}

/** One widget entry: a broken one is disabled with one console error; the others go on. */
function acceptWidget(configured: unknown, index: number, seen: Set<string>): Widget | null {
  // SPEC §3: `id` and `type` name the widget too; the frame and the public object see widget_id / widget_type.
  const raw = withWidgetAliases(configured);
  const invalid = widgetEnvelopeSchema(raw, `widgets[${index}]`);
  if (invalid) {
    console.error(`[MC] widget configuration ${invalid}; this widget is disabled.`);
    return null;
  }
  const widget = raw as Widget;
  const id = String(widget.widget_id);
  const kind = classifyWidget(widget.widget_type, widget.channel);
  if (kind === 'config-only') return null;
  if (kind !== 'visual') {
    const why = kind === 'unknown-type' ? `unknown widget_type "${widget.widget_type}"` : `no layout for widget_type "${widget.widget_type}" on channel "${widget.channel ?? 'fb'}"`;
    console.error(`[MC] widget ${id}: ${why}; this widget is disabled.`);
    return null;
  }
  // Before anything walks it: structured clone and serialisers overflow the stack on deep nesting.
  if (exceedsDepth(widget, MAX_CONFIG_DEPTH)) {
    console.error(`[MC] widget ${id}: the configuration is nested deeper than ${MAX_CONFIG_DEPTH} levels; this widget is disabled.`);
    return null;
  }
  if (seen.has(id)) {
    console.error(`[MC] widget ${id} appears twice in the configuration; the second one is disabled.`);
    return null;
  }
  seen.add(id);
  return widget;
}
