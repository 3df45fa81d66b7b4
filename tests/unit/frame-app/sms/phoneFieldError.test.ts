import { describe, expect, it } from 'vitest';
import { NetworkPostError } from '../../../../frame-app/services/backendClient';
import { NETWORK_VISITOR_MESSAGE, networkVisitorMessage, SERVER_ERROR_VISITOR_MESSAGE } from '../../../../frame-app/sms/rules/networkVisitorMessage';
import { isPhoneFieldError, PHONE_NUMBER_FIELD } from '../../../../frame-app/sms/rules/phoneFieldError';

describe('isPhoneFieldError: which refusals mark the phone field', () => {
  it('an error naming phone_number does, whatever its status', () => {
    expect(PHONE_NUMBER_FIELD).toBe('phone_number');
    expect(isPhoneFieldError({ status: 400, field: 'phone_number' })).toBe(true);
    expect(isPhoneFieldError({ status: 200, field: 'phone_number' })).toBe(true);
    expect(isPhoneFieldError({ status: 422, field: 'phone_number' })).toBe(true);
  });

  it('an error naming another field does not (the sign, the widget, the routing)', () => {
    for (const field of ['widget_sign', 'widget_id', 'sequence', 'account_id']) {
      expect(isPhoneFieldError({ status: 403, field })).toBe(false);
      expect(isPhoneFieldError({ status: 200, field })).toBe(false);
    }
  });

  it('an error naming no field does with status 200 (SPEC §5 validation errors), not with a 4xx (429 too many requests)', () => {
    expect(isPhoneFieldError({ status: 200, field: undefined })).toBe(true);
    expect(isPhoneFieldError({ status: 429, field: undefined })).toBe(false);
    expect(isPhoneFieldError({ status: 400, field: undefined })).toBe(false);
  });
});

describe('networkVisitorMessage: what a visitor reads when the call failed', () => {
  it('no answer at all is a connection problem', () => {
    expect(networkVisitorMessage(new NetworkPostError(0, 'Failed to fetch'))).toBe(NETWORK_VISITOR_MESSAGE);
    expect(networkVisitorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_VISITOR_MESSAGE);
    expect(networkVisitorMessage(undefined)).toBe(NETWORK_VISITOR_MESSAGE);
  });

  it('an answer that is not one (5xx, another status, a body that is not JSON) is a server error', () => {
    for (const status of [500, 502, 503, 404, 200]) expect(networkVisitorMessage(new NetworkPostError(status, 'x'))).toBe(SERVER_ERROR_VISITOR_MESSAGE);
    expect(SERVER_ERROR_VISITOR_MESSAGE).toMatch(/server/i);
    expect(SERVER_ERROR_VISITOR_MESSAGE).toMatch(/try again/i);
  });
});
