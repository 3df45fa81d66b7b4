/**
 * What "New widget" has chosen so far (NewWidgetDialog.tsx): the kind, the name, the step (a kind with
 * templates goes on to its gallery), the template, and the creation in progress with its failure, which
 * is kept to be said while everything chosen stays.
 */
import { useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { WIDGET_STARTERS, type WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { templatesFor } from '../../bridge-protocol/widgetTemplates';

export function useNewWidgetChoice(onCreate: (starter: WidgetStarter, name: string, template: string | undefined) => Promise<void>) {
  const [key, setKey] = useState<string>(WIDGET_STARTERS[0]?.key ?? '');
  const [name, setName] = useState('');
  const [step, setStep] = useState<'kind' | 'template'>('kind');
  const [templateId, setTemplateId] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const starter = WIDGET_STARTERS.find((s) => s.key === key);
  const templates = starter ? templatesFor(starter.templates) : [];
  const template = templates.find((t) => t.id === templateId) ?? templates[0];

  async function create() {
    if (!starter || creating) return;
    setCreating(true);
    setError(null);
    try {
      await onCreate(starter, name.trim(), template?.id);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setCreating(false);
    }
  }

  /** The form's submit: on to the gallery when the kind has templates, else create. */
  async function next() {
    if (step === 'kind' && templates.length > 0) {
      setTemplateId(template?.id ?? '');
      setStep('template');
      return;
    }
    await create();
  }

  return { key, setKey, name, setName, step, setStep, setTemplateId, creating, error, starter, templates, template, next };
}
