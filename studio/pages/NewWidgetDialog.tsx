/**
 * "New widget": every kind the studio can start (bridge-protocol/studio/widgetStarters.ts) as one radio group,
 * visual kinds first, then the kinds without a layout, and an optional name. Creating keeps the dialog
 * open with what was chosen until the server answers; a failure is said inside it and nothing is lost.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useState } from 'react';
import { Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { isConfigOnlyStarter, WIDGET_STARTERS, type WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { TextField } from '../controls/TextField';
import { CreateDialogActions } from './CreateDialogActions';

export interface NewWidgetDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Creates the widget; rejects with a message to show. */
  onCreate: (starter: WidgetStarter, name: string) => Promise<void>;
}

const GROUPS: ReadonlyArray<{ label: string; starters: readonly WidgetStarter[] }> = [
  { label: 'Shown to visitors', starters: WIDGET_STARTERS.filter((s) => !isConfigOnlyStarter(s)) },
  { label: 'Links, codes and ads (no layout)', starters: WIDGET_STARTERS.filter(isConfigOnlyStarter) },
];

export function NewWidgetDialog({ isOpen, onClose, onCreate }: NewWidgetDialogProps) {
  const [key, setKey] = useState<string>(WIDGET_STARTERS[0]?.key ?? '');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    const starter = WIDGET_STARTERS.find((s) => s.key === key);
    if (!starter || creating) return;
    setCreating(true);
    setError(null);
    try {
      await onCreate(starter, name.trim());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setCreating(false);
    }
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!creating}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-2xl rounded-xl bg-white shadow-xl outline-none">
        <Dialog className="flex max-h-[calc(100dvh-2rem)] flex-col outline-none">
          <form
            className="flex min-h-0 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
              <Heading slot="title" className="text-lg font-semibold text-slate-900">
                New widget
              </Heading>
              <p className="mt-1 text-sm text-slate-500">Pick a kind; it starts with sample texts you then edit.</p>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
              <RadioGroup value={key} onChange={setKey} aria-label="Kind of widget" className="flex flex-col gap-5">
                {GROUPS.map((group) => (
                  <div key={group.label} role="presentation">
                    <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</Label>
                    <div className="mt-2 grid gap-2 sm:grid-cols-2">
                      {group.starters.map((starter) => (
                        <Radio
                          key={starter.key}
                          value={starter.key}
                          className="group flex cursor-default gap-3 rounded-lg border border-slate-200 px-3 py-2.5 outline-none transition-colors data-hovered:border-slate-300 data-selected:border-accent-500 data-selected:bg-accent-50/60 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
                        >
                          <span
                            aria-hidden="true"
                            className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-slate-400 group-data-selected:border-accent-600 group-data-selected:bg-accent-600"
                          >
                            <span className="size-1.5 rounded-full bg-white opacity-0 group-data-selected:opacity-100" />
                          </span>
                          <span className="min-w-0">
                            <span className="block text-sm font-medium text-slate-900">{starter.label}</span>
                            <span className="block text-xs text-slate-600">{starter.hint}</span>
                          </span>
                        </Radio>
                      ))}
                    </div>
                  </div>
                ))}
              </RadioGroup>
              <div className="mt-5">
                <TextField label="Name" required={false} value={name} onChange={setName} maxLength={500} description="Shown in the studio only; the kind’s name when empty." />
              </div>
              {error !== null && (
                <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                  The widget was not created: {error}
                </p>
              )}
            </div>
            <CreateDialogActions creating={creating} onCancel={onClose} createLabel="Create widget" className="border-t border-slate-200 px-5 py-4 sm:px-6" />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
