import type { WidgetViewProps } from '../widgetViewProps';

/** What the modal, slide-in and takeover views read. */
export type OverlayViewProps = Pick<WidgetViewProps, 'widget' | 'label' | 'isSubmitted' | 'isDisplayed' | 'chatLink' | 'actions' | 'nextStepDefault'>;

/** What modal, slide-in and takeover share. */
export function overlayProps({ widget, label, isSubmitted, isDisplayed, chatLink, actions, nextStepDefault }: OverlayViewProps) {
  return {
    main: widget.data.main,
    submitted: widget.data.submitted,
    isSubmitted,
    isDisplayed,
    label,
    // Without a usable page id the success button closes the widget instead of linking nowhere.
    messengerUrl: chatLink,
    onSubmit: actions.submit,
    onClose: actions.close,
    nextStepDefault,
  };
}
