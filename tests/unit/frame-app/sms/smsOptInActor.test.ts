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

describe('the widget_sign the SMS calls carry', () => {
  it('is the one the machine was last told, not the one the actor was created with (a hydrated frame gets it a render later)', async () => {
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: { body?: unknown }) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ state: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      const card = withKindDefaults({ widget_id: 71, widget_type: 'box', channel: 'sms', data: {} });
      // The server's copy of the widget: no sign.
      const actor = createSmsOptInActor(card, smsEnvironment(demoBootstrap(), 'card', nav));
      expect(actor.getSnapshot().context.widgetSign).toBe('');
      actor.start();
      actor.send({ type: 'SIGN', sign: 'signed-for-this-visitor' });
      actor.send({ type: 'INPUT', value: '2015550123' });
      actor.send({ type: 'SUBMIT', phoneNumber: '+12015550123', valid: true });
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.stop();
      expect(bodies).toEqual([expect.objectContaining({ widget_id: 71, phone_number: '+12015550123', widget_sign: 'signed-for-this-visitor' })]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('the split test’s arm the sign-up carries (issue 48: the consent record names it)', () => {
  it('sends the arm the frame was painted with, and none without a test', async () => {
    const bodies: Record<string, unknown>[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: { body?: unknown }) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ state: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      for (const variant of ['b', undefined]) {
        const card = withKindDefaults({ widget_id: 71, widget_type: 'box', channel: 'sms', data: {}, ...(variant ? { variant } : {}) });
        const actor = createSmsOptInActor(card, smsEnvironment(demoBootstrap(), 'card', nav));
        actor.start();
        actor.send({ type: 'SIGN', sign: 'sign' });
        actor.send({ type: 'SUBMIT', phoneNumber: '+12015550123', valid: true });
        await new Promise((resolve) => setTimeout(resolve, 0));
        actor.stop();
      }
      expect(bodies[0]).toMatchObject({ arm: 'b' });
      expect(bodies[1]).not.toHaveProperty('arm');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
