/**
 * Picks the layout for a widget type. Only types listed in builtLayouts.ts reach this component; the
 * boot code reports every other type before mounting anything.
 */
import type { MergedWidget } from '../config/mergeWidget';
import { Bar } from './Bar';
import { Box } from './Box';
import { ButtonWidget } from './ButtonWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { CustomerChatBubble } from './CustomerChatBubble';
import { Landing } from './Landing';
import { Modal } from './Modal';
import { PageTakeover } from './PageTakeover';
import { SlideIn } from './SlideIn';
import { widgetLabel } from './widgetLabel';
import { isSmsLayout } from './builtLayouts';
import type { SmsEnvironment } from './sms/smsEnvironment';
import { lazy, Suspense } from 'react';

// The SMS layouts (machine, phone field, picker) are a lazy chunk of their own: messenger widgets never
// download them. The widget stays hidden until the SMS layout reports rendered, so nothing shows early.
const SmsWidget = lazy(() => import('./sms/SmsWidget').then((m) => ({ default: m.SmsWidget })));

export interface WidgetViewProps {
  widget: MergedWidget;
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
}

const noop = (): void => undefined;

export function WidgetView({
  widget,
  isSubmitted,
  onSubmit,
  onClose,
  defaultSize = false,
  chatLink = null,
  viewportWidth = 0,
  isDisplayed = false,
  smsEnv = null,
  onRendered = noop,
  onOpenChat = noop,
  showPopupMessage = false,
  onDismissPopupMessage = noop,
}: WidgetViewProps) {
  if (isSmsLayout(widget.widget_type, widget.channel) && smsEnv !== null) {
    return (
      <Suspense fallback={null}>
        <SmsWidget
          widget={widget}
          env={smsEnv}
          isSubmitted={isSubmitted}
          isDisplayed={isDisplayed}
          label={widgetLabel(widget)}
          defaultSize={defaultSize}
          onSubmit={onSubmit}
          onClose={onClose}
          onRendered={onRendered}
        />
      </Suspense>
    );
  }
  switch (widget.widget_type) {
    case 'bar':
      return (
        <Bar
          main={widget.data.main}
          submitted={widget.data.submitted}
          isSubmitted={isSubmitted}
          label={widgetLabel(widget)}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      );
    case 'box':
    case 'landing': {
      const Card = widget.widget_type === 'box' ? Box : Landing;
      return (
        <Card
          main={widget.data.main}
          submitted={widget.data.submitted}
          isSubmitted={isSubmitted}
          label={widgetLabel(widget)}
          defaultSize={defaultSize}
          onSubmit={onSubmit}
        />
      );
    }
    case 'button':
      return <ButtonWidget main={widget.data.main} isSubmitted={isSubmitted} label={widgetLabel(widget)} onSubmit={onSubmit} />;
    case 'checkbox':
      return <CheckboxWidget main={widget.data.main} />;
    case 'customer_chat':
      return (
        <CustomerChatBubble
          setup={widget.data.setup}
          main={widget.data.main}
          viewportWidth={viewportWidth}
          chatLink={chatLink}
          onOpenChat={onOpenChat}
          showPopupMessage={showPopupMessage}
          onDismissPopupMessage={onDismissPopupMessage}
        />
      );
    case 'modal':
    case 'slide_in':
    case 'page_takeover': {
      const overlay = {
        main: widget.data.main,
        submitted: widget.data.submitted,
        isSubmitted,
        isDisplayed,
        label: widgetLabel(widget),
        // Without a usable page id the success button closes the widget instead of linking nowhere.
        messengerUrl: chatLink,
        onSubmit,
        onClose,
      };
      if (widget.widget_type === 'modal') return <Modal {...overlay} />;
      if (widget.widget_type === 'slide_in') return <SlideIn {...overlay} viewportWidth={viewportWidth} />;
      return <PageTakeover {...overlay} />;
    }
    default:
      return null;
  }
}
