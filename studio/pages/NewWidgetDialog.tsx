/**
 * "New widget": every kind the studio can start (bridge-protocol/studio/widgetStarters.ts) as one radio group,
 * visual kinds first, then the kinds without a layout, and an optional name. A kind with designed
 * templates (bridge-protocol/widgetTemplates.ts) then shows its gallery, the chosen template in the real
 * frame, so a new widget starts from a design, never from a bare card. Creating keeps the dialog open
 * with what was chosen until the server answers; a failure is said inside it and nothing is lost.
 */
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { starterData, type WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { widgetTemplate } from '../../bridge-protocol/widgetTemplates';
import { useNewWidgetChoice } from './useNewWidgetChoice';
import { WidgetKindChoice } from './WidgetKindChoice';
import { TemplatePicker } from '../templates/TemplatePicker';
import { TextField } from '../controls/TextField';
import { CreateDialogActions } from './CreateDialogActions';

export interface NewWidgetDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Creates the widget in the template chosen (undefined: a kind without templates); rejects with a message to show. */
  onCreate: (starter: WidgetStarter, name: string, template: string | undefined) => Promise<void>;
  /** The page the widget is for: the template preview shows it with this page's fields (its theme). */
  pageId: string;
  pageConfig: Record<string, unknown>;
}


/** The first step: the kind, and an optional name. */
function KindStep({ kind, onKind, name, onName }: { kind: string; onKind: (key: string) => void; name: string; onName: (name: string) => void }) {
  return (
    <>
      <WidgetKindChoice value={kind} onChange={onKind} />
      <div className="mt-5">
        <TextField label="Name" required={false} value={name} onChange={onName} maxLength={500} description="Shown in the studio only; the kind’s name when empty." />
      </div>
    </>
  );
}

export function NewWidgetDialog({ isOpen, onClose, onCreate, pageId, pageConfig }: NewWidgetDialogProps) {
  const { key, setKey, name, setName, step, setStep, setTemplateId, creating, error, starter, templates, template, next } = useNewWidgetChoice(onCreate);

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!creating}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className={`w-full rounded-xl bg-white shadow-xl outline-none ${step === 'template' ? 'max-w-6xl' : 'max-w-2xl'}`}>
        <Dialog className="flex max-h-[calc(100dvh-2rem)] flex-col outline-none">
          <form
            className="flex min-h-0 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              void next();
            }}
          >
            <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
              <Heading slot="title" className="text-lg font-semibold text-slate-900">
                New widget
              </Heading>
              <p className="mt-1 text-sm text-slate-500">
                {step === 'template' ? `Pick a template for your ${starter?.label.toLowerCase() ?? 'widget'}: colours and corners follow the page’s brand settings.` : 'Pick a kind; it starts with sample texts you then edit.'}
              </p>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
              {step === 'template' && starter && template ? (
                <TemplatePicker templates={templates} value={template.id} onChange={setTemplateId} pageId={pageId} pageConfig={pageConfig} preview={previewWidget(starter, template.id, name)} />
              ) : (
                <KindStep kind={key} onKind={setKey} name={name} onName={setName} />
              )}
              {error !== null && (
                <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                  The widget was not created: {error}
                </p>
              )}
            </div>
            <CreateDialogActions
              creating={creating}
              onCancel={onClose}
              onBack={step === 'template' ? () => setStep('kind') : undefined}
              createLabel={step === 'kind' && templates.length > 0 ? 'Next: choose a template' : 'Create widget'}
              className="border-t border-slate-200 px-5 py-4 sm:px-6"
            />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The new widget as the template preview shows it: the starter's texts in the chosen template (pictures from this origin, the provider's). */
function previewWidget(starter: WidgetStarter, templateId: string, name: string): Record<string, unknown> {
  return {
    widget_id: 0,
    widget_type: starter.widget_type,
    channel: starter.channel,
    name: name.trim() || starter.label,
    data: starterData(starter, widgetTemplate(templateId), window.location.origin),
  };
}
