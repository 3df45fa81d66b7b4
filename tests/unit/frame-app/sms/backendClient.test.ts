import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stateResponseSchema } from '../../../../bridge-protocol/api';
import { NETWORK_POST_ERROR, postJson } from '../../../../frame-app/services/backendClient';
import { createSubscriberByPhoneNumber, generateSmsRef } from '../../../../frame-app/sms/services/smsApi';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BODY = { account_id: 'sms', widget_id: 71, phone_number: '+15551234567', session_id: 's1', widget_sign: 'sig' };

describe('backendClient.postJson', () => {
  it('posts JSON and returns the validated answer', async () => {
    let received: unknown = null;
    server.use(
      http.post(`${API}/widget/createSubscriberByPhoneNumber`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ state: true });
      }),
    );
    await expect(createSubscriberByPhoneNumber(`${API}/`, BODY)).resolves.toEqual({ status: 200, answer: { state: true } });
    expect(received).toEqual(BODY);
  });

  it('a non-200 status throws "Newtwork POST error" + status', async () => {
    server.use(http.post(`${API}/x`, () => HttpResponse.json({ state: true }, { status: 503 })));
    await expect(postJson(`${API}/x`, {}, stateResponseSchema)).rejects.toThrow(`${NETWORK_POST_ERROR} 503`);
  });

  it('a network failure throws with status 0', async () => {
    server.use(http.post(`${API}/x`, () => HttpResponse.error()));
    await expect(postJson(`${API}/x`, {}, stateResponseSchema)).rejects.toThrow(`${NETWORK_POST_ERROR} 0`);
  });

  it('a body that is not JSON, or not the schema, throws', async () => {
    server.use(http.post(`${API}/x`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(postJson(`${API}/x`, {}, stateResponseSchema)).rejects.toThrow(`${NETWORK_POST_ERROR} 200`);
    server.use(http.post(`${API}/x`, () => HttpResponse.json({ state: 'yes' })));
    await expect(postJson(`${API}/x`, {}, stateResponseSchema)).rejects.toThrow(`${NETWORK_POST_ERROR} 200`);
  });

  it('generateSMSRef reads state and ref', async () => {
    server.use(http.post(`${API}/widget/generateSMSRef`, () => HttpResponse.json({ state: true, ref: 'abc' })));
    await expect(generateSmsRef(API, { account_id: 'sms', widget_id: 71, session_id: 's1', widget_sign: 'sig' })).resolves.toEqual({ state: true, ref: 'abc' });
  });
});

describe('smsApi refusals', () => {
  it('a 4xx answer with {state: false, errors} is the server refusing, not a network error', async () => {
    server.use(
      http.post(`${API}/widget/createSubscriberByPhoneNumber`, () =>
        HttpResponse.json({ state: false, errors: [{ message: 'Enter a valid phone number, with the country code', field: 'phone_number' }] }, { status: 400 }),
      ),
    );
    await expect(createSubscriberByPhoneNumber(API, BODY)).resolves.toEqual({
      status: 400,
      answer: { state: false, errors: [{ message: 'Enter a valid phone number, with the country code', field: 'phone_number' }] },
    });
  });

  it('a 5xx, or a 4xx without that body, stays a network error', async () => {
    server.use(http.post(`${API}/widget/createSubscriberByPhoneNumber`, () => HttpResponse.json({ state: false, errors: [{ message: 'boom' }] }, { status: 500 })));
    await expect(createSubscriberByPhoneNumber(API, BODY)).rejects.toThrow(`${NETWORK_POST_ERROR} 500`);
    server.use(http.post(`${API}/widget/createSubscriberByPhoneNumber`, () => new HttpResponse('Not found', { status: 404 })));
    await expect(createSubscriberByPhoneNumber(API, BODY)).rejects.toThrow(`${NETWORK_POST_ERROR} 404`);
  });
});
