import { CustomerChatBubble } from '../CustomerChatBubble';
import type { WidgetViewProps } from '../widgetViewProps';

export function CustomerChatView({ widget, host, chatLink, actions }: Pick<WidgetViewProps, 'widget' | 'host' | 'chatLink' | 'actions'>) {
  return (
    <CustomerChatBubble
      setup={widget.data.setup}
      main={widget.data.main}
      viewportWidth={host.viewportWidth}
      chatLink={chatLink}
      onOpenChat={actions.openChat}
      showPopupMessage={host.showPopupMessage}
      onDismissPopupMessage={actions.dismissPopupMessage}
    />
  );
}
