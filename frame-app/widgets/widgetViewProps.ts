/** What every layout view receives from FrameRoot (one view per widget kind, see layoutViews.ts). */
import type { FramePixelEvent, PageState } from '../../bridge-protocol/messages';
import type { MergedWidget } from '../config/mergeWidget';
import type { SmsEnvironment } from '../sms/widgets/smsEnvironment';

export interface WidgetViewProps {
  widget: MergedWidget;
  /** The widget's accessible name (widgetLabel.ts), worked out by WidgetView from the kind. */
  label: string;
  isSubmitted: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** SPEC §3 app flag: hides the "Powered by" link of the embedded cards. */
  defaultSize?: boolean;
  /**
   * The m.me link with the reference value (rules/messengerChatLink.ts): the overlays' success state
   * and the customer-chat bubble open it; null without a usable page id.
   */
  chatLink?: string | null;
  /** The host viewport's width (machine context): the customer-chat bubble is larger on desktop. */
  viewportWidth?: number;
  /** The widget is shown (overlays: focus handling, Escape and entrance transitions run only then). */
  isDisplayed?: boolean;
  /** Backend base, ids and browser facts of the SMS layouts; null outside them. */
  smsEnv?: SmsEnvironment | null;
  /** The widget machine's RENDERED, for layouts that report it themselves (SMS: 100 ms after ready). */
  onRendered?: () => void;
  /** Asks the host page to open the chat in a new tab (the customer-chat bubble). */
  onOpenChat?: (url: string) => void;
  /** The customer-chat popup message is due (its own trigger, SPEC §4) and not dismissed. */
  showPopupMessage?: boolean;
  onDismissPopupMessage?: () => void;
  /** The host viewport's height and its phone hint (the omnichat sheet fills the viewport). */
  viewportHeight?: number;
  mobile?: boolean;
  /** The page signals as the widget machine knows them (the omnichat popup message's trigger). */
  page?: PageState;
  /** App facts the omnichat channels need (SPEC §2: a channel shows only if configured). */
  channelFacts?: ChannelFacts;
  /** The widget's last impression before this page view (host storage): the omnichat last-seen time. */
  lastSeenAt?: number | null;
  /** The content needs the whole viewport (true: the omnichat sheet) or only its own size (false). */
  onFillViewport?: (fill: boolean) => void;
  /** A SPEC §7 pixel event of the widget (the loader adds widget_id and user_agent). */
  onPixelEvent?: (event: FramePixelEvent, detail: Record<string, string>) => void;
}

export interface ChannelFacts {
  fbPageId: string | null;
  widgetPhone: string | null;
  smsChannelConnected: boolean;
}
