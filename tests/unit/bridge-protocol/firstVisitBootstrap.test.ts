/**
 * The one bootstrap builder of the hosts that have no page to read (the server's first view, the studio's
 * preview, QA mode): a first visit's defaults under what the host names, always a valid bootstrap message.
 */
import { describe, expect, it } from 'vitest';
import { firstVisitBootstrap } from '../../../bridge-protocol/firstVisitBootstrap';
import { buildBootstrap } from '../../../bridge-protocol/frameHost';
import { bootstrapSchema } from '../../../bridge-protocol/messages';
import { bootstrapFromMessage } from '../../../bridge-protocol/bootstrapApp';

const known = {
  widget: { widget_id: 7, widget_type: 'bar' },
  pageId: 'demo',
  config: { pageId: 'demo', locale: 'de_DE', widgets: [{ widget_id: 7 }] },
  viewport: { width: 1280, height: 800, mobile: false },
};

describe('the first-visit bootstrap', () => {
  it("gives a first visit's defaults, keeps the widget list with the host, and is a valid bootstrap message", () => {
    const parts = firstVisitBootstrap(known);
    expect(parts.session.widget).toEqual({ lastImpression: null, manualClose: false });
    expect(parts.page).toEqual({ exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} });
    expect(parts.route).toEqual({ url: null, lastChange: null });
    expect(parts.sdkReady).toEqual({ fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false });
    expect(parts.editMode).toBe(false);
    expect(parts.config.widgets).toEqual([]);
    expect(known.config.widgets).toHaveLength(1);
    expect(bootstrapSchema(buildBootstrap(parts), 'bootstrap')).toBeNull();
    // The frame's own conversion reads it as the browser would.
    expect(bootstrapFromMessage(buildBootstrap(parts)).bootstrap.locale).toBe('de_DE');
  });

  it('takes what the host knows over the defaults', () => {
    const session = { sessionId: 'preview', userId: null, widget: { lastImpression: 5, manualClose: true } };
    const parts = firstVisitBootstrap({ ...known, session, editMode: true, api: 'https://api.example', route: { url: 'https://shop.example/', lastChange: 1 } });
    expect(parts).toMatchObject({ session, editMode: true, api: 'https://api.example', pixelApi: '', route: { url: 'https://shop.example/', lastChange: 1 } });
  });
});
