import { createElement, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { confirmDialogResult, type ConfirmDialogOutcome } from '../rules/confirmDialog';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

export interface UseConfirm {
  /** Opens the dialog; resolves true on Confirm, false on Cancel, Escape or a click outside. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The dialog element; render it once anywhere in the caller's tree. */
  confirmDialog: ReactElement;
}

/**
 * Asking as an awaitable call: `if (await confirm({title, message})) remove()`. A second confirm()
 * while one is open answers the first with false (it was superseded, not confirmed); unmounting
 * answers an open one with false too, so no caller waits forever.
 */
export function useConfirm(): UseConfirm {
  // The options stay after closing, so the dialog's text does not blank out while it leaves.
  const [dialog, setDialog] = useState<{ options: ConfirmOptions; isOpen: boolean }>({
    options: { title: '', message: '' },
    isOpen: false,
  });
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((outcome: ConfirmDialogOutcome) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setDialog((current) => ({ ...current, isOpen: false }));
    resolve?.(confirmDialogResult(outcome));
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolveRef.current?.(false);
    setDialog({ options: next, isOpen: true });
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  useEffect(() => () => resolveRef.current?.(false), []);

  const confirmDialog = createElement(ConfirmDialog, { ...dialog.options, isOpen: dialog.isOpen, onOutcome: settle });
  return { confirm, confirmDialog };
}
