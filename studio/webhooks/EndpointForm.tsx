/**
 * Adding or changing a webhook endpoint: its https address, the events it receives and a description.
 * What was typed stays when the server refuses it (a private address, an unknown name), with its reason
 * at the address field.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { WebhookEndpointFields } from '../../bridge-protocol/studio/webhooksApi';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from '../../bridge-protocol/webhookEvents';
import { CheckboxGroup } from '../controls/CheckboxGroup';
import { TextField } from '../controls/TextField';

export interface EndpointFormProps {
  initial?: WebhookEndpointFields;
  submitLabel: string;
  /** Resolves to the server's refusal, or null when saved. */
  onSubmit: (fields: WebhookEndpointFields) => Promise<string | null>;
  onCancel?: () => void;
}

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENTS[type] }));
const EMPTY: WebhookEndpointFields = { url: '', events: ['optin.sms.created', 'optin.messenger.created'], description: '', enabled: true };

export function EndpointForm({ initial = EMPTY, submitLabel, onSubmit, onCancel }: EndpointFormProps) {
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missingEvents = fields.events.length === 0;
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (missingEvents) return;
        setBusy(true);
        void onSubmit(fields).then((refusal) => {
          setBusy(false);
          setProblem(refusal);
          if (refusal === null && initial === EMPTY) setFields(EMPTY);
        });
      }}
    >
      <TextField
        label="Endpoint address"
        type="url"
        placeholder="https://hooks.example.com/optins"
        description="A public https:// address of your CRM, email or SMS platform, or automation."
        value={fields.url}
        onChange={(url) => setFields({ ...fields, url })}
        errorMessage={problem ?? undefined}
      />
      <CheckboxGroup
        label="Events to send"
        options={EVENT_OPTIONS}
        value={fields.events}
        onChange={(events) => setFields({ ...fields, events })}
        errorMessage={missingEvents ? 'Pick at least one event.' : undefined}
      />
      <TextField label="Description" required={false} maxLength={200} value={fields.description} onChange={(description) => setFields({ ...fields, description })} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          isDisabled={busy}
          className="inline-flex h-9 items-center rounded-lg bg-accent-600 px-3.5 text-sm font-semibold text-white shadow-xs outline-none data-disabled:opacity-50 data-hovered:bg-accent-700 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40"
        >
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button onPress={onCancel} className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-slate-700 outline-none data-hovered:bg-slate-100 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
