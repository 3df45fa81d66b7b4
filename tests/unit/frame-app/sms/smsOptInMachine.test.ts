import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from '../actors';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { GenerateSmsRefResponse, StateResponse } from '../../../../bridge-protocol/api';
import { NetworkPostError } from '../../../../frame-app/services/backendClient';
import { NETWORK_VISITOR_MESSAGE, SERVER_ERROR_VISITOR_MESSAGE } from '../../../../frame-app/sms/rules/networkVisitorMessage';
import {
  INVALID_NUMBER_MESSAGE,
  MISSING_NUMBER_MESSAGE,
  REFUSED_MESSAGE,
  selectErrorOnField,
  selectLastError,
  smsOptInMachine,
  type SmsOptInEmitted,
  type SmsOptInInput,
  type SubscriberReply,
} from '../../../../frame-app/sms/machines/smsOptInMachine';

const stopped = stopAfterEachTest();

const INPUT: SmsOptInInput = { ios: false, widgetPhone: '+15550001111', optInText: 'Subscribe', smsKeyword: 'JOIN', widgetSign: 'server-less' };

/** A 200 answer, as the sign-up call reports it. */
const ok = (answer: StateResponse): Promise<SubscriberReply> => Promise.resolve({ status: 200, answer });

function start(options: {
  input?: Partial<SmsOptInInput>;
  subscribe?: (phoneNumber: string) => Promise<SubscriberReply>;
  ref?: () => Promise<GenerateSmsRefResponse>;
}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const signs: string[] = [];
  const machine = smsOptInMachine.provide({
    actors: {
      createSubscriber: fromPromise(({ input }: { input: { phoneNumber: string; widgetSign: string } }) => {
        calls.push(input.phoneNumber);
        signs.push(input.widgetSign);
        return (options.subscribe ?? (() => ok({ state: true })))(input.phoneNumber);
      }),
      generateRef: fromPromise(() => (options.ref ?? (() => Promise.resolve({ state: true, ref: 'r-123' })))()),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...options.input }, clock });
  const emitted: SmsOptInEmitted[] = [];
  for (const type of ['rendered', 'subscribed', 'refStored', 'failed'] as const) actor.on(type, (e) => emitted.push(e));
  stopped(actor).start();
  return { actor, clock, calls, signs, emitted };
}

describe('smsOptInMachine', () => {
  it('sends the sign the machine was last told (SIGN), even one told before it started', async () => {
    const { actor, signs } = start({});
    actor.send({ type: 'SIGN', sign: 'signed-for-this-visitor' });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await Promise.resolve();
    expect(signs).toEqual(['signed-for-this-visitor']);
    const early = createActor(smsOptInMachine, { input: INPUT });
    early.send({ type: 'SIGN', sign: 'told-before-start' });
    early.start();
    expect(early.getSnapshot().context.widgetSign).toBe('told-before-start');
    early.stop();
  });

  it('posts the number and reaches success on state true', async () => {
    const { actor, calls, emitted } = start({});
    actor.send({ type: 'INPUT', value: '555-123-4567' });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    expect(actor.getSnapshot().context.isLoading).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'success' }));
    expect(calls).toEqual(['+15551234567']);
    expect(actor.getSnapshot().context.isLoading).toBe(false);
    expect(emitted).toContainEqual({ type: 'subscribed', phoneNumber: '+15551234567' });
  });

  it('state false: sets the errors, shows the last one, keeps the number', async () => {
    const { actor } = start({
      subscribe: () => ok({ state: false, errors: [{ message: 'first' }, { message: 'Phone number is not valid', field: 'phone_number' }] }),
    });
    actor.send({ type: 'INPUT', value: '555 123 4567' });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual(['first', 'Phone number is not valid']);
    expect(selectLastError(actor.getSnapshot())).toBe('Phone number is not valid');
    expect(selectErrorOnField(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.typed).toBe('555 123 4567');
  });

  it('state false with plain messages (SPEC §7 "errors (list)", a backend other than ours) shows the last one', async () => {
    const { actor } = start({ subscribe: () => ok({ state: false, errors: ['Number blocked', 'Invalid number'] }) });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual(['Number blocked', 'Invalid number']);
    expect(selectLastError(actor.getSnapshot())).toBe('Invalid number');
  });

  it('state false without messages gets a generic refusal', async () => {
    const { actor } = start({ subscribe: () => ok({ state: false }) });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    expect(selectLastError(actor.getSnapshot())).toBe(REFUSED_MESSAGE);
  });

  it('any input clears the errors', async () => {
    const { actor } = start({ subscribe: () => ok({ state: false, errors: [{ message: 'nope' }] }) });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'INPUT', value: '5551234568' });
    expect(actor.getSnapshot().context.errors).toEqual([]);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(false);
  });

  it('a network failure shows the visitor message, keeps the number, and reports the SPEC §8 text', async () => {
    const { actor, emitted } = start({ subscribe: () => Promise.reject(new NetworkPostError(0, 'Failed to fetch')) });
    actor.send({ type: 'INPUT', value: '5551234567' });
    actor.send({ type: 'SUBMIT', phoneNumber: '+15551234567', valid: true });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    expect(selectLastError(actor.getSnapshot())).toBe(NETWORK_VISITOR_MESSAGE);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.typed).toBe('5551234567');
    expect(emitted).toContainEqual({ type: 'failed', reason: 'network', detail: 'Newtwork POST error 0' });
    // The visitor can try again.
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a server error (500) says so, keeps the number and does not mark the field', async () => {
    const { actor, emitted } = start({ subscribe: () => Promise.reject(new NetworkPostError(500, 'Internal Server Error')) });
    actor.send({ type: 'INPUT', value: '201 555 0123' });
    actor.send({ type: 'SUBMIT', phoneNumber: '+12015550123', valid: true });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    expect(selectLastError(actor.getSnapshot())).toBe(SERVER_ERROR_VISITOR_MESSAGE);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.typed).toBe('201 555 0123');
    expect(emitted).toContainEqual({ type: 'failed', reason: 'network', detail: 'Newtwork POST error 500' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a 4xx refusal marks the field only when it is about phone_number', async () => {
    const refusals: Array<[SubscriberReply, boolean]> = [
      [{ status: 400, answer: { state: false, errors: [{ message: 'Enter a valid phone number', field: 'phone_number' }] } }, true],
      [{ status: 403, answer: { state: false, errors: [{ message: 'Invalid widget_sign', field: 'widget_sign' }] } }, false],
      [{ status: 429, answer: { state: false, errors: [{ message: 'Too many requests, try again in 30 s' }] } }, false],
    ];
    for (const [reply, onField] of refusals) {
      const { actor } = start({ subscribe: () => Promise.resolve(reply) });
      actor.send({ type: 'SUBMIT', phoneNumber: '+12015550123', valid: true });
      await waitFor(actor, (s) => s.context.errors.length > 0);
      expect(selectLastError(actor.getSnapshot())).toBe((reply.answer.errors?.[0] as { message: string }).message);
      expect(selectErrorOnField(actor.getSnapshot())).toBe(onField);
    }
  });

  it('refuses an empty or invalid number locally, without a call', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'SUBMIT', phoneNumber: null, valid: null });
    expect(selectLastError(actor.getSnapshot())).toBe(MISSING_NUMBER_MESSAGE);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SUBMIT', phoneNumber: '+1555', valid: false });
    expect(selectLastError(actor.getSnapshot())).toBe(INVALID_NUMBER_MESSAGE);
    expect(selectErrorOnField(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
  });

  it('emits rendered 100 ms after it is ready (simulated clock)', () => {
    const { clock, emitted } = start({});
    clock.increment(99);
    expect(emitted.filter((e) => e.type === 'rendered')).toHaveLength(0);
    clock.increment(1);
    expect(emitted.filter((e) => e.type === 'rendered')).toHaveLength(1);
  });

  it('iOS: generates a ref first and builds the sms: link with &body=', async () => {
    const { actor, emitted } = start({ input: { ios: true } });
    expect(actor.getSnapshot().context.isGeneratingRef).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.isGeneratingRef).toBe(false);
    expect(actor.getSnapshot().context.textAppLink).toBe('sms:+15550001111&body=Subscribe%20r-123');
    expect(emitted).toContainEqual({ type: 'refStored', ref: 'r-123' });
  });

  it('iOS: a failed ref generation falls back to sms_keyword', async () => {
    const { actor } = start({ input: { ios: true }, ref: () => Promise.reject(new NetworkPostError(500, 'boom')) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.textAppLink).toBe('sms:+15550001111&body=JOIN');
  });

  it('iOS: state false from generateSMSRef also falls back', async () => {
    const { actor } = start({ input: { ios: true }, ref: () => Promise.resolve({ state: false }) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.textAppLink).toBe('sms:+15550001111&body=JOIN');
  });

  it('the omnichannel variant also generates a ref (with ?body= off iOS)', async () => {
    const { actor } = start({ input: { omnichannel: true } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.textAppLink).toBe('sms:+15550001111?body=Subscribe%20r-123');
  });
});
