/**
 * pushPage bars pad the host's <html> so they cover nothing. The host's own inline value is restored
 * exactly (value and priority) when the bar hides; the push is added to the padding the page already has.
 */
export interface PagePusher {
  set(push: { side: 'top' | 'bottom'; px: number } | null): void;
}

export function createPagePusher(root: HTMLElement): PagePusher {
  let saved: { prop: string; value: string; priority: string; base: number } | null = null;
  return {
    set(push) {
      if (saved && (!push || `padding-${push.side}` !== saved.prop)) {
        root.style.setProperty(saved.prop, saved.value, saved.priority);
        if (!saved.value) root.style.removeProperty(saved.prop);
        saved = null;
      }
      if (!push) return;
      const prop = `padding-${push.side}`;
      if (!saved) {
        const base = parseFloat(getComputedStyle(root).getPropertyValue(prop)) || 0;
        saved = { prop, value: root.style.getPropertyValue(prop), priority: root.style.getPropertyPriority(prop), base };
      }
      root.style.setProperty(prop, `${saved.base + push.px}px`, 'important');
    },
  };
}
