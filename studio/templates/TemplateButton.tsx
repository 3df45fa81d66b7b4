/**
 * The editor's way to a template: the one the draft wears (or "Custom design" once a design field was
 * changed by hand) and "Change template", which opens the gallery. Nothing for a kind without templates.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { WidgetMain } from '../../bridge-protocol/config';
import { templateOf } from '../../bridge-protocol/widgetTemplates';
import { widgetFormKind } from '../editor/widgetFormKinds';
import { TemplateDialog } from './TemplateDialog';

export interface TemplateButtonProps {
  widget: Record<string, unknown>;
  pageId: string;
  pageConfig: Record<string, unknown>;
  onApply: (widget: Record<string, unknown>) => void;
}

export function TemplateButton({ widget, pageId, pageConfig, onApply }: TemplateButtonProps) {
  const [open, setOpen] = useState(false);
  const offer = widgetFormKind(widget.widget_type ?? widget.type, widget.channel)?.templates ?? 'none';
  if (offer === 'none') return null;
  const main = ((widget.data ?? {}) as { main?: WidgetMain }).main ?? {};
  const current = templateOf(main, offer);
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <span>{current ? `Template: ${current.name}` : 'Custom design'}</span>
      <Button
        onPress={() => setOpen(true)}
        className="h-8 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 shadow-xs outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
      >
        Change template
      </Button>
      {open && (
        <TemplateDialog
          offer={offer}
          widget={widget}
          pageId={pageId}
          pageConfig={pageConfig}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            setOpen(false);
            onApply(next);
          }}
        />
      )}
    </div>
  );
}
