import { initialPageState } from '../../../bridge-protocol/clientState';
import { OmnichatWidget } from '../omnichat/OmnichatWidget';
import type { WidgetViewProps } from '../widgetViewProps';

const noop = (): void => undefined;
const NO_FACTS = { fbPageId: null, widgetPhone: null, smsChannelConnected: false };
const NO_PAGE = initialPageState();

/** The omnichat bubble, mounted while the widget is shown: its actor lives as long as the bubble. */
export function OmnichatView(props: WidgetViewProps) {
  // Not shown: an empty shrink-wrapping root, so the hidden frame measures 0 × 0.
  if (props.isDisplayed !== true) return <div data-content-width="" />;
  return (
    <OmnichatWidget
      widget={props.widget}
      facts={props.channelFacts ?? NO_FACTS}
      smsEnv={props.smsEnv ?? null}
      viewport={{ width: props.viewportWidth ?? 0, height: props.viewportHeight ?? 0, mobile: props.mobile ?? false }}
      page={props.page ?? NO_PAGE}
      lastSeenAt={props.lastSeenAt ?? null}
      defaultSize={props.defaultSize ?? false}
      onFillViewport={props.onFillViewport ?? noop}
      onPixelEvent={props.onPixelEvent ?? noop}
      onSubmit={props.onSubmit}
    />
  );
}
