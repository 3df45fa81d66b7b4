import { OmnichatWidget } from '../omnichat/OmnichatWidget';
import type { WidgetViewProps } from '../widgetViewProps';

type OmnichatViewProps = Pick<WidgetViewProps, 'widget' | 'isDisplayed' | 'channelFacts' | 'smsEnv' | 'host' | 'lastSeenAt' | 'defaultSize' | 'actions'>;

/** The omnichat bubble, mounted while the widget is shown: its actor lives as long as the bubble. */
export function OmnichatView({ widget, isDisplayed, channelFacts, smsEnv, host, lastSeenAt, defaultSize, actions }: OmnichatViewProps) {
  // Not shown: an empty shrink-wrapping root, so the hidden frame measures 0 × 0.
  if (!isDisplayed) return <div data-content-width="" />;
  return (
    <OmnichatWidget
      widget={widget}
      facts={channelFacts}
      smsEnv={smsEnv}
      viewport={{ width: host.viewportWidth, height: host.viewportHeight, mobile: host.mobile }}
      page={host.page}
      lastSeenAt={lastSeenAt}
      defaultSize={defaultSize}
      onFillViewport={actions.fillViewport}
      onPixelEvent={actions.pixelEvent}
      onSubmit={actions.submit}
    />
  );
}
