import { describe, expect, it } from 'vitest';
import {
  initialClientState,
  initialOverlayState,
  initialPageState,
  initialRoute,
} from '../../../bridge-protocol/clientState';

describe('SPEC §3 "Client state at start"', () => {
  it('has exactly the names and initial values of the spec', () => {
    expect(initialClientState('s-123')).toStrictEqual({
      widgets: {},
      app: { fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false },
      page: { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} },
      route: { url: null, lastChange: null },
      session: { userId: null, widgets: {}, sessionId: 's-123' },
      ui: { submitted: {}, displayed: {}, rendered: {}, optedin: {} },
      instances: {},
      overlay: { isLoading: false, isGeneratingRef: false, errors: [] },
    });
  });

  it('the parts are the same values on their own', () => {
    expect(initialPageState()).toStrictEqual({ exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} });
    expect(initialRoute()).toStrictEqual({ url: null, lastChange: null });
    expect(initialOverlayState()).toStrictEqual({ isLoading: false, isGeneratingRef: false, errors: [] });
  });

  it('returns fresh objects, so one state never shares a map with another', () => {
    const a = initialClientState('a');
    const b = initialClientState('b');
    a.page.anchors.signup = true;
    a.ui.displayed.i1 = true;
    a.overlay.errors.push('x');
    expect(b.page.anchors).toStrictEqual({});
    expect(b.ui.displayed).toStrictEqual({});
    expect(b.overlay.errors).toStrictEqual([]);
    expect(initialPageState().anchors).toStrictEqual({});
  });
});
