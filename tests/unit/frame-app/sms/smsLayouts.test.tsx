// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GenerateSmsRefResponse } from '../../../../bridge-protocol/api';
import { withKindDefaults } from '../kindFixtures';
import { smsOptInMachine, type SubscriberReply } from '../../../../frame-app/sms/machines/smsOptInMachine';
import { EditModeContext } from '../../../../frame-app/parts/editMode';
import { createEditSession } from '../../../../frame-app/parts/editSession';
import { SmsCard } from '../../../../frame-app/sms/widgets/SmsCard';
import { smsColors } from '../../../../frame-app/sms/widgets/smsColors';
import { SmsModal } from '../../../../frame-app/sms/widgets/SmsModal';
import { stopAfterEachTest } from '../actors';
import { FLAG_CHUNK_TIMEOUT_MS, loadFlagChunk } from './flagChunk';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Every layout here shows a phone field, and with it a flag.
beforeAll(loadFlagChunk, FLAG_CHUNK_TIMEOUT_MS);

let container: HTMLElement;
let root: Root;
// Each SMS actor schedules its `rendered` 100 ms after it is ready: stopped after its test.
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

function widget(type: 'box' | 'modal', main: Record<string, unknown> = {}) {
  return withKindDefaults({
    widget_id: 71,
    widget_type: type,
    channel: 'sms',
    data: { main: { title: 'Texts', desc: 'Order updates.', ...main }, submitted: { title: 'Subscribed', desc: 'Thanks.' } },
  });
}

function actor(subscribe = vi.fn((): Promise<SubscriberReply> => Promise.resolve({ status: 200, answer: { state: true } }))) {
  const machine = smsOptInMachine.provide({
    actors: { createSubscriber: fromPromise(subscribe), generateRef: fromPromise((): Promise<GenerateSmsRefResponse> => Promise.resolve({ state: false })) },
  });
  const a = createActor(machine, { input: { ios: false, widgetPhone: null, optInText: 'Subscribe', smsKeyword: null, widgetSign: '' } });
  stopped(a).start();
  return { a, subscribe };
}

describe('SMS layouts', () => {
  it('SMS defaults: smsButtonText "Subscribe"', () => {
    expect(widget('box').data.main.smsButtonText).toBe('Subscribe');
    expect(withKindDefaults({ widget_id: 1, widget_type: 'box', channel: 'fb' }).data.main.smsButtonText).toBeUndefined();
  });

  it('the SMS card shows title, description, the form and the legal text; success after submit', () => {
    const { a } = actor();
    act(() => root.render(<SmsCard widget={widget('box')} isSubmitted={false} label="Texts" actor={a} phoneData={null} defaultSize={false} />));
    expect(container.querySelector('h2')?.textContent).toBe('Texts');
    expect(container.querySelector('input[type="tel"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="sms-legal-text"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Subscribe');
    act(() => root.render(<SmsCard widget={widget('box')} isSubmitted label="Texts" actor={a} phoneData={null} defaultSize={false} />));
    expect(container.textContent).toContain('Subscribed');
    expect(container.querySelector('input[type="tel"]')).toBeNull();
  });

  it('the SMS modal is a named dialog with a close button', () => {
    const { a } = actor();
    const onClose = vi.fn();
    act(() => root.render(<SmsModal widget={widget('modal')} isSubmitted={false} label="Texts" actor={a} phoneData={null} isDisplayed onClose={onClose} />));
    const dialog = container.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    // Its card's transition is the exit the frame waits for (boot/frameLayout.ts), as the modal's is.
    expect([...container.querySelectorAll('[data-exit-motion]')]).toEqual([dialog]);
    // The dialog takes focus, not the country button: no focus ring on a control nobody went to.
    expect(document.activeElement).toBe(dialog);
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click());
    expect(onClose).toHaveBeenCalled();
  });

  it('the SMS modal: "No thanks" under the form closes it as the × does (issue 49), and is absent when not closable or after submit', () => {
    const { a } = actor();
    const onClose = vi.fn();
    const decline = () => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'No thanks');
    act(() => root.render(<SmsModal widget={widget('modal')} isSubmitted={false} label="Texts" actor={a} phoneData={null} isDisplayed onClose={onClose} />));
    // Marked as a close, so the first script closes a painted view with it before React too.
    expect(decline()?.hasAttribute('data-mc-close')).toBe(true);
    act(() => decline()?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => root.render(<SmsModal widget={widget('modal', { allowHide: false })} isSubmitted={false} label="Texts" actor={a} phoneData={null} isDisplayed onClose={onClose} />));
    expect(decline()).toBeUndefined();
    act(() => root.render(<SmsModal widget={widget('modal')} isSubmitted label="Texts" actor={a} phoneData={null} isDisplayed onClose={onClose} />));
    expect(decline()).toBeUndefined();
  });

  it('the SMS modal draws its picture from 640 px only: its spots are hidden below, in CSS (one painted view for every width)', () => {
    const { a } = actor();
    const picture = { mediaType: 'image', image: { img_big: 'https://example.com/a.png' }, imagePlacement: 'aboveHeadline' };
    act(() => root.render(<SmsModal widget={widget('modal', picture)} isSubmitted={false} label="Texts" actor={a} phoneData={null} isDisplayed onClose={vi.fn()} />));
    const spot = container.querySelector('[data-media-placement]');
    expect(spot).not.toBeNull();
    const hider = Array.from(container.querySelectorAll('[class]')).find((el) => el.className.split(' ').includes('max-sm:[&_[data-media-placement]]:hidden'));
    expect(hider?.contains(spot!)).toBe(true);
  });

  it('editing mode: smsButtonText is editable and the button does not submit', () => {
    const { a, subscribe } = actor();
    const session = createEditSession(() => undefined);
    act(() =>
      root.render(
        <EditModeContext.Provider value={session}>
          <SmsCard widget={widget('box', { smsButtonText: 'Join' })} isSubmitted={false} label="Texts" actor={a} phoneData={null} defaultSize={false} />
        </EditModeContext.Provider>,
      ),
    );
    const editable = container.querySelector('[data-edit-field="smsButtonText"]');
    expect(editable?.getAttribute('aria-label')).toBe('Edit SMS button text');
    act(() => a.send({ type: 'INPUT', value: '2015550123' }));
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('SMS colours come before the generic ones', () => {
    expect(smsColors({ headline: '#111111', smsHeadline: '#222222', description: '#333333', smsLegalText: '#444444' })).toEqual({
      headline: '#222222',
      description: '#333333',
      legalText: '#444444',
    });
    expect(smsColors(null)).toEqual({});
    // Without a colour of its own the fine print wears the description's (a tinted template's surface).
    expect(smsColors({ background: '#FBF5EC', description: '#6B4F32' }).legalText).toBe('#6B4F32');
    expect(smsColors({}).legalText).toBeUndefined();
  });
});
