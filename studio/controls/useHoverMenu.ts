/**
 * The open state of a menu that opens on hover as well as on press (Dropdown.tsx): opened by hover it
 * closes DROPDOWN_CLOSE_DELAY_MS after the pointer leaves trigger and menu (so the pointer can cross the
 * gap); opened by press or keyboard it closes only on purpose. `trigger` goes on the trigger's hover
 * events, `menu` on the menu's pointer events (touch is a press, never a hover).
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS } from '../rules/controlConstants';

export type OpenedBy = 'hover' | 'press';

export function useHoverMenu() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerOnTrigger = useRef(false);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      // A menu the visitor opened on purpose (press, keyboard) closes only on purpose.
      setOpenedBy((current) => (current === 'hover' ? null : current));
    }, DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onOpenChange = (open: boolean) => {
    cancelClose();
    // React Aria toggles on press; a click on a trigger the pointer already opened means "keep it".
    if (!open && openedBy === 'hover' && pointerOnTrigger.current) setOpenedBy('press');
    else setOpenedBy(open ? 'press' : null);
  };

  const trigger = {
    onHoverStart: () => {
      pointerOnTrigger.current = true;
      cancelClose();
      setOpenedBy((current) => current ?? 'hover');
    },
    onHoverEnd: () => {
      pointerOnTrigger.current = false;
      scheduleClose();
    },
  };
  const menu = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') cancelClose();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') scheduleClose();
    },
  };
  return { openedBy, onOpenChange, trigger, menu };
}
