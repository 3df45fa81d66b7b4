/**
 * The accessible name of a widget: its title, else its operator-given name, else its kind. A region or
 * an iframe with an empty name is announced as nothing useful.
 */
import type { MergedWidget } from '../config/mergeWidget';
import { ownValue } from '../../bridge-protocol/ownValue';
import { displayText } from '../rules/displayText';

const KIND_NAMES: Record<string, string> = {
  bar: 'Messenger opt-in bar',
  modal: 'Messenger opt-in dialog',
  slide_in: 'Messenger opt-in',
  page_takeover: 'Messenger opt-in',
  customer_chat: 'Chat',
  omnichat: 'Chat with us',
};

export function widgetLabel(widget: Pick<MergedWidget, 'widget_type' | 'name' | 'data'>): string {
  const title = displayText(widget.data.main.title).trim();
  if (title) return title;
  const name = displayText(widget.name).trim();
  if (name) return name;
  return ownValue(KIND_NAMES, widget.widget_type) ?? 'Messenger opt-in';
}
