/** One widget's menu on the page screen: move it up or down, duplicate it, delete it (the screen asks first). */
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export type WidgetAction = 'up' | 'down' | 'duplicate' | 'delete';

export interface WidgetActionsProps {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: WidgetAction) => void;
}

const ITEM =
  'flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 outline-none data-disabled:text-slate-400 data-focused:bg-slate-100 data-focused:text-slate-900';

export function WidgetActions({ name, first, last, busy, onAction }: WidgetActionsProps) {
  const disabled = [...(first ? ['up'] : []), ...(last ? ['down'] : []), ...(busy ? ['up', 'down', 'duplicate', 'delete'] : [])];
  return (
    <MenuTrigger>
      <Button
        aria-label={`Actions for ${name}`}
        className="grid size-8 place-items-center rounded-md text-slate-500 outline-none data-hovered:bg-slate-100 data-hovered:text-slate-800 data-pressed:bg-slate-200 data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
          <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM10 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
        </svg>
      </Button>
      <Popover placement="bottom end" offset={4} containerPadding={5} className="min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <Menu aria-label={`Actions for ${name}`} disabledKeys={disabled} onAction={(key) => onAction(String(key) as WidgetAction)} className="outline-none">
          <MenuItem id="up" className={ITEM}>
            Move up
          </MenuItem>
          <MenuItem id="down" className={ITEM}>
            Move down
          </MenuItem>
          <MenuItem id="duplicate" className={ITEM}>
            Duplicate
          </MenuItem>
          <MenuItem id="delete" className={`${ITEM} text-red-700 data-focused:bg-red-50 data-focused:text-red-800`}>
            Delete…
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
