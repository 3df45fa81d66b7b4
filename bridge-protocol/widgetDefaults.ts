/**
 * Per-kind defaults the server data is deep-merged over (SPEC §3, §9). Each kind's row
 * (frame-app/widgets/kinds.ts; the studio's form, studio/editor/widgetFormKinds.ts) names its `main` builder; widgetDefaults wraps it with the sections every kind
 * shares. A fresh object per call, so a merge can never leak one widget's values into another's defaults.
 *
 * Values named by SPEC §9: whenDisplay scroll 30 for bar/modal/slide_in; showAgain days 3;
 * showAgainIfClosed never; box width 350 px; opt_in_text "Subscribe". The bar's options follow the
 * demo bar. Types SPEC does not give a trigger for (embedded kinds, takeover, chat) show as soon as the
 * other checks pass ('always'), which is what an operator placing an embed expects.
 */
import type { WidgetData, WidgetMain } from './config';

const scroll30 = (): WidgetMain['whenDisplay'] => ({ type: 'scroll', value: 30 });

/** The kinds SPEC gives no options of their own (chat bubbles), and the base of every other kind. */
export function commonMain(): WidgetMain {
  return {
    skin: 'light',
    showDescription: true,
    whenDisplay: { type: 'always', value: null },
    showAgain: { type: 'days', value: 3 },
    showAgainIfClosed: { type: 'never', value: null },
  };
}

export function barMain(): WidgetMain {
  return {
    ...commonMain(),
    whenDisplay: scroll30(),
    barPlacement: 'bottom',
    allowHide: true,
    pushPage: false,
    stickWithScroll: true,
    showDescription: true,
    ctaText: 'Send to Messenger',
    skin: 'light',
  };
}

export function modalMain(): WidgetMain {
  return { ...commonMain(), whenDisplay: scroll30(), allowHide: true, opacity: 50 };
}

export function slideInMain(): WidgetMain {
  return { ...commonMain(), whenDisplay: scroll30(), slideInPlacement: 'rb', allowHide: true, opacity: 50 };
}

/** SPEC §9: background opacity 50; a takeover is closable unless the operator says otherwise. */
export function takeoverMain(): WidgetMain {
  return { ...commonMain(), allowHide: true, opacity: 50 };
}

// Embedded kinds (issue: embedded layouts): shown as soon as the other checks pass ('always').
export function boxMain(): WidgetMain {
  return { ...commonMain(), width: { unit: 'px', number: 350 }, fitContainer: false };
}

export function buttonMain(): WidgetMain {
  return { ...commonMain(), buttonSize: 'm', fitContainer: false };
}

export function landingMain(): WidgetMain {
  return { ...commonMain(), buttonSize: 'l', fitContainer: true };
}

/** SPEC §9 messenger checkbox defaults: prechecked true, size large. */
export function checkboxMain(): WidgetMain {
  return { ...commonMain(), prechecked: true, buttonSize: 'large', checkboxPosition: 'side' };
}

/** SPEC §9: the SMS button says "Subscribe" (white text on blue, drawn by the SMS form); sms and omni kinds add it. */
export function smsMain(): WidgetMain {
  return { smsButtonText: 'Subscribe' };
}

/**
 * The omnichat bubble is the page's way to reach the operator: it is there on every page view (a
 * "show again after 3 days" would make it vanish on reload), and it has no close of its own.
 */
export function omnichatMain(): WidgetMain {
  return { ...commonMain(), ...smsMain(), showAgain: { type: 'always', value: null }, showAgainIfClosed: { type: 'always', value: null } };
}

/** A kind's full defaults around its `main` (the row's `defaults()`). */
export function widgetDefaults(main: WidgetMain): WidgetData {
  return {
    main,
    // The inline success label of SPEC §2; operators usually override it.
    submitted: { title: 'Success!' },
    actions: { opt_in_text: 'Subscribe' },
    setup: { urlWhitelist: [], urlBlacklist: [], hideOnMobile: false },
  };
}
