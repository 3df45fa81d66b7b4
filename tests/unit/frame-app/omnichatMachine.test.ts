import { describe, expect, it } from 'vitest';
import { stopAfterEachTest } from './actors';
import { createActor, SimulatedClock } from 'xstate';
import {
  omnichatMachine,
  selectBubbleIcon,
  selectDirectChannel,
  selectIsPanelOpen,
  selectIsPopupMessageVisible,
  selectReturnsFocusToBubble,
  selectShowsSmsFlow,
  type OmnichatEmitted,
  type OmnichatInput,
  type OmnichatSnapshot,
} from '../../../frame-app/machines/omnichatMachine';
import type { OmnichatChannelType } from '../../../frame-app/rules/omnichatChannels';
import { MOBILE_VIEWPORT, page, T0, VIEWPORT } from './fixtures';

const stopped = stopAfterEachTest();

const HOUR_MS = 3_600_000;
const ALL: OmnichatChannelType[] = ['facebook', 'whatsapp', 'sms', 'email'];
const EMITTED = ['open', 'close', 'click', 'popover_close'] as const;

/** The animation is running: waiting for its start, stepping through the icons, or settling home. */
const isAnimating = (s: OmnichatSnapshot): boolean =>
  s.matches({ animation: 'waiting' }) || s.matches({ animation: 'stepping' }) || s.matches({ animation: 'settling' });

type Options = Partial<Omit<OmnichatInput, 'now' | 'channels'>> & { channels?: OmnichatChannelType[] };

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const { channels = ALL, ...rest } = options;
  const input: OmnichatInput = {
    setup: {},
    main: {},
    page: page(),
    viewport: VIEWPORT,
    // A returning visitor seen an hour ago unless a test says otherwise: no first-seen, no animation.
    lastSeenAt: T0 - HOUR_MS,
    ...rest,
    channels: channels.map((type) => ({ type })),
    now: () => T0 + clock.now(),
  };
  const actor = createActor(omnichatMachine, { input, clock });
  const emitted: OmnichatEmitted[] = [];
  for (const type of EMITTED) actor.on(type, (event) => emitted.push(event));
  stopped(actor).start();
  const snap = () => actor.getSnapshot();
  const isOpen = () => selectIsPanelOpen(snap());
  const opens = () => emitted.filter((e) => e.type === 'open' || e.type === 'close');
  return { actor, clock, emitted, snap, isOpen, opens };
}

describe('omnichatMachine: start', () => {
  it('a returning visitor: nothing is emitted by itself (the impression is the widget machine’s)', () => {
    const { emitted, clock } = start();
    clock.increment(60_000);
    expect(emitted).toEqual([]);
  });

  it('starts closed, with the bubble icon its own', () => {
    const { isOpen, snap } = start();
    expect(isOpen()).toBe(false);
    expect(selectBubbleIcon(snap())).toBeNull();
  });
});

describe('omnichatMachine: first seen (first visit: nothing stored)', () => {
  it("desktop 'opened' opens at once and stays open", () => {
    const { isOpen, clock, opens } = start({ lastSeenAt: null, setup: { desktopFirstSeen: 'opened', mobileFirstSeen: 'hidden' } });
    expect(isOpen()).toBe(true);
    clock.increment(60_000);
    expect(isOpen()).toBe(true);
    expect(opens()).toEqual([{ type: 'open', manual: false }]);
  });

  it("mobile 'opened' opens at once; the desktop setting does not apply on mobile", () => {
    expect(start({ lastSeenAt: null, viewport: MOBILE_VIEWPORT, setup: { mobileFirstSeen: 'opened' } }).isOpen()).toBe(true);
    expect(start({ lastSeenAt: null, viewport: MOBILE_VIEWPORT, setup: { desktopFirstSeen: 'opened', mobileFirstSeen: 'hidden' } }).isOpen()).toBe(false);
    expect(start({ lastSeenAt: null, viewport: VIEWPORT, setup: { desktopFirstSeen: 'hidden', mobileFirstSeen: 'opened' } }).isOpen()).toBe(false);
  });

  it("'hidden' (and the default) keeps it closed, yet the visitor can open it", () => {
    for (const setup of [{ desktopFirstSeen: 'hidden' }, {}, { desktopFirstSeen: { type: 'hidden', value: 15 } }]) {
      const { actor, isOpen, clock, opens } = start({ lastSeenAt: null, setup });
      clock.increment(60_000);
      expect(isOpen()).toBe(false);
      expect(opens()).toEqual([]);
      actor.send({ type: 'TOGGLE' });
      expect(isOpen()).toBe(true);
    }
  });

  it('desktop delay: opens after N seconds and closes 2 s later', () => {
    const { isOpen, clock, opens } = start({ lastSeenAt: null, setup: { desktopFirstSeen: 5, mobileFirstSeen: 'hidden' } });
    clock.increment(4_999);
    expect(isOpen()).toBe(false);
    clock.increment(1);
    expect(isOpen()).toBe(true);
    clock.increment(1_999);
    expect(isOpen()).toBe(true);
    clock.increment(1);
    expect(isOpen()).toBe(false);
    clock.increment(60_000);
    expect(isOpen()).toBe(false);
    expect(opens()).toEqual([
      { type: 'open', manual: false },
      { type: 'close', manual: false },
    ]);
  });

  it('mobile delay, as a pair: opens after N seconds and closes 2 s later', () => {
    const { isOpen, clock } = start({ lastSeenAt: null, viewport: MOBILE_VIEWPORT, setup: { desktopFirstSeen: 'opened', mobileFirstSeen: { type: 'delay', value: 3 } } });
    expect(isOpen()).toBe(false);
    clock.increment(3_000);
    expect(isOpen()).toBe(true);
    clock.increment(2_000);
    expect(isOpen()).toBe(false);
  });

  it('a delay of 0 opens on the first render, then closes 2 s later', () => {
    const { isOpen, clock } = start({ lastSeenAt: null, setup: { desktopFirstSeen: 0 } });
    expect(isOpen()).toBe(true);
    clock.increment(2_000);
    expect(isOpen()).toBe(false);
  });

  it('an automatic close does not ask for focus to return to the bubble', () => {
    const { snap, clock } = start({ lastSeenAt: null, setup: { desktopFirstSeen: 1 } });
    clock.increment(3_000);
    expect(selectReturnsFocusToBubble(snap())).toBe(false);
  });

  it('a returning visitor gets no first-seen behaviour', () => {
    for (const lastSeenAt of [T0 - HOUR_MS, T0 - 30 * 24 * HOUR_MS]) {
      expect(start({ lastSeenAt, setup: { desktopFirstSeen: 'opened' } }).isOpen()).toBe(false);
      const delayed = start({ lastSeenAt, setup: { desktopFirstSeen: 1 } });
      delayed.clock.increment(5_000);
      expect(delayed.isOpen()).toBe(false);
      expect(delayed.opens()).toEqual([]);
    }
  });

  it('the visitor opening before the delay cancels the automatic open and close', () => {
    const { actor, isOpen, clock, opens } = start({ lastSeenAt: null, setup: { desktopFirstSeen: 5 } });
    clock.increment(1_000);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    clock.increment(60_000);
    expect(isOpen()).toBe(false);
    expect(opens()).toEqual([
      { type: 'open', manual: true },
      { type: 'close', manual: true },
    ]);
  });

  it('the visitor using the panel during the 2 s keeps it open', () => {
    const engaged = start({ lastSeenAt: null, setup: { desktopFirstSeen: 1 } });
    engaged.clock.increment(1_500);
    engaged.actor.send({ type: 'PANEL_ENGAGED' });
    engaged.clock.increment(60_000);
    expect(engaged.isOpen()).toBe(true);

    const clicked = start({ lastSeenAt: null, setup: { desktopFirstSeen: 1 } });
    clicked.clock.increment(1_500);
    clicked.actor.send({ type: 'CLICK_CHANNEL', channelType: 'sms' });
    clicked.clock.increment(60_000);
    expect(clicked.isOpen()).toBe(true);
    expect(selectShowsSmsFlow(clicked.snap())).toBe(true);
  });
});

describe('omnichatMachine: toggle, close and Escape', () => {
  it('TOGGLE opens and closes, emitting open and close as the visitor’s', () => {
    const { actor, isOpen, opens } = start();
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(false);
    expect(opens()).toEqual([
      { type: 'open', manual: true },
      { type: 'close', manual: true },
    ]);
  });

  it('CLOSE (mobile close icon, backdrop) closes; it does nothing while closed', () => {
    const { actor, isOpen, opens } = start();
    actor.send({ type: 'CLOSE' });
    expect(opens()).toEqual([]);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE' });
    expect(isOpen()).toBe(false);
    expect(opens()).toEqual([
      { type: 'open', manual: true },
      { type: 'close', manual: true },
    ]);
  });

  it('Escape closes the panel and asks for focus back on the bubble; reopening clears that', () => {
    const { actor, isOpen, snap, opens } = start();
    actor.send({ type: 'TOGGLE' });
    expect(selectReturnsFocusToBubble(snap())).toBe(false);
    actor.send({ type: 'ESCAPE' });
    expect(isOpen()).toBe(false);
    expect(selectReturnsFocusToBubble(snap())).toBe(true);
    expect(opens().at(-1)).toEqual({ type: 'close', manual: true });
    actor.send({ type: 'TOGGLE' });
    expect(selectReturnsFocusToBubble(snap())).toBe(false);
  });

  it('Escape closes the panel from the SMS flow too, and the next open shows the channel list', () => {
    const { actor, isOpen, snap } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_CHANNEL', channelType: 'sms' });
    expect(selectShowsSmsFlow(snap())).toBe(true);
    actor.send({ type: 'ESCAPE' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'TOGGLE' });
    expect(selectShowsSmsFlow(snap())).toBe(false);
  });
});

describe('omnichatMachine: channel clicks', () => {
  it('emits click with the channelType; link channels keep the panel on the list', () => {
    const { actor, emitted, snap } = start();
    actor.send({ type: 'TOGGLE' });
    for (const channelType of ['facebook', 'whatsapp', 'email'] as const) actor.send({ type: 'CLICK_CHANNEL', channelType });
    expect(emitted.filter((e) => e.type === 'click')).toEqual([
      { type: 'click', channelType: 'facebook' },
      { type: 'click', channelType: 'whatsapp' },
      { type: 'click', channelType: 'email' },
    ]);
    expect(selectShowsSmsFlow(snap())).toBe(false);
    expect(selectIsPanelOpen(snap())).toBe(true);
  });

  it('SMS emits click and starts the SMS flow inside the panel; SHOW_CHANNELS goes back', () => {
    const { actor, emitted, snap } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_CHANNEL', channelType: 'sms' });
    expect(emitted.at(-1)).toEqual({ type: 'click', channelType: 'sms' });
    expect(selectShowsSmsFlow(snap())).toBe(true);
    actor.send({ type: 'SHOW_CHANNELS' });
    expect(selectShowsSmsFlow(snap())).toBe(false);
  });

  it('a channel that is not listed, or a click while closed, emits nothing', () => {
    const { actor, emitted, snap } = start({ channels: ['email', 'facebook'] });
    actor.send({ type: 'CLICK_CHANNEL', channelType: 'email' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_CHANNEL', channelType: 'whatsapp' });
    actor.send({ type: 'CLICK_CHANNEL', channelType: 'sms' });
    expect(emitted.filter((e) => e.type === 'click')).toEqual([]);
    expect(selectShowsSmsFlow(snap())).toBe(false);
  });
});

describe('omnichatMachine: popup message', () => {
  const scroll50 = { popupMessageWhenDisplay: { type: 'scroll', value: 50 } };

  it('waits for its own trigger (popupMessageWhenDisplay), not whenDisplay', () => {
    const { actor, snap } = start({ main: { whenDisplay: { type: 'always', value: null }, ...scroll50 } });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 49 }) });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 50 }) });
    expect(selectIsPopupMessageVisible(snap())).toBe(true);
  });

  it('an anchor trigger is met by ANCHOR_REACHED', () => {
    const { actor, snap } = start({ main: { popupMessageWhenDisplay: { type: 'anchor', value: 'faq' } } });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
    actor.send({ type: 'ANCHOR_REACHED', anchor: 'faq' });
    expect(selectIsPopupMessageVisible(snap())).toBe(true);
  });

  it('without popupMessageWhenDisplay it never shows', () => {
    const { actor, snap } = start({ main: {} });
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 100, secondsSpent: 999, exitIntent: true }) });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
  });

  it('closing it emits popover_close once and it stays closed', () => {
    const { actor, snap, emitted } = start({ main: { popupMessageWhenDisplay: { type: 'always', value: null } } });
    expect(selectIsPopupMessageVisible(snap())).toBe(true);
    actor.send({ type: 'DISMISS_POPUP_MESSAGE' });
    actor.send({ type: 'DISMISS_POPUP_MESSAGE' });
    actor.send({ type: 'PAGE_SIGNALS', page: page({ maxScroll: 100 }) });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
    expect(emitted.filter((e) => e.type === 'popover_close')).toEqual([{ type: 'popover_close' }]);
  });

  it('is hidden while the panel is open and back when it closes', () => {
    const { actor, snap, emitted } = start({ main: { popupMessageWhenDisplay: { type: 'always', value: null } } });
    actor.send({ type: 'TOGGLE' });
    expect(selectIsPopupMessageVisible(snap())).toBe(false);
    actor.send({ type: 'TOGGLE' });
    expect(selectIsPopupMessageVisible(snap())).toBe(true);
    expect(emitted.some((e) => e.type === 'popover_close')).toBe(false);
  });

  it('Escape with the panel closed closes the popup message; with it open, only the panel', () => {
    const open = start({ main: { popupMessageWhenDisplay: { type: 'always', value: null } } });
    open.actor.send({ type: 'TOGGLE' });
    open.actor.send({ type: 'ESCAPE' });
    expect(open.isOpen()).toBe(false);
    expect(selectIsPopupMessageVisible(open.snap())).toBe(true);
    expect(open.emitted.some((e) => e.type === 'popover_close')).toBe(false);
    open.actor.send({ type: 'ESCAPE' });
    expect(selectIsPopupMessageVisible(open.snap())).toBe(false);
    expect(open.emitted.filter((e) => e.type === 'popover_close')).toHaveLength(1);
  });
});

describe('omnichatMachine: icon animation', () => {
  it('follows the SPEC §9 schedule of rules/omnichatAnimation.ts exactly (never seen before)', () => {
    const { clock, snap } = start({ lastSeenAt: null });
    // Each channel from 2 s on, one per 1.5 s, then home, then stopped 0.5 s later.
    const schedule: { frames: { atMs: number; icon: OmnichatChannelType | null }[]; stopsAtMs: number } = {
      frames: [
        { atMs: 2_000, icon: 'facebook' },
        { atMs: 3_500, icon: 'whatsapp' },
        { atMs: 5_000, icon: 'sms' },
        { atMs: 6_500, icon: 'email' },
        { atMs: 8_000, icon: null },
      ],
      stopsAtMs: 8_500,
    };
    let at = 0;
    let before: OmnichatChannelType | null = null;
    for (const frame of schedule.frames) {
      clock.increment(frame.atMs - 1 - at);
      expect(selectBubbleIcon(snap())).toBe(before);
      clock.increment(1);
      expect(selectBubbleIcon(snap())).toBe(frame.icon);
      at = frame.atMs;
      before = frame.icon;
    }
    expect(isAnimating(snap())).toBe(true);
    clock.increment(schedule.stopsAtMs - 1 - at);
    expect(isAnimating(snap())).toBe(true);
    clock.increment(1);
    expect(isAnimating(snap())).toBe(false);
    clock.increment(60_000);
    expect(selectBubbleIcon(snap())).toBeNull();
  });

  it('the concrete times: 2 s, then every 1.5 s, home at 2 + n·1.5 s, stopped 0.5 s later', () => {
    const { clock, snap } = start({ lastSeenAt: T0 - 25 * HOUR_MS, channels: ['whatsapp', 'email'] });
    const icon = () => selectBubbleIcon(snap());
    clock.increment(1_999);
    expect(icon()).toBeNull();
    clock.increment(1);
    expect(icon()).toBe('whatsapp');
    clock.increment(1_500);
    expect(icon()).toBe('email');
    clock.increment(1_500);
    expect(icon()).toBeNull();
    expect(isAnimating(snap())).toBe(true);
    clock.increment(500);
    expect(isAnimating(snap())).toBe(false);
  });

  it('runs only if the stored last-seen time is over 24 hours old', () => {
    const animatesWith = (lastSeenAt: number | null) => {
      const { clock, snap } = start({ lastSeenAt });
      clock.increment(2_000);
      return selectBubbleIcon(snap()) !== null;
    };
    expect(animatesWith(null)).toBe(true);
    expect(animatesWith(T0 - 24 * HOUR_MS - 1)).toBe(true);
    expect(animatesWith(T0 - 24 * HOUR_MS)).toBe(false);
    expect(animatesWith(T0 - 23 * HOUR_MS)).toBe(false);
  });

  it('decides from the time stored before this visit, whatever is stored during it', () => {
    const { clock, snap } = start({ lastSeenAt: null });
    clock.increment(2_000);
    expect(selectBubbleIcon(snap())).toBe('facebook');
  });

  it('no channel: no animation', () => {
    const { clock, snap } = start({ lastSeenAt: null, channels: [] });
    expect(isAnimating(snap())).toBe(false);
    clock.increment(10_000);
    expect(selectBubbleIcon(snap())).toBeNull();
  });
});

describe('omnichatMachine: one channel (issue 49)', () => {
  it('a link channel: the bubble is the link; a press reports the click and no panel ever opens', () => {
    const { actor, emitted, isOpen, snap } = start({ channels: ['whatsapp'] });
    expect(selectDirectChannel(snap())).toBe('whatsapp');
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(false);
    expect(emitted).toEqual([
      { type: 'click', channelType: 'whatsapp' },
      { type: 'click', channelType: 'whatsapp' },
    ]);
  });
  it('a link channel: the first-seen rule opens nothing (there is no panel), and the bubble keeps the channel’s icon', () => {
    const { clock, emitted, isOpen, snap } = start({ channels: ['email'], lastSeenAt: null, setup: { desktopFirstSeen: { type: 'opened', value: null } } });
    expect(isOpen()).toBe(false);
    clock.increment(30_000);
    expect(isAnimating(snap())).toBe(false);
    expect(selectBubbleIcon(snap())).toBeNull();
    expect(emitted).toEqual([]);
  });
  it('SMS alone: a press opens the panel at the phone field, reports open and the SMS click, and there is no list to go back to', () => {
    const { actor, emitted, snap } = start({ channels: ['sms'] });
    actor.send({ type: 'TOGGLE' });
    expect(selectShowsSmsFlow(snap())).toBe(true);
    actor.send({ type: 'SHOW_CHANNELS' });
    expect(selectShowsSmsFlow(snap())).toBe(true);
    expect(emitted).toEqual([
      { type: 'open', manual: true },
      { type: 'click', channelType: 'sms' },
    ]);
  });
  it('two channels or more: the panel lists them, as before', () => {
    const { actor, snap, isOpen } = start({ channels: ['sms', 'email'] });
    expect(selectDirectChannel(snap())).toBeNull();
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(true);
    expect(selectShowsSmsFlow(snap())).toBe(false);
  });
});
