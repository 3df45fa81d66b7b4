import type { WidgetViewProps } from '../widgetViewProps';
import { SlideIn } from '../SlideIn';
import { overlayProps, type OverlayViewProps } from './overlayProps';

export function SlideInView(props: OverlayViewProps & Pick<WidgetViewProps, 'host'>) {
  return <SlideIn {...overlayProps(props)} viewportWidth={props.host.viewportWidth} viewportHeight={props.host.viewportHeight} />;
}
