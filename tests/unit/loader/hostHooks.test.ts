// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { installHostHook } from '../../../loader/hostHooks';
import { watchRouteChanges } from '../../../loader/signals/routeChanges';
import { findEmbedAnchor, releaseUnusedAnchors, reserveSpace } from '../../../loader/frames/embedAnchor';

describe('host hooks mcInitialized / mcAsyncInit', () => {
  it('calls a hook defined before load once its moment comes, with the public object', () => {
    const mc = { name: 'MC' };
    const fn = vi.fn();
    const win = { mcInitialized: fn } as unknown as Window;
    const hook = installHostHook(win, 'mcInitialized', mc);
    expect(fn).not.toHaveBeenCalled();
    hook.fire();
    expect(fn).toHaveBeenCalledExactlyOnceWith(mc, {});
  });

  it('calls a hook the host defines after the moment, on assignment', () => {
    const mc = {};
    const win = {} as Record<string, unknown>;
    const hook = installHostHook(win as unknown as Window, 'mcAsyncInit', mc);
    hook.fire({ messenger: 'fallback' });
    const late = vi.fn();
    win.mcAsyncInit = late;
    // SPEC §4: a hook defined late still learns how the messenger SDK ended (the ready event's detail).
    expect(late).toHaveBeenCalledExactlyOnceWith(mc, { messenger: 'fallback' });
    expect(win.mcAsyncInit).toBe(late);
  });

  it('logs a throwing hook instead of breaking the loader', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = {
      mcInitialized: () => {
        throw new Error('host bug');
      },
    } as unknown as Window;
    const hook = installHostHook(win, 'mcInitialized', {});
    expect(() => hook.fire()).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('route changes', () => {
  it('reports pushState, replaceState, popstate and hashchange, each real change once', () => {
    const seen: string[] = [];
    watchRouteChanges(window, (url) => seen.push(new URL(url).pathname + new URL(url).hash));
    history.pushState({}, '', '/a');
    history.replaceState({}, '', '/b');
    history.pushState({}, '', '/b');
    location.hash = '#x';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(seen).toEqual(['/a', '/b', '/b#x']);
  });

  it('keeps the host page’s own pushState behaviour', () => {
    history.pushState({ n: 1 }, '', '/kept');
    expect(location.pathname).toBe('/kept');
    expect(history.state).toEqual({ n: 1 });
  });
});

describe('embed anchors', () => {
  it('uses the first non-iframe element and warns about duplicates', () => {
    document.body.replaceChildren();
    const first = document.createElement('div');
    first.setAttribute('data-widget-id', '12');
    const second = document.createElement('section');
    second.setAttribute('data-widget-id', '12');
    const frame = document.createElement('iframe');
    frame.setAttribute('data-widget-id', '12');
    document.body.append(frame, first, second);
    const warn = vi.fn();
    expect(findEmbedAnchor(document, '12', warn)).toBe(first);
    expect(warn).toHaveBeenCalledOnce();
    expect(findEmbedAnchor(document, '"] , *', warn)).toBeNull();
  });

  it('gives an anchor\'s reserved space back over any site rule, and returns it to the site when the widget shows', () => {
    document.body.replaceChildren();
    const anchor = document.createElement('div');
    anchor.setAttribute('data-widget-id', '71');
    document.body.append(anchor);
    reserveSpace(anchor, false);
    expect(anchor.style.getPropertyValue('min-height')).toBe('0');
    expect(anchor.style.getPropertyPriority('min-height')).toBe('important');
    reserveSpace(anchor, true);
    expect(anchor.style.getPropertyValue('min-height')).toBe('');
  });

  it('releases every anchor no widget uses, never an iframe or a used one', () => {
    document.body.replaceChildren();
    const make = (tag: string, id: string) => {
      const el = document.createElement(tag);
      el.setAttribute('data-widget-id', id);
      document.body.append(el);
      return el;
    };
    const used = make('div', '71');
    const unused = make('section', '99');
    const frame = make('iframe', '98');
    releaseUnusedAnchors(document, new Set(['71']));
    expect(used.style.getPropertyValue('min-height')).toBe('');
    expect(unused.style.getPropertyValue('min-height')).toBe('0');
    expect(frame.style.getPropertyValue('min-height')).toBe('');
  });
});
