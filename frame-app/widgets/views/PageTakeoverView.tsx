import { PageTakeover } from '../PageTakeover';
import type { WidgetViewProps } from '../widgetViewProps';
import { overlayProps } from './overlayProps';

export function PageTakeoverView(props: WidgetViewProps) {
  return <PageTakeover {...overlayProps(props)} />;
}
