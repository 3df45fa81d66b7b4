// @vitest-environment happy-dom
/**
 * sms/widgets/useSmsOptIn.ts: the phone data chunk may fail to load. While the widget is there that is
 * one console error; once it has gone (its frame disposed) the widget says nothing more, so no log
 * outlives the frame that caused it.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKindDefaults } from '../kindFixtures';
import type { PhoneData } from '../../../../frame-app/sms/services/phoneData';
import { NO_SMS_BUSINESS } from '../../../../frame-app/sms/rules/smsBusiness';
import type { SmsEnvironment } from '../../../../frame-app/sms/widgets/smsEnvironment';
import { useSmsOptIn } from '../../../../frame-app/sms/widgets/useSmsOptIn';
import { mountEachTest } from '../reactMount';

const phoneData = vi.hoisted(() => ({ reject: (_error: Error): void => undefined }));
vi.mock('../../../../frame-app/sms/services/lazyPhoneData', () => ({
  loadPhoneData: () =>
    new Promise<PhoneData>((_resolve, reject) => {
      phoneData.reject = reject;
    }),
}));

const widget = withKindDefaults({ widget_id: 71, widget_type: 'box', channel: 'sms', data: {} });
const env: SmsEnvironment = { variant: 'card', api: 'https://api.example', accountId: 'a', sessionId: 's', widgetPhone: null, userAgent: '', maxTouchPoints: 0, languages: ['en-US'], business: NO_SMS_BUSINESS };
const callbacks = { onSubscribed: () => undefined, onRendered: () => undefined };

function OptIn() {
  useSmsOptIn(widget, env, callbacks);
  return null;
}

describe('useSmsOptIn: the phone data chunk fails to load', () => {
  const mount = mountEachTest();
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    phoneData.reject = () => undefined;
  });

  it('while the widget is mounted: one console error naming the widget', async () => {
    act(() => mount.root.render(<OptIn />));
    await act(async () => phoneData.reject(new Error('chunk gone')));
    expect(errors.mock.calls.map(([message]: unknown[]) => String(message))).toEqual(['[MC] widget 71: the phone field data did not load: chunk gone']);
  });

  it('after the widget has unmounted: nothing', async () => {
    act(() => mount.root.render(<OptIn />));
    act(() => mount.root.render(null));
    await act(async () => phoneData.reject(new Error('chunk gone')));
    expect(errors).not.toHaveBeenCalled();
  });
});
