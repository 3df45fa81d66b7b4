/**
 * "Webhooks" on a page (issue 48): every new opt-in (and confirmation, unsubscription, erasure,
 * promotion) sent to the owner's own systems, signed (Standard Webhooks), retried for 3 days. Lists the
 * endpoints with their deliveries, adds one, and links the guide to verifying a signature.
 */
import { useConfirm } from '../controls/useConfirm';
import { EndpointCard } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { useWebhooks } from './useWebhooks';

export interface WebhooksSectionProps {
  pageId: string;
  onSessionLost: (notice: string) => void;
}

export function WebhooksSection({ pageId, onSessionLost }: WebhooksSectionProps) {
  const hooks = useWebhooks(pageId, onSessionLost);
  const { confirm, confirmDialog } = useConfirm();
  return (
    <section aria-labelledby="webhooks-heading" className="mt-8 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id="webhooks-heading" className="text-base font-semibold text-slate-900">
        Webhooks
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Send each new subscriber to your CRM, email or SMS platform, or automation. Every delivery is signed and retried for 3 days.
      </p>
      <p role="status" className="sr-only">
        {hooks.notice}
      </p>
      {hooks.load.kind === 'loading' && <p className="mt-4 text-sm text-slate-500">Loading webhooks…</p>}
      {hooks.load.kind === 'failed' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Webhooks could not be loaded: {hooks.load.message}
        </p>
      )}
      {hooks.load.kind === 'loaded' && hooks.load.value.length > 0 && (
        <ul aria-label="Endpoints" className="mt-4 flex flex-col gap-3">
          {hooks.load.value.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              pageId={pageId}
              endpoint={endpoint}
              onSave={(fields) => hooks.update(endpoint.id, fields)}
              onChanged={hooks.refresh}
              onSessionLost={onSessionLost}
              onDelete={() =>
                void confirm({
                  title: 'Delete this endpoint?',
                  message: `${endpoint.url} stops receiving events, and its queued deliveries are dropped.`,
                  confirmLabel: 'Delete endpoint',
                  destructive: true,
                }).then((ok) => (ok ? hooks.remove(endpoint) : null))
              }
            />
          ))}
        </ul>
      )}
      <div className="mt-5 border-t border-slate-100 pt-5">
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Add an endpoint</h3>
        <EndpointForm submitLabel="Add endpoint" onSubmit={hooks.add} />
      </div>
      {confirmDialog}
    </section>
  );
}
