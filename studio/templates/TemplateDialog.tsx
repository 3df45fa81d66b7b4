/**
 * "Change template" in the editor: the gallery over the widget being edited, previewed with its own
 * texts. Choosing one changes only the draft's design fields (applyTemplate); nothing is saved until the
 * editor's Save, and Cancel leaves the draft as it was.
 */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { WidgetMain } from '../../bridge-protocol/config';
import { applyTemplate, templateOf, templatesFor, type TemplateOffer } from '../../bridge-protocol/widgetTemplates';
import { setAt } from '../rules/widgetPath';
import { TemplatePicker } from './TemplatePicker';

export interface TemplateDialogProps {
  offer: TemplateOffer;
  widget: Record<string, unknown>;
  pageId: string;
  pageConfig: Record<string, unknown>;
  onClose: () => void;
  /** The widget wearing the chosen template. */
  onApply: (widget: Record<string, unknown>) => void;
}

/** `widget` wearing the template `id`, its pictures from this origin (the provider's). */
export function withTemplate(widget: Record<string, unknown>, offer: TemplateOffer, id: string): Record<string, unknown> {
  const template = templatesFor(offer).find((t) => t.id === id);
  if (!template) return widget;
  const data = (widget.data ?? {}) as { main?: WidgetMain };
  return setAt(widget, 'data.main', applyTemplate(data.main ?? {}, template, window.location.origin));
}

export function TemplateDialog({ offer, widget, pageId, pageConfig, onClose, onApply }: TemplateDialogProps) {
  const templates = templatesFor(offer);
  const main = ((widget.data ?? {}) as { main?: WidgetMain }).main ?? {};
  const [chosen, setChosen] = useState(templateOf(main, offer)?.id ?? templates[0]?.id ?? '');
  const preview = withTemplate(widget, offer, chosen);
  const button = 'h-9 rounded-lg px-3 text-sm font-medium outline-none data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40';
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 sm:items-center">
      <Modal className="w-full max-w-6xl rounded-xl bg-white shadow-xl outline-none">
        <Dialog className="flex max-h-[calc(100dvh-2rem)] flex-col outline-none">
          <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
            <Heading slot="title" className="text-lg font-semibold text-slate-900">
              Change template
            </Heading>
            <p className="mt-1 text-sm text-slate-500">Your texts and display rules stay; the colours, picture and layout become the template’s.</p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
            <TemplatePicker templates={templates} value={chosen} onChange={setChosen} pageId={pageId} pageConfig={pageConfig} preview={preview} />
          </div>
          <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
            <Button onPress={onClose} className={`${button} border border-slate-300 bg-white text-slate-700 data-hovered:bg-slate-50`}>
              Cancel
            </Button>
            <Button onPress={() => onApply(preview)} className={`${button} bg-accent-600 font-semibold text-white data-hovered:bg-accent-700`}>
              Use this template
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
