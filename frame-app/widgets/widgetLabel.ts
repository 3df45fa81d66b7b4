/**
 * The accessible name of a widget: its title, else its operator-given name, else its kind's name (the
 * catalogue's `frameName`, from the kind boot resolved). A region or an iframe with an empty name is
 * announced as nothing useful.
 */
import type { MergedWidget } from '../config/mergeWidget';
import { displayText } from '../rules/displayText';
import type { WidgetKind } from './kinds';

export function widgetLabel(widget: Pick<MergedWidget, 'name' | 'data'>, kind: Pick<WidgetKind, 'frameName'>): string {
  const title = displayText(widget.data.main.title).trim();
  if (title) return title;
  const name = displayText(widget.name).trim();
  if (name) return name;
  return kind.frameName;
}
