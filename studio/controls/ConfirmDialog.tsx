import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  CONFIRM_DIALOG_CANCEL_LABEL,
  CONFIRM_DIALOG_CONFIRM_LABEL,
  CONFIRM_DIALOG_WIDTH_PX,
  modalBodyMaxHeight,
  type ConfirmDialogOutcome,
} from '../rules/confirmDialog';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './controlStyles';
import { useViewportHeight } from './useViewport';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for deleting and other changes that cannot be undone. */
  destructive?: boolean;
  /** How it ended: 'confirm', 'cancel', or 'close' (Escape, a click outside). */
  onOutcome: (outcome: ConfirmDialogOutcome) => void;
}

/**
 * SPEC §2/§4 confirm dialog: an alertdialog 525 px wide (never wider than the screen less the
 * overlay's padding), title, message, Cancel and Confirm. Escape and a click outside close it,
 * which reads as a cancel (confirmDialogResult).
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = CONFIRM_DIALOG_CONFIRM_LABEL,
  cancelLabel = CONFIRM_DIALOG_CANCEL_LABEL,
  destructive = false,
  onOutcome,
}: ConfirmDialogProps) {
  const bodyMaxHeight = modalBodyMaxHeight(useViewportHeight(), true);
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onOutcome('close');
      }}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
    >
      <Modal
        style={{ width: CONFIRM_DIALOG_WIDTH_PX }}
        className="max-w-full rounded-lg bg-white shadow-xl outline-none"
      >
        <Dialog role="alertdialog" className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          <p style={{ maxHeight: bodyMaxHeight }} className="overflow-y-auto text-sm whitespace-pre-line text-slate-600">
            {message}
          </p>
          <div className="flex justify-end gap-3">
            <Button className={secondaryButtonClass} onPress={() => onOutcome('cancel')}>
              {cancelLabel}
            </Button>
            <Button
              className={destructive ? dangerButtonClass : primaryButtonClass}
              onPress={() => onOutcome('confirm')}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
