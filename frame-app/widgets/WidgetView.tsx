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
import { messengerChatLink, widgetRef } from '../rules/messengerChatLink';
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
  /** SPEC §3 app `fbPageId`: the "Go to Messenger" link of the overlays' success state. */
  fbPageId?: string | null;
  /** The host viewport's width (machine context): the customer-chat bubble is larger on desktop. */
  viewportWidth?: number;
  /** The widget is shown (overlays: focus handling, Escape and entrance transitions run only then). */
  isDisplayed?: boolean;
  /** Backend base, ids and browser facts of the SMS layouts; null outside them. */
  smsEnv?: SmsEnvironment | null;
  /** The widget machine's RENDERED, for layouts that report it themselves (SMS: 100 ms after ready). */
  onRendered?: () => void;
}

const noop = (): void => undefined;

export function WidgetView({ widget, isSubmitted, onSubmit, onClose, defaultSize = false, fbPageId = null, viewportWidth = 0, isDisplayed = false, smsEnv = null, onRendered = noop }: WidgetViewProps) {
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
      return <CustomerChatBubble setup={widget.data.setup} viewportWidth={viewportWidth} />;
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
        messengerUrl: messengerChatLink(fbPageId, widgetRef(widget.widget_id)),
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
