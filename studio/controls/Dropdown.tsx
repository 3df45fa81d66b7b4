import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { POPOVER_EDGE_MARGIN_PX } from '../rules/popoverPosition';
import { optionClass, popoverClass, secondaryButtonClass } from './controlStyles';
import { useHoverMenu } from './useHoverMenu';

export interface DropdownItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface DropdownProps {
  /** The trigger's text, or with `icon` its accessible name only. */
  label: string;
  /** A compact trigger showing only this icon (a row's "more" menu); `label` then names it. */
  icon?: ReactNode;
  items: readonly DropdownItem[];
  onAction: (id: string) => void;
}

/**
 * A menu of actions that opens on hover as well as on press/Enter/ArrowDown. Opened by hover it
 * stays open for DROPDOWN_CLOSE_DELAY_MS after the pointer leaves the trigger or the menu, so the
 * pointer can cross the gap between them; it does not take focus then (a hover must not move the
 * caret out of a field). Opened by press or keyboard it is a normal React Aria menu with focus in it.
 *
 * The popover is non-modal: a modal one lays an underlay over the page, which would take the
 * pointer off the trigger the moment the menu opened and start the close timer at once.
 */
export function Dropdown({ label, icon, items, onAction }: DropdownProps) {
  const { openedBy, onOpenChange, trigger, menu } = useHoverMenu();

  return (
    <MenuTrigger isOpen={openedBy !== null} onOpenChange={onOpenChange}>
      <Button
        aria-label={icon === undefined ? undefined : label}
        className={
          icon === undefined
            ? `${secondaryButtonClass} self-start`
            : 'grid size-8 place-items-center rounded-md text-slate-500 outline-none data-hovered:bg-slate-100 data-hovered:text-slate-800 data-pressed:bg-slate-200 data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60'
        }
        // React Aria's hover events ignore touch, where a tap is a press.
        {...trigger}
      >
        {icon ?? (
          <>
            {label}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
              <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
            </svg>
          </>
        )}
      </Button>
      <Popover
        isNonModal
        placement={icon === undefined ? 'bottom start' : 'bottom end'}
        offset={4}
        containerPadding={POPOVER_EDGE_MARGIN_PX}
        className={`${popoverClass} min-w-(--trigger-width)`}
      >
        <div {...menu}>
          <Menu
            items={items}
            // Hover-opened menus leave focus where it was; pressed ones focus their first item.
            autoFocus={openedBy === 'press' ? 'first' : false}
            aria-label={label}
            onAction={(key) => onAction(String(key))}
            className="p-1 outline-none"
          >
            {(item) => (
              <MenuItem id={item.id} isDisabled={item.isDisabled} className={optionClass}>
                {item.label}
              </MenuItem>
            )}
          </Menu>
        </div>
      </Popover>
    </MenuTrigger>
  );
}
