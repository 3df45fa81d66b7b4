/** An endpoint's deliveries: when, which event, its status, attempts and the endpoint's last answer. */
import { Button } from 'react-aria-components';
import type { WebhookDeliveryView } from '../../bridge-protocol/studio/webhooksApi';

const STATUS_STYLE: Record<WebhookDeliveryView['status'], string> = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
};
const STATUS_LABEL: Record<WebhookDeliveryView['status'], string> = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface DeliveryTableProps {
  deliveries: readonly WebhookDeliveryView[];
  onReplay: (deliveryId: string) => void;
}

export function DeliveryTable({ deliveries, onReplay }: DeliveryTableProps) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-500">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Deliveries, newest first</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Time</th>
            <th scope="col" className="py-2 pr-3 font-medium">Event</th>
            <th scope="col" className="py-2 pr-3 font-medium">Status</th>
            <th scope="col" className="py-2 pr-3 font-medium">Attempts</th>
            <th scope="col" className="py-2 pr-3 font-medium">Last answer</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((d) => (
            <tr key={d.id} className="align-top">
              <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{when(d.created_at)}</td>
              <td className="py-2 pr-3 font-mono text-xs text-slate-700">{d.type}</td>
              <td className="py-2 pr-3">
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLE[d.status]}`}>{STATUS_LABEL[d.status]}</span>
              </td>
              <td className="py-2 pr-3 tabular-nums text-slate-700">{d.attempts}</td>
              <td className="max-w-xs py-2 pr-3 text-slate-600">
                <span className="font-medium text-slate-800">{d.last_status === null ? (d.attempts === 0 ? '—' : 'No answer') : `HTTP ${d.last_status}`}</span>
                {d.last_response ? <span className="mt-0.5 block truncate font-mono text-xs" title={d.last_response}>{d.last_response}</span> : null}
              </td>
              <td className="py-2 text-right">
                {d.status === 'failed' && (
                  <Button onPress={() => onReplay(d.id)} className="rounded-md px-2 py-1 text-xs font-medium text-accent-700 outline-none data-hovered:bg-accent-50 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/40">
                    Replay<span className="sr-only"> the delivery of {when(d.created_at)}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
