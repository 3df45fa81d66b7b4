/**
 * A widget's split test on this page view (issue 47 item 1): the visitor's arm, decided by the pure rule
 * (bridge-protocol/experiment.ts: a hash of the visitor id and the test's key) before the frame is
 * requested, so the frame's address names the arm whose document the server paints. The widget the
 * frame gets is the arm's (its data merged over the widget's), with `variant` naming the arm; the
 * holdout gets no frame (widgetMounts.ts), only its `holdout` event, by which the results know who was held out. The server and the studio check a test when it is saved; a stored one that
 * still breaks the rule here disables its widget with one console error.
 */
import type { Widget } from '../../bridge-protocol/config';
import { dataInArm, experimentArm, HOLDOUT, type Experiment } from '../../bridge-protocol/experiment';

export interface SplitTests {
  /**
   * The widget as this visitor sees it (`variant` naming the arm; "holdout": no frame, the widget as
   * configured), or null when its test is broken.
   */
  arm(widget: Widget): Widget | null;
  /** `MC.getWidget(id).variant`: the arm, "holdout", or null without a running test. */
  variant(id: string): string | null;
  /** The widget's type when this visitor is in its holdout (MC.getWidget still answers for it). */
  heldOut(id: string): string | undefined;
}

export function createSplitTests(visitorId: () => string): SplitTests {
  const variants = new Map<string, string>();
  const held = new Map<string, string>();
  return {
    arm(widget) {
      const experiment = widget.data?.experiment as Experiment | undefined;
      const id = String(widget.widget_id);
      variants.delete(id);
      held.delete(id);
      if (!experiment) return widget;
      let arm: string | null;
      try {
        arm = experimentArm(experiment, visitorId());
      } catch {
        console.error(`[MC] widget ${id}: its split test is not one (see the studio's check); this widget is disabled.`);
        return null;
      }
      if (arm === null) return widget;
      variants.set(id, arm);
      if (arm === HOLDOUT) {
        held.set(id, widget.widget_type);
        return { ...widget, variant: arm };
      }
      return { ...widget, variant: arm, data: dataInArm(widget.data as Record<string, unknown>, experiment, arm) };
    },
    variant: (id) => variants.get(id) ?? null,
    heldOut: (id) => held.get(id),
  };
}
