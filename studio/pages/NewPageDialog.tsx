/** "New page": its id (what the embed's `data-page-id` will say), checked as the server checks it before sending. */
import { errorText } from '../../bridge-protocol/errorText';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TextField } from '../controls/TextField';
import { CreateDialogActions } from './CreateDialogActions';

export interface NewPageDialogProps {
  onClose: () => void;
  /** Creates the page; rejects with a message to show (a taken id, a bad one). */
  onCreate: (pageId: string) => Promise<void>;
}

const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function NewPageDialog({ onClose, onCreate }: NewPageDialogProps) {
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  async function create() {
    const pageId = id.trim();
    if (!PAGE_ID.test(pageId)) {
      setError(pageId === '' ? 'Enter a page id' : 'Use letters, digits, _ and - only, at most 64');
      return;
    }
    setCreating(true);
    setError(null);
    try {
      await onCreate(pageId);
    } catch (e) {
      setError(errorText(e));
      setCreating(false);
    }
  }

  return (
    <ModalOverlay isOpen isDismissable={!creating} onOpenChange={(open) => !open && onClose()} className="fixed inset-0 z-50 flex items-start justify-center bg-slate-900/40 p-4 sm:items-center">
      <Modal className="w-full max-w-md rounded-xl bg-white shadow-xl outline-none">
        <Dialog className="outline-none">
          <form
            className="flex flex-col gap-4 p-6"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <Heading slot="title" className="text-lg font-semibold text-slate-900">
              New page
            </Heading>
            <TextField
              label="Page id"
              value={id}
              onChange={(value) => {
                setId(value);
                setError(null);
              }}
              maxLength={64}
              description="The site’s embed names it: data-page-id=“…”. Letters, digits, _ and -."
              errorMessage={error ?? undefined}
            />
            <CreateDialogActions creating={creating} onCancel={onClose} createLabel="Create page" />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
