/**
 * One webhook endpoint: its address, events and delivery counts; opened, its signing secret, its
 * deliveries, "Send test event", "Replay failed", edit, turn off and delete.
 */
import { useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { WebhookEndpointFields, WebhookEndpointView } from '../../bridge-protocol/studio/webhooksApi';
import { DeliveryTable } from './DeliveryTable';
import { EndpointForm } from './EndpointForm';
import { useDeliveries } from './useDeliveries';

export interface EndpointCardProps {
  pageId: string;
  endpoint: WebhookEndpointView;
  onSave: (fields: WebhookEndpointFields) => Promise<string | null>;
  onDelete: () => void;
  onChanged: () => void;
  onSessionLost: (notice: string) => void;
}

const quiet =
  'inline-flex h-8 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs outline-none data-hovered:bg-slate-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40';

function Deliveries({ pageId, endpoint, onChanged, onSessionLost }: Omit<EndpointCardProps, 'onSave' | 'onDelete'>) {
  const deliveries = useDeliveries(pageId, endpoint.id, onSessionLost, onChanged);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button className={quiet} onPress={() => void deliveries.sendTest()}>Send test event</Button>
        <Button className={quiet} onPress={() => void deliveries.replay(null)} isDisabled={endpoint.counts.failed === 0}>
          Replay failed ({endpoint.counts.failed})
        </Button>
        <Button className={quiet} onPress={deliveries.reload}>Refresh</Button>
      </div>
      <p role="status" className={deliveries.message?.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
        {deliveries.message?.text ?? ''}
      </p>
      {deliveries.load.kind === 'loading' && <p className="text-sm text-slate-500">Loading deliveries…</p>}
      {deliveries.load.kind === 'failed' && <p role="alert" className="text-sm text-red-700">{deliveries.load.message}</p>}
      {deliveries.load.kind === 'loaded' && <DeliveryTable deliveries={deliveries.load.value} onReplay={(id) => void deliveries.replay(id)} />}
    </div>
  );
}

export function EndpointCard(props: EndpointCardProps) {
  const { endpoint } = props;
  const [editing, setEditing] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200">
      <Disclosure>
        <Heading level={3} className="m-0">
          <Button slot="trigger" className="group flex w-full items-start gap-3 px-4 py-3 text-left outline-none data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40">
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400 transition-transform group-aria-expanded:rotate-90">
              <path d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z" />
            </svg>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-mono text-sm text-slate-900">{endpoint.url}</span>
              <span className="mt-0.5 block text-xs text-slate-500">
                {endpoint.enabled ? '' : 'Off · '}
                {endpoint.events.length} {endpoint.events.length === 1 ? 'event' : 'events'} · {endpoint.counts.delivered} delivered · {endpoint.counts.pending} retrying · {endpoint.counts.failed} failed
                {endpoint.description ? ` · ${endpoint.description}` : ''}
              </span>
            </span>
          </Button>
        </Heading>
        <DisclosurePanel className="flex flex-col gap-4 border-t border-slate-100 px-4 py-4">
          <div className="text-sm">
            <span className="font-medium text-slate-700">Signing secret </span>
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-xs">{showSecret ? endpoint.secret : 'whsec_••••••••••••'}</code>{' '}
            <Button className="text-sm font-medium text-accent-700 outline-none data-focus-visible:underline" onPress={() => setShowSecret(!showSecret)}>
              {showSecret ? 'Hide' : 'Show'}
            </Button>
          </div>
          {editing ? (
            <EndpointForm
              initial={{ url: endpoint.url, events: endpoint.events, description: endpoint.description, enabled: endpoint.enabled }}
              submitLabel="Save endpoint"
              onSubmit={async (fields) => {
                const refusal = await props.onSave(fields);
                if (refusal === null) setEditing(false);
                return refusal;
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button className={quiet} onPress={() => setEditing(true)}>Edit</Button>
              <Button className={quiet} onPress={() => void props.onSave({ url: endpoint.url, events: endpoint.events, description: endpoint.description, enabled: !endpoint.enabled })}>
                {endpoint.enabled ? 'Turn off' : 'Turn on'}
              </Button>
              <Button className={`${quiet} text-red-700`} onPress={props.onDelete}>Delete</Button>
            </div>
          )}
          <Deliveries pageId={props.pageId} endpoint={endpoint} onChanged={props.onChanged} onSessionLost={props.onSessionLost} />
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
