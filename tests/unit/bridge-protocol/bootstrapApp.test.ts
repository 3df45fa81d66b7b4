import { describe, expect, it } from 'vitest';
import { bootstrapFromMessage } from '../../../bridge-protocol/bootstrapApp';
import { toAppState } from '../../../bridge-protocol/config';
import { demoBootstrap, helloReply } from '../frame-app/fixtures';

describe('the frame builds the page\'s app state from the bootstrap message (issue 46 item 4)', () => {
  const message = helloReply(demoBootstrap());

  it('from the configuration as the host passed it, the tag\'s page id where it names none, the host font in the theme', () => {
    const config = { fb_page_id: 1234567890, appId: 42, widgetLocale: 'de_DE', whitelist: ['shop.example'], theme: { font: 'host' }, widgets: [] };
    const built = bootstrapFromMessage({ ...message, pageId: 'tag-page', config, hostFont: 'Georgia, serif' });
    expect(built).toEqual({ ...demoBootstrap(), app: toAppState(config, 'tag-page', 'Georgia, serif'), locale: 'de_DE' });
    expect(typeof built !== 'string' && built.app).toMatchObject({ pageId: 'tag-page', fbPageId: '1234567890', appId: '42', theme: { font: 'host', hostFont: 'Georgia, serif' } });
  });

  it('the SDK-ready flags the host keeps', () => {
    const built = bootstrapFromMessage({ ...message, sdkReady: { fbsdkReady: true, ytsdkReady: false, vimeosdkReady: true } });
    expect(typeof built !== 'string' && built.app).toMatchObject({ fbsdkReady: true, ytsdkReady: false, vimeosdkReady: true });
  });

  it('a field beyond the app state\'s limits is the reason it is refused', () => {
    expect(bootstrapFromMessage({ ...message, config: { ...message.config, widgetLocale: 'x'.repeat(17) } })).toBe('mc:hello reply.app.locale: longer than 16');
  });
});
