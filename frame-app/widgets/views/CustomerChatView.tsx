import { CustomerChatBubble } from '../CustomerChatBubble';
import type { WidgetViewProps } from '../widgetViewProps';

const noop = (): void => undefined;

export function CustomerChatView({
  widget,
  viewportWidth = 0,
  chatLink = null,
  onOpenChat = noop,
  showPopupMessage = false,
  onDismissPopupMessage = noop,
}: WidgetViewProps) {
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
}
