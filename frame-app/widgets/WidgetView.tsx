/**
 * Renders the layout view of a widget's kind (layoutViews.ts). Boot loads the view before the first
 * render; a view that has not arrived renders nothing rather than a placeholder the visitor could see.
 */
import { loadedLayoutView } from './layoutViews';
import type { WidgetViewProps } from './widgetViewProps';

export type { WidgetViewProps } from './widgetViewProps';

export function WidgetView(props: WidgetViewProps) {
  const View = loadedLayoutView(props.widget.widget_type, props.widget.channel);
  return View === null ? null : <View {...props} />;
}
