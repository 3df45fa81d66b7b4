/**
 * SPEC §2/§4: a route change reloads embeds and checkboxes. A single-page app replaces parts of its
 * DOM on navigation, so an inline widget's anchor may have gone, moved or appeared. Pure: which
 * widgets keep their frame, which lose it, and which get a new one in which anchor.
 */
export interface EmbedState<A> {
  id: string;
  /** The anchor element found now, or null. */
  anchor: A | null;
  /** The element the widget's current iframe sits in, or null when it has no frame. */
  mountedIn: A | null;
}

export interface EmbedPlan<A> {
  destroy: string[];
  create: { id: string; anchor: A }[];
}

export function planEmbedReload<A>(embeds: EmbedState<A>[]): EmbedPlan<A> {
  const plan: EmbedPlan<A> = { destroy: [], create: [] };
  for (const { id, anchor, mountedIn } of embeds) {
    if (mountedIn !== null && mountedIn === anchor) continue;
    if (mountedIn !== null) plan.destroy.push(id);
    if (anchor !== null) plan.create.push({ id, anchor });
  }
  return plan;
}
