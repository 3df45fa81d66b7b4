/**
 * What a widget's `data` is deep-merged over in the frame, per kind (SPEC §3, §9), so the form can show
 * the value a field really has when the configuration leaves it out. The studio imports nothing of
 * frame-app (docs/REPOSITORY.md), so these are the frame's defaults (frame-app/config/defaults.ts)
 * written again; tests/unit/studio/widgetFormKinds.test.ts compares them with the frame's, kind by
 * kind, and fails when the two differ.
 */
export type WidgetData = Record<string, Record<string, unknown>>;
type Main = Record<string, unknown>;

const scroll30 = () => ({ type: 'scroll', value: 30 });

export function commonMain(): Main {
  return {
    skin: 'light',
    showDescription: true,
    whenDisplay: { type: 'always', value: null },
    showAgain: { type: 'days', value: 3 },
    showAgainIfClosed: { type: 'never', value: null },
  };
}

export const barMain = (): Main => ({
  ...commonMain(),
  whenDisplay: scroll30(),
  barPlacement: 'bottom',
  allowHide: true,
  pushPage: false,
  stickWithScroll: true,
  showDescription: true,
  ctaText: 'Send to Messenger',
  skin: 'light',
});
export const modalMain = (): Main => ({ ...commonMain(), whenDisplay: scroll30(), allowHide: true, opacity: 50 });
export const slideInMain = (): Main => ({ ...commonMain(), whenDisplay: scroll30(), slideInPlacement: 'rb', allowHide: true, opacity: 50 });
export const takeoverMain = (): Main => ({ ...commonMain(), allowHide: true, opacity: 50 });
export const boxMain = (): Main => ({ ...commonMain(), width: { unit: 'px', number: 350 }, fitContainer: false });
export const buttonMain = (): Main => ({ ...commonMain(), buttonSize: 'm', fitContainer: false });
export const landingMain = (): Main => ({ ...commonMain(), buttonSize: 'l', fitContainer: true });
export const checkboxMain = (): Main => ({ ...commonMain(), prechecked: true, buttonSize: 'large', checkboxPosition: 'side' });
export const smsMain = (): Main => ({ smsButtonText: 'Subscribe' });
export const omnichatMain = (): Main => ({
  ...commonMain(),
  ...smsMain(),
  showAgain: { type: 'always', value: null },
  showAgainIfClosed: { type: 'always', value: null },
});

/** A kind's whole defaults around its `main`. */
export function widgetDefaults(main: Main): WidgetData {
  return {
    main,
    submitted: { title: 'Success!' },
    actions: { opt_in_text: 'Subscribe' },
    setup: { urlWhitelist: [], urlBlacklist: [], hideOnMobile: false },
  };
}
