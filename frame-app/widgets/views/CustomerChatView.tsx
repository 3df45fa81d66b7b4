import { CustomerChatBubble } from '../CustomerChatBubble';
import type { WidgetViewProps } from '../widgetViewProps';

export function CustomerChatView({ widget, host, chatLink, actions, channelFacts }: Pick<WidgetViewProps, 'widget' | 'host' | 'chatLink' | 'actions' | 'channelFacts'>) {
  return (
    <CustomerChatBubble
      pageName={channelFacts.pageName}
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
