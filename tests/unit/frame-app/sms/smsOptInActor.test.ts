// The SMS opt-in reads its variant from the environment boot builds, not from the kinds table.
import { describe, expect, it } from 'vitest';
import { smsEnvironment } from '../../../../frame-app/sms/widgets/smsEnvironment';
import { createSmsOptInActor } from '../../../../frame-app/sms/widgets/smsOptInActor';
import { demoBootstrap } from '../fixtures';
import { withKindDefaults } from '../kindFixtures';

const nav = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', maxTouchPoints: 0, languages: ['en-US'], language: 'en-US' };

describe('the SMS environment carries the kind’s SMS variant', () => {
  it('the omnichat bubble’s flow generates a reference first; the SMS card does not', () => {
    const bootstrap = demoBootstrap();
    const omni = withKindDefaults({ widget_id: 21, widget_type: 'omnichat', channel: 'omni', data: {} });
    const card = withKindDefaults({ widget_id: 71, widget_type: 'box', channel: 'sms', data: {} });
    // Not started: the snapshot is the input as the machine took it, and no backend call is made.
    expect(createSmsOptInActor(omni, smsEnvironment(bootstrap, 'omnichannel', nav)).getSnapshot().context.omnichannel).toBe(true);
    expect(createSmsOptInActor(card, smsEnvironment(bootstrap, 'card', nav)).getSnapshot().context.omnichannel).toBe(false);
  });
});
