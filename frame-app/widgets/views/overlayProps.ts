import type { WidgetViewProps } from '../widgetViewProps';

/** What modal, slide-in and takeover share. */
export function overlayProps({ widget, label, isSubmitted, isDisplayed = false, chatLink = null, onSubmit, onClose }: WidgetViewProps) {
  return {
    main: widget.data.main,
    submitted: widget.data.submitted,
    isSubmitted,
    isDisplayed,
    label,
    // Without a usable page id the success button closes the widget instead of linking nowhere.
    messengerUrl: chatLink,
    onSubmit,
    onClose,
  };
}
