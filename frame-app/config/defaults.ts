/**
 * Per-type defaults the server data is deep-merged over (SPEC §3, §9). A fresh object per call, so a
 * merge can never leak one widget's values into another's defaults.
 *
 * Values named by SPEC §9: whenDisplay scroll 30 for bar/modal/slide_in; showAgain days 3;
 * showAgainIfClosed never; box width 350 px; opt_in_text "Subscribe". The bar's options follow the
 * demo bar. Types SPEC does not give a trigger for (embedded kinds, takeover, chat) show as soon as the
 * other checks pass ('always'), which is what an operator placing an embed expects.
 */
import type { WidgetData, WidgetMain } from '../../bridge-protocol/config';

function commonMain(): WidgetMain {
  return {
    skin: 'light',
    showDescription: true,
    whenDisplay: { type: 'always', value: null },
    showAgain: { type: 'days', value: 3 },
    showAgainIfClosed: { type: 'never', value: null },
  };
}

function mainFor(type: string): WidgetMain {
  const scroll30 = { type: 'scroll', value: 30 } as const;
  switch (type) {
    case 'bar':
      return {
        ...commonMain(),
        whenDisplay: { ...scroll30 },
        barPlacement: 'bottom',
        allowHide: true,
        pushPage: false,
        stickWithScroll: true,
        showDescription: true,
        ctaText: 'Send to Messenger',
        skin: 'light',
      };
    case 'modal':
      return { ...commonMain(), whenDisplay: { ...scroll30 }, allowHide: true, opacity: 50 };
    case 'slide_in':
      return { ...commonMain(), whenDisplay: { ...scroll30 }, slideInPlacement: 'rb', allowHide: true, opacity: 50 };
    case 'page_takeover':
      // SPEC §9: background opacity 50; a takeover is closable unless the operator says otherwise.
      return { ...commonMain(), allowHide: true, opacity: 50 };
    case 'box':
      return { ...commonMain(), width: { unit: 'px', number: 350 }, fitContainer: false };
    // Embedded kinds (issue: embedded layouts): shown as soon as the other checks pass ('always').
    case 'button':
      return { ...commonMain(), buttonSize: 'm', fitContainer: false };
    case 'landing':
      return { ...commonMain(), buttonSize: 'l', fitContainer: true };
    case 'checkbox':
      // SPEC §9 messenger checkbox defaults: prechecked true, size large.
      return { ...commonMain(), prechecked: true, buttonSize: 'large', checkboxPosition: 'side' };
    default:
      return commonMain();
  }
}

/** SPEC §9: the SMS button says "Subscribe" (white text on blue, drawn by the SMS form). */
function smsMain(): WidgetMain {
  return { smsButtonText: 'Subscribe' };
}

export function widgetDefaults(type: string, channel?: string | null): WidgetData {
  return {
    main: channel === 'sms' || channel === 'omni' ? { ...mainFor(type), ...smsMain() } : mainFor(type),
    // The inline success label of SPEC §2; operators usually override it.
    submitted: { title: 'Success!' },
    actions: { opt_in_text: 'Subscribe' },
    setup: { urlWhitelist: [], urlBlacklist: [], hideOnMobile: false },
  };
}
