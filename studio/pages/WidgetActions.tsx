/**
 * One widget's menu on the page screen (the generic Dropdown: opens on press, keys or hover, closes
 * 300 ms after the pointer leaves): move it up or down, duplicate it, delete it (the screen asks first).
 */
import { Dropdown } from '../controls/Dropdown';
import { MORE_ICON } from '../parts/MoreIcon';

export type WidgetAction = 'up' | 'down' | 'duplicate' | 'delete';

export interface WidgetActionsProps {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: WidgetAction) => void;
}

export function WidgetActions({ name, first, last, busy, onAction }: WidgetActionsProps) {
  const items = [
    { id: 'up', label: 'Move up', isDisabled: busy || first },
    { id: 'down', label: 'Move down', isDisabled: busy || last },
    { id: 'duplicate', label: 'Duplicate', isDisabled: busy },
    { id: 'delete', label: 'Delete…', isDisabled: busy },
  ];
  return <Dropdown label={`Actions for ${name}`} icon={MORE_ICON} items={items} onAction={(id) => onAction(id as WidgetAction)} />;
}
