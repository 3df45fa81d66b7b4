/**
 * What the frame gives a layout view (one view per widget kind, see layoutViews.ts): complete, with no
 * optional field, so no view guesses a default for something the frame always knows. Each view takes
 * only the fields it reads (`Pick<WidgetViewProps, …>`), which is its kind's contract.
 */
import type { FramePixelEvent, PageState } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import type { SmsEnvironment } from '../sms/widgets/smsEnvironment';
import type { NextStepDefault } from '../rules/nextStep';

export interface WidgetViewProps {
  widget: MergedWidget;
  /** The widget's accessible name (widgetLabel.ts), worked out by WidgetView from the kind. */
  label: string;
  /** What the success view offers when the owner chose no next step (rules/nextStep.ts), from the kind. */
  nextStepDefault: NextStepDefault;
  isSubmitted: boolean;
  /** The widget is shown (overlays: focus handling, Escape and entrance transitions run only then). */
  isDisplayed: boolean;
  /** SPEC §3 app flag: hides the "Powered by" link of the embedded cards. */
  defaultSize: boolean;
  /** The host page as the widget machine knows it. */
  host: HostFacts;
  /** What the visitor does, as widget machine events (FrameRoot). */
  actions: ViewActions;
  /**
   * The m.me link with the reference value (bridge-protocol/messengerChatLink.ts): the overlays' success
   * state and the customer-chat bubble open it; null without a usable page id.
   */
  chatLink: string | null;
  /** Backend base, ids and browser facts of the SMS layouts and the omnichat SMS channel; null elsewhere. */
  smsEnv: SmsEnvironment | null;
  /**
   * App facts the chat widgets need: the omnichat's channels (SPEC §2: a channel shows only if configured),
   * and the business's name the customer chat's greeting shows (issue 49).
   */
  channelFacts: ChannelFacts;
  /** The widget's last impression before this page view (host storage): the omnichat last-seen time. */
  lastSeenAt: number | null;
}

export interface HostFacts {
  viewportWidth: number;
  /** The omnichat sheet fills the viewport's height; `mobile` is the host's phone hint. */
  viewportHeight: number;
  mobile: boolean;
  /** The page signals (the omnichat popup message's trigger). */
  page: PageState;
  /** The customer-chat popup message is due (its own trigger, SPEC §4) and not dismissed. */
  showPopupMessage: boolean;
}

export interface ViewActions {
  submit(): void;
  /** A manual close (the visitor closed it). */
  close(): void;
  /** The widget machine's RENDERED, for layouts that report it themselves (SMS: 100 ms after ready). */
  rendered(): void;
  dismissPopupMessage(): void;
  /** Asks the host page to open the chat in a new tab (the customer-chat bubble). */
  openChat(url: string): void;
  /** The content needs the whole viewport (true: the omnichat sheet) or only its own size (false). */
  fillViewport(fill: boolean): void;
  /** A SPEC §7 pixel event of the widget (the loader adds widget_id and user_agent). */
  pixelEvent(event: FramePixelEvent, detail: Record<string, string>): void;
}

export interface ChannelFacts {
  fbPageId: string | null;
  widgetPhone: string | null;
  smsChannelConnected: boolean;
  /** The page's `page_name`: who greets the visitor in the customer chat. */
  pageName: string | null;
}
