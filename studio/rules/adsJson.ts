/**
 * The JSON a click-to-Messenger ad needs (`ads_json`, and `ads`, SPEC §1): the welcome message Messenger
 * sends when someone taps the ad, in the form Meta's Ads Manager ("Message template", JSON) and its
 * welcome-message-flow API take: an array of `{ "message": <a Send API message> }`.
 *
 *   [ { "message": { "attachment": { "type": "image", "payload": { "url": <image> } } } },   (optional)
 *     { "message": { "text": <text>, "quick_replies": [ { "content_type": "text", "title": <button>, "payload": <ref> } ] } } ]
 *
 * The opt-in is the quick reply: its payload is the widget's reference value (configOnlyRef.ts, source
 * `ad`), which Messenger sends back to the webhook as `message.quick_reply.payload` when the person taps
 * it, and the reference server files that opt-in to this widget (server/rules/messengerOptinEvents.ts).
 *
 * The parts are the widget's own fields, in the spec's names: the text is `data.main.desc`, the button
 * `data.main.optInButtonText` (default "Subscribe", SPEC §9's opt-in text), the picture
 * `data.main.image.img_big`, the ref payload `data.setup.ref`. Messenger's limits: text 2000 characters,
 * a quick reply's title 20, its payload 1000 (a reference value is at most about 230, so it always fits);
 * a picture Messenger fetches itself, so https only.
 */
import { configOnlyRef } from './configOnlyRef';

export const ADS_TEXT_MAX = 2000;
export const ADS_BUTTON_MAX = 20;

export const ADS_TEXT_DEFAULT = 'Hi! Want our news and offers here in Messenger? Tap below to subscribe.';
export const ADS_BUTTON_DEFAULT = 'Subscribe';

export const ADS_FIELDS = {
  text: 'data.main.desc',
  button: 'data.main.optInButtonText',
  image: 'data.main.image.img_big',
} as const;

export interface AdsJsonInput {
  widgetId: string | number;
  text: string;
  buttonTitle: string;
  /** '' for no picture. */
  imageUrl: string;
  /** `data.setup.ref`. */
  payload: unknown;
}

export interface QuickReply {
  content_type: 'text';
  title: string;
  payload: string;
}

export type AdsWelcomeMessage =
  | { message: { attachment: { type: 'image'; payload: { url: string } } } }
  | { message: { text: string; quick_replies: QuickReply[] } };

export interface AdsJsonProblem {
  /** The widget field it is about (ADS_FIELDS). */
  field: (typeof ADS_FIELDS)[keyof typeof ADS_FIELDS];
  message: string;
}

export interface AdsJson {
  messages: AdsWelcomeMessage[];
  /** Pretty-printed, two spaces: what the owner copies. */
  json: string;
  ref: string;
  /** Set when the ref payload lost characters or length. */
  warning: string | null;
  problems: AdsJsonProblem[];
}

function imageProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The picture must be a full address, such as https://example.com/offer.jpg.';
  }
  return parsed.protocol === 'https:' ? null : 'The picture must be an https:// address: Messenger fetches it from its own servers.';
}

export function buildAdsJson({ widgetId, text, buttonTitle, imageUrl, payload }: AdsJsonInput): AdsJson {
  const problems: AdsJsonProblem[] = [];
  const body = text.trim();
  const title = buttonTitle.trim();
  const image = imageUrl.trim();
  if (body === '') problems.push({ field: ADS_FIELDS.text, message: 'The message needs some text.' });
  else if (body.length > ADS_TEXT_MAX) problems.push({ field: ADS_FIELDS.text, message: `Messenger takes at most ${ADS_TEXT_MAX} characters; this is ${body.length}.` });
  if (title === '') problems.push({ field: ADS_FIELDS.button, message: 'The button needs a title.' });
  else if ([...title].length > ADS_BUTTON_MAX) problems.push({ field: ADS_FIELDS.button, message: `Messenger shows at most ${ADS_BUTTON_MAX} characters on a quick reply.` });
  const badImage = image === '' ? null : imageProblem(image);
  if (badImage !== null) problems.push({ field: ADS_FIELDS.image, message: badImage });

  const { ref, warning } = configOnlyRef(widgetId, 'ad', payload);
  const messages: AdsWelcomeMessage[] = [];
  if (image !== '' && badImage === null) messages.push({ message: { attachment: { type: 'image', payload: { url: image } } } });
  messages.push({ message: { text: body, quick_replies: [{ content_type: 'text', title, payload: ref }] } });
  return { messages, json: JSON.stringify(messages, null, 2), ref, warning, problems };
}
