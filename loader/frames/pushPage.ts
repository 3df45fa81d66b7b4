/**
 * pushPage bars pad the host's <html> so they cover nothing. The host's own inline value is restored
 * exactly (value and priority) when the bar hides; the push is added to the padding the page already has.
 *
 * The padding moves with the bar: each change transitions with the bar's slide duration and curve
 * (bridge-protocol/barSlide.ts), and the host's own inline transition longhands are put back exactly
 * once it has run. The longhands, not the `transition` shorthand: a host that set only one of them
 * gets back that one. The frame un-pushes at the START of the bar's exit (frame-app/boot/frameLayout.ts),
 * so the page closes up while the bar slides out. The host's base padding is kept until the way back
 * has run: a bar shown again meanwhile must not read a half-way padding as the page's own.
 * Under prefers-reduced-motion the padding changes at once.
 */
import { reducedMotion } from './reducedMotion';
import { BAR_SLIDE_EASING, BAR_SLIDE_MS } from '../../bridge-protocol/barSlide';

export interface PagePusher {
  set(push: { side: 'top' | 'bottom'; px: number } | null): void;
}

const TRANSITION = ['property', 'duration', 'timing-function', 'delay'].map((p) => `transition-${p}`);

export function createPagePusher(root: HTMLElement): PagePusher {
  const style = root.style;
  let saved: { prop: string; value: string; priority: string; base: number } | null = null;
  let pushed = false;
  /** The host's inline transition longhands [name, value, priority] while ours runs. */
  let host: [string, string, string][] | null = null;
  /** Our longhands as the style reads them back; a host that set its own meanwhile has taken over. */
  let ours: string[] = [];
  const snapshot = (): [string, string, string][] => TRANSITION.map((name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)]);
  const hostTookOver = (): boolean => TRANSITION.some((name, i) => style.getPropertyValue(name) !== ours[i] || style.getPropertyPriority(name) !== 'important');
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Sets an inline value (ours with priority, so host !important rules cannot win), or removes an empty one. */
  const put = (name: string, value = '', priority = 'important'): void => {
    if (value) style.setProperty(name, value, priority);
    else style.removeProperty(name);
  };
  const move = (prop: string, value?: string, priority?: string): void => {
    if (!reducedMotion()) {
      // A host that set its own transition while ours ran keeps it: that is what is restored later.
      if (!host || hostTookOver()) host = snapshot();
      [prop, `${BAR_SLIDE_MS}ms`, BAR_SLIDE_EASING, '0s'].map((v, i) => put(TRANSITION[i]!, v));
      ours = TRANSITION.map((name) => style.getPropertyValue(name));
      clearTimeout(timer);
      // Four slides after the change: putting the host's longhands back while the padding still moves
      // cancels its transition (a jump to the end), and a busy page starts it late. With the e2e suite
      // under load a host page got no frame for the whole 250 ms of a slide and the padding jumped; now
      // one that starts up to 750 ms late still runs whole. (Inline: a named constant costs bytes.)
      timer = setTimeout(() => {
        if (!hostTookOver()) host!.map((longhand) => put(...longhand));
        host = null;
        if (!pushed) saved = null;
      }, BAR_SLIDE_MS * 4);
    }
    put(prop, value, priority);
  };
  return {
    set(push) {
      const prop = push && `padding-${push.side}`;
      if (pushed && prop !== saved!.prop) {
        pushed = false;
        move(saved!.prop, saved!.value, saved!.priority);
        if (!host) saved = null;
      }
      if (!prop) return;
      if (saved?.prop !== prop) {
        saved = { prop, value: style.getPropertyValue(prop), priority: style.getPropertyPriority(prop), base: parseFloat(getComputedStyle(root).getPropertyValue(prop)) || 0 };
      }
      pushed = true;
      const value = `${saved.base + push.px}px`;
      if (style.getPropertyValue(prop) !== value) move(prop, value);
    },
  };
}
