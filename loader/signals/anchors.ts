/**
 * Anchor triggers: frames name host element ids (from whenDisplay), the loader watches them with one
 * IntersectionObserver and reports each once it has been on screen.
 */
export interface AnchorWatcher {
  watch(ids: string[]): void;
  /** Forget what was reached and look the elements up again (a route change replaced the page). */
  reset(): void;
}

export function createAnchorWatcher(doc: Document, onReached: (id: string) => void): AnchorWatcher {
  const wanted = new Set<string>();
  const reached = new Set<string>();
  const observed = new Map<string, Element>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const id = entry.target.id;
            observer?.unobserve(entry.target);
            if (!reached.has(id)) {
              reached.add(id);
              onReached(id);
            }
          }
        })
      : null;

  const observeMissing = (): void => {
    for (const id of wanted) {
      if (reached.has(id) || observed.has(id)) continue;
      const el = doc.getElementById(id);
      if (!el) continue;
      observed.set(id, el);
      observer?.observe(el);
    }
  };

  return {
    watch(ids) {
      for (const id of ids) wanted.add(id);
      observeMissing();
    },
    reset() {
      observer?.disconnect();
      observed.clear();
      reached.clear();
      observeMissing();
    },
  };
}
