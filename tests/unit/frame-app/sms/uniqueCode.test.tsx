// @vitest-environment happy-dom
// Unique coupon codes in the frame (issue 48 item 5): the SMS sign-up's answer carries the visitor's own
// code, which the success view shows in the copy box instead of a configured one; with none left, the
// owner's fallback text. (The repository renders with react-dom and act, as the other layout tests do.)
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GenerateSmsRefResponse } from '../../../../bridge-protocol/api';
import { DEFAULT_CODE_FALLBACK_TEXT } from '../../../../bridge-protocol/uniqueCode';
import { withKindDefaults } from '../kindFixtures';
import { selectGivenCode, smsOptInMachine, type SubscriberReply } from '../../../../frame-app/sms/machines/smsOptInMachine';
import { SmsCard } from '../../../../frame-app/sms/widgets/SmsCard';
import { nextStep, type NextStep } from '../../../../frame-app/rules/nextStep';
import { withGivenCode } from '../../../../frame-app/rules/givenCode';
import { stopAfterEachTest } from '../actors';
import { FLAG_CHUNK_TIMEOUT_MS, loadFlagChunk } from './flagChunk';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(loadFlagChunk, FLAG_CHUNK_TIMEOUT_MS);

let container: HTMLElement;
let root: Root;
const stopped = stopAfterEachTest();
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const UNIQUE = { type: 'code', unique: true, text: 'Your welcome code', code: 'SHARED10', fallback_text: 'All codes are gone: watch your texts' };

const widget = (step: Record<string, unknown>) =>
  withKindDefaults({
    widget_id: 81,
    widget_type: 'box',
    channel: 'sms',
    data: { main: { title: 'Texts' }, submitted: { title: 'Subscribed', desc: 'Thanks.', nextStep: step } },
  });

const stepOf = (w: ReturnType<typeof widget>): NextStep | null =>
  nextStep({ submitted: w.data.submitted, chatLink: null, fallback: 'none', canClose: false });

/** An SMS actor whose sign-up answers `answer`, signed up with a valid number. */
async function signedUp(answer: SubscriberReply['answer']) {
  const machine = smsOptInMachine.provide({
    actors: {
      createSubscriber: fromPromise((): Promise<SubscriberReply> => Promise.resolve({ status: 200, answer })),
      generateRef: fromPromise((): Promise<GenerateSmsRefResponse> => Promise.resolve({ state: false })),
    },
  });
  const a = createActor(machine, { input: { ios: false, widgetPhone: null, optInText: 'Subscribe', smsKeyword: null, widgetSign: 'sig' } });
  stopped(a).start();
  a.send({ type: 'SUBMIT', phoneNumber: '+12015550123', valid: true });
  await act(async () => {
    await Promise.resolve();
  });
  expect(a.getSnapshot().matches({ ready: 'success' })).toBe(true);
  return a;
}

/** The success view as SmsWidget draws it: the view's step with the sign-up's code. */
async function successView(step: Record<string, unknown>, answer: SubscriberReply['answer']) {
  const w = widget(step);
  const a = await signedUp(answer);
  const shown = withGivenCode(stepOf(w), selectGivenCode(a.getSnapshot()));
  act(() => root.render(<SmsCard widget={w} isSubmitted label="Texts" actor={a} phoneData={null} defaultSize={false} nextStep={shown} />));
}

describe('unique coupon codes in the success view', () => {
  it('shows the code the sign-up was given in the copy box, not the configured one', async () => {
    await successView(UNIQUE, { state: true, errors: [], code: 'UNIQ-0042' });
    const box = container.querySelector('[data-next-step="code"]');
    expect(box?.querySelector('code')?.textContent).toBe('UNIQ-0042');
    expect(box?.textContent).toContain('Your welcome code');
    expect(container.textContent).not.toContain('SHARED10');
    expect(box?.querySelector('button')?.textContent).toBe('Copy');
  });

  it('with none left (code null) shows the owner’s fallback text and no copy box', async () => {
    await successView(UNIQUE, { state: true, errors: [], code: null });
    expect(container.querySelector('[data-next-step="code"]')).toBeNull();
    expect(container.querySelector('[data-next-step="fallback"]')?.textContent).toBe('All codes are gone: watch your texts');
  });

  it('without fallback text of the owner’s, the default one', async () => {
    await successView({ type: 'code', unique: true }, { state: true, errors: [] });
    expect(container.querySelector('[data-next-step="fallback"]')?.textContent).toBe(DEFAULT_CODE_FALLBACK_TEXT);
  });

  it('a shared code stays the configured one whatever the answer says', async () => {
    await successView({ type: 'code', code: 'SHARED10' }, { state: true, errors: [], code: 'UNIQ-1' });
    expect(container.querySelector('[data-next-step="code"] code')?.textContent).toBe('SHARED10');
  });

  it('the rule: only a unique step takes the given code', () => {
    const fallback: NextStep = { kind: 'fallback', text: 'None left', codeText: 'Your code' };
    expect(withGivenCode(fallback, 'ABC')).toEqual({ kind: 'code', code: 'ABC', text: 'Your code' });
    expect(withGivenCode(fallback, null)).toBe(fallback);
    expect(withGivenCode(fallback, undefined)).toBe(fallback);
    expect(withGivenCode(null, 'ABC')).toBeNull();
    const link: NextStep = { kind: 'link', text: 'Shop', href: 'https://shop.example/' };
    expect(withGivenCode(link, 'ABC')).toBe(link);
  });
});
