/** "New page": its id (what the embed's `data-page-id` will say), checked as the server checks it before sending. */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TextField } from '../controls/TextField';
import { Spinner } from '../parts/Spinner';

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
      setError(e instanceof Error ? e.message : String(e));
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
            <div className="flex justify-end gap-3">
              <Button
                onPress={onClose}
                isDisabled={creating}
                className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
              >
                Cancel
              </Button>
              <Button
                type="submit"
                aria-disabled={creating || undefined}
                className="inline-flex h-9 items-center gap-2 rounded-lg bg-accent-600 px-4 text-sm font-semibold text-white outline-none data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
              >
                {creating && <Spinner className="size-4" />}
                Create page
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
