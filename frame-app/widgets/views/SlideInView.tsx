import { SlideIn } from '../SlideIn';
import type { WidgetViewProps } from '../widgetViewProps';
import { overlayProps } from './overlayProps';

export function SlideInView(props: WidgetViewProps) {
  return <SlideIn {...overlayProps(props)} viewportWidth={props.viewportWidth ?? 0} />;
}
