/**
 * The widget form, one record per kind of the catalogue (bridge-protocol/widgetCatalogue.ts, every type
 * and channel pair with a layout): which fields show in which section, in order; the kind's name and
 * defaults come from its catalogue row. Everything the form does differently per kind is read from
 * here, so a new kind is its catalogue row plus its sections below, and no component asks which kind it draws.
 *
 * Decisions worth knowing:
 * - Repeat rules (showAgain, showAgainIfClosed) are left out for embedded kinds: the frame shows them
 *   on every page view whatever the rules say (frame-app/rules/repeatDisplay.ts), and a setting that
 *   does nothing must not be offered. showAgainIfClosed also needs a close button, which the omnichat
 *   bubble has not.
 * - Button and checkbox show only "Success!" after submit, so they have no thank-you texts.
 * - The chat bubble opens Messenger: it has no after-submit section and no subscriber routing of its own.
 */
import type { TemplateOffer } from '../../bridge-protocol/widgetTemplates';
import { channelFamily, type ChannelFamily, type VisualWidgetType } from '../../bridge-protocol/widgetKinds';
import { kindMain, widgetDefaults } from '../../bridge-protocol/widgetDefaults';
import { WIDGET_CATALOGUE, type CatalogueKey } from '../../bridge-protocol/widgetCatalogue';
import type { WidgetData } from '../../bridge-protocol/config';
import type { FormFieldId } from './formFields';
import type { FormSectionId } from './formSections';

export interface WidgetFormKind {
  type: VisualWidgetType;
  channel: ChannelFamily;
  /** What the kind is called in the studio. */
  label: string;
  /** The fields of each section, in order; an empty list leaves the section out. */
  sections: Readonly<Record<FormSectionId, readonly FormFieldId[]>>;
  /** The frame's defaults for the kind (bridge-protocol/widgetDefaults.ts, the frame's own); a fresh object per call. */
  defaults: () => WidgetData;
  /** The designed templates it offers (bridge-protocol/widgetTemplates.ts). */
  templates: TemplateOffer;
}

const CARD_CONTENT: readonly FormFieldId[] = ['name', 'offerLabel', 'title', 'desc', 'showDescription', 'ctaText'];
const MEDIA_CONTENT: readonly FormFieldId[] = ['mediaType', 'imageUrl', 'gifUrl', 'videoLink'];
const CARD_MEDIA_DESIGN: readonly FormFieldId[] = ['pageTemplate', 'imagePlacement', 'videoPlacement'];
// The SMS layouts keep their media inside the card, never behind the phone field (frame-app/sms/rules/smsMedia.ts).
const SMS_MEDIA_DESIGN: readonly FormFieldId[] = ['smsImagePlacement', 'smsVideoPlacement'];
const COLOURS: readonly FormFieldId[] = ['accent', 'colorBackground', 'colorHeadline', 'colorDescription', 'colorButtonBackground', 'colorButtonText'];
const SMS_COLOURS: readonly FormFieldId[] = ['accent', 'colorBackground', 'colorHeadline', 'colorDescription', 'colorButtonBackground', 'colorButtonText', 'colorSmsLegalText'];

const FLOATING_DISPLAY: readonly FormFieldId[] = ['whenDisplay', 'triggerEvent', 'schedule', 'showAgain', 'showAgainIfClosed', 'devices', 'urlWhitelist', 'urlBlacklist'];
const EMBEDDED_DISPLAY: readonly FormFieldId[] = ['whenDisplay', 'triggerEvent', 'schedule', 'devices', 'urlWhitelist', 'urlBlacklist'];

/** The fields of a chosen link or code (formFields.ts "Next step"). */
const NEXT_STEP_DETAILS: readonly FormFieldId[] = ['nextStepText', 'nextStepUrl', 'nextStepCode'];
const OVERLAY_AFTER_SUBMIT: readonly FormFieldId[] = ['actionOverlay', 'redirectUrl', 'redirectTarget', 'submittedTitle', 'submittedDesc', 'nextStepOverlay', 'submittedCtaText', ...NEXT_STEP_DETAILS];
// The inline kinds' step defaults to nothing, so the Messenger button's text field (shown when the step
// reads as Messenger, the overlays' default) is not theirs: their Messenger step says "Go to Messenger".
const INLINE_AFTER_SUBMIT: readonly FormFieldId[] = ['actionInline', 'redirectUrl', 'redirectTarget', 'submittedTitle', 'submittedDesc', 'nextStepInline', ...NEXT_STEP_DETAILS];
const LABEL_ONLY_AFTER_SUBMIT: readonly FormFieldId[] = ['actionInline', 'redirectUrl', 'redirectTarget', 'nextStepInline', ...NEXT_STEP_DETAILS];
/** The SMS kinds' code may be unique to each subscriber (issue 48): their sign-up answers the frame with it. */
const SMS_NEXT_STEP_DETAILS: readonly FormFieldId[] = ['nextStepText', 'nextStepUrl', 'nextStepUnique', 'nextStepSmsCode', 'nextStepCodes', 'nextStepFallbackText', 'nextStepLowWarning'];
const SMS_AFTER_SUBMIT: readonly FormFieldId[] = ['smsSubmittedTitle', 'smsSubmittedDesc', 'nextStepSms', ...SMS_NEXT_STEP_DETAILS];

const ROUTING: readonly FormFieldId[] = ['sequence', 'optInKeywords', 'pixelId'];
const MESSENGER_CHANNELS: readonly FormFieldId[] = ['ref', 'refPayloadFieldId', ...ROUTING];
const SMS_CHANNELS: readonly FormFieldId[] = ['smsKeyword', 'optInText', 'doubleOptIn', ...ROUTING];

/** The box and the landing: the same card inside the page, in two sizes. */
const EMBEDDED_CARD_SECTIONS: WidgetFormKind['sections'] = {
  content: [...CARD_CONTENT, ...MEDIA_CONTENT],
  design: ['fitContainer', 'width', 'skin', 'mediaOverlayEnabled', 'overlayColor', 'mediaOverlayOpacity', 'buttonType', 'buttonSize', ...CARD_MEDIA_DESIGN, ...COLOURS],
  display: EMBEDDED_DISPLAY,
  afterSubmit: INLINE_AFTER_SUBMIT,
  channels: MESSENGER_CHANNELS,
};

/** The fields of each kind's sections, keyed by the catalogue's kinds: a kind missing here does not compile. */
const FORM_SECTIONS: Readonly<Record<CatalogueKey, WidgetFormKind['sections']>> = {
  'bar/messenger': {
    content: ['name', 'title', 'desc', 'showDescription', 'ctaText', 'barCheckboxLabel', 'barCheckboxPrechecked'],
    design: ['barPlacement', 'skin', 'buttonType', 'barCheckboxSize', 'barCheckboxPosition', ...COLOURS, 'allowHide', 'pushPage', 'stickWithScroll'],
    display: FLOATING_DISPLAY,
    afterSubmit: OVERLAY_AFTER_SUBMIT,
    channels: MESSENGER_CHANNELS,
  },
  'slide_in/messenger': {
    content: [...CARD_CONTENT, ...MEDIA_CONTENT],
    design: ['slideInPlacement', 'skin', 'mediaOverlayEnabled', 'overlayColor', 'mediaOverlayOpacity', 'buttonType', ...CARD_MEDIA_DESIGN, ...COLOURS, 'allowHide'],
    display: FLOATING_DISPLAY,
    afterSubmit: OVERLAY_AFTER_SUBMIT,
    channels: MESSENGER_CHANNELS,
  },
  'modal/messenger': {
    content: [...CARD_CONTENT, ...MEDIA_CONTENT],
    design: ['skin', 'backdropOpacity', 'mediaOverlayEnabled', 'overlayColor', 'buttonType', ...CARD_MEDIA_DESIGN, ...COLOURS, 'allowHide'],
    display: FLOATING_DISPLAY,
    afterSubmit: OVERLAY_AFTER_SUBMIT,
    channels: MESSENGER_CHANNELS,
  },
  'page_takeover/messenger': {
    content: [...CARD_CONTENT, ...MEDIA_CONTENT],
    // Its picture beside the text (a split), in its column, or as the page's background (rules/takeoverLayout.ts).
    design: ['takeoverSkin', 'overlayEnabled', 'overlayColor', 'takeoverOverlayOpacity', 'buttonType', ...CARD_MEDIA_DESIGN, ...COLOURS, 'allowHide'],
    display: FLOATING_DISPLAY,
    afterSubmit: OVERLAY_AFTER_SUBMIT,
    channels: MESSENGER_CHANNELS,
  },
  'button/messenger': {
    content: ['name', 'buttonText'],
    design: ['fitContainer', 'width', 'skin', 'buttonSize', 'colorButtonBackground', 'colorButtonText'],
    display: EMBEDDED_DISPLAY,
    afterSubmit: LABEL_ONLY_AFTER_SUBMIT,
    channels: MESSENGER_CHANNELS,
  },
  'box/messenger': EMBEDDED_CARD_SECTIONS,
  'landing/messenger': EMBEDDED_CARD_SECTIONS,
  'customer_chat/messenger': {
    content: ['name', 'greeting', 'chatAvatar', 'replyTime'],
    design: ['chatColor', 'chatStart'],
    display: ['whenDisplay', 'chatDelay', 'popupMessageWhen', 'schedule', 'showAgain', 'showAgainIfClosed', 'devices', 'urlWhitelist', 'urlBlacklist'],
    afterSubmit: [],
    channels: ['ref', 'refPayloadFieldId', 'pixelId'],
  },
  'checkbox/messenger': {
    content: ['name', 'checkboxLabel', 'checkboxPrechecked'],
    design: ['fitContainer', 'width', 'skin', 'checkboxSize', 'checkboxPosition', 'colorCheckboxBackground', 'colorCheckboxLabel', 'colorCheckboxTick'],
    display: EMBEDDED_DISPLAY,
    afterSubmit: [],
    channels: MESSENGER_CHANNELS,
  },
  'box/sms': {
    content: ['name', 'offerLabel', 'title', 'desc', 'showDescription', 'twoStepYesText', 'smsButtonText', ...MEDIA_CONTENT],
    design: ['fitContainer', 'width', 'skin', ...SMS_MEDIA_DESIGN, ...SMS_COLOURS],
    display: EMBEDDED_DISPLAY,
    afterSubmit: SMS_AFTER_SUBMIT,
    channels: SMS_CHANNELS,
  },
  'modal/sms': {
    content: ['name', 'offerLabel', 'title', 'desc', 'showDescription', 'twoStepYesText', 'smsButtonText', ...MEDIA_CONTENT],
    design: ['skin', 'backdropOpacity', ...SMS_MEDIA_DESIGN, ...SMS_COLOURS, 'allowHide'],
    display: FLOATING_DISPLAY,
    afterSubmit: SMS_AFTER_SUBMIT,
    channels: SMS_CHANNELS,
  },
  'omnichat/omni': {
    content: ['name', 'greetingHeadline', 'greetingText', 'popupMessage', 'omnichatSmsButtonText'],
    design: ['omnichatColor'],
    display: ['whenDisplay', 'popupMessageWhen', 'desktopFirstSeen', 'mobileFirstSeen', 'schedule', 'showAgain', 'devices', 'urlWhitelist', 'urlBlacklist'],
    afterSubmit: ['smsSubmittedTitle', 'smsSubmittedDesc'],
    channels: ['enableFacebook', 'enableWhatsapp', 'whatsappId', 'whatsappPrefill', 'enableSms', 'enableEmail', 'emailTo', 'smsKeyword', 'optInText', 'doubleOptIn', ...ROUTING],
  },
};

/** The catalogue's kinds (bridge-protocol/widgetCatalogue.ts) with their form: one record per kind, in its order. */
export const WIDGET_FORM_KINDS: readonly WidgetFormKind[] = WIDGET_CATALOGUE.map((kind) => ({
  type: kind.type,
  channel: kind.channel,
  label: kind.formLabel,
  // Only the catalogue's own pairs reach here, and FORM_SECTIONS has every one (its type says so).
  sections: FORM_SECTIONS[`${kind.type}/${kind.channel}` as CatalogueKey],
  defaults: () => widgetDefaults(kindMain(kind)),
  templates: kind.templates,
}));

/** The record of a type and channel as configured; undefined for a pair without a layout (the form cannot edit it). */
export function widgetFormKind(type: unknown, channel: unknown): WidgetFormKind | undefined {
  const family = channelFamily(typeof channel === 'string' ? channel : undefined);
  return WIDGET_FORM_KINDS.find((kind) => kind.type === type && kind.channel === family);
}
