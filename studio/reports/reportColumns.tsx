/**
 * What each report's rows show (ReportRows.tsx draws them). Everything here is text a visitor, Meta or a
 * host page sent (a page URL, a payload, an event name): it is rendered as text, never as a link or
 * markup, and a long value is cut visually with the whole of it in the title.
 */
import type { MessengerOptinRow, PixelRow, ReportId, SubscriberRow } from '../../bridge-protocol/studio/studioReports';
import { ConsentRecordButton } from './ConsentRecordButton';
import { moneyText } from './moneyText';
import { RelativeTime } from './RelativeTime';
import type { ReportColumn } from './ReportRows';

const None = () => (
  <span className="text-slate-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">none</span>
  </span>
);

const Widget = ({ id }: { id: string }) => (
  <span className="inline-flex rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
    <span className="sr-only">Widget </span>#{id}
  </span>
);

/** Long opaque text (ids, URLs, payloads): one line, cut with an ellipsis, whole in the title. */
const Clipped = ({ text, mono = false }: { text: string | null; mono?: boolean }) =>
  text === null || text === '' ? (
    <None />
  ) : (
    <span title={text} className={`block truncate ${mono ? 'font-mono text-[0.8125rem]' : ''}`}>
      {text}
    </span>
  );

/** A web address as a person reads it: host and path without the scheme ("shop.example/checkout?step=2"); other text as it is. */
function readableUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
  } catch {
    return text;
  }
}

/** The page a visitor subscribed on: readable, the whole address in the title. Text, never a link (anyone can send any Referer). */
const PageUrl = ({ url }: { url: string | null }) =>
  url === null || url === '' ? (
    <None />
  ) : (
    <span title={url} className="block truncate">
      {readableUrl(url)}
    </span>
  );

const SOURCE_LABELS: Readonly<Record<string, string>> = { optin: 'Plugin opt-in', referral: 'm.me link', postback: 'Get Started' };

/** When the row happened: relative, with the exact date and time under it (and whole in the title). */
function timeColumn<R>(header: string, iso: (row: R) => string, now: number): ReportColumn<R> {
  return { id: 'time', header, role: 'time', className: 'w-48', cell: (r) => <RelativeTime iso={iso(r)} now={now} exact /> };
}

/** `pageId`: the page the rows are of, for each row's consent record download (none without it). */
export function subscriberColumns(now: number, pageId?: string): ReportColumn<SubscriberRow>[] {
  const record: ReportColumn<SubscriberRow>[] =
    pageId === undefined
      ? []
      : [{ id: 'record', header: 'Record', className: 'w-24', cell: (r) => <ConsentRecordButton pageId={pageId} subscriberId={r.id} phone={r.phone} /> }];
  return [
    {
      id: 'phone',
      header: 'Phone',
      role: 'title',
      className: 'w-40',
      cell: (r) => <span className="font-medium text-slate-900 tabular-nums">{r.phone}</span>,
    },
    {
      id: 'consent',
      header: 'Consent',
      cell: (r) => (
        <p title={r.legal_text} className="line-clamp-3 text-xs leading-5 text-slate-600 lg:line-clamp-2">
          {r.legal_text}
        </p>
      ),
    },
    { id: 'widget', header: 'Widget', className: 'w-24', cell: (r) => <Widget id={r.widget_id} /> },
    { id: 'page', header: 'Page', className: 'w-48', cell: (r) => <PageUrl url={r.page_url} /> },
    timeColumn('Subscribed', (r) => r.consented_at, now),
    ...record,
  ];
}

export function messengerOptinColumns(now: number): ReportColumn<MessengerOptinRow>[] {
  return [
    {
      id: 'user',
      header: 'Messenger user',
      role: 'title',
      className: 'w-48',
      cell: (r) =>
        r.psid !== null ? (
          <span className="flex min-w-0 items-baseline gap-1.5">
            <span className="text-xs text-slate-500">PSID</span>
            <Clipped text={r.psid} mono />
          </span>
        ) : (
          <span className="flex min-w-0 items-baseline gap-1.5">
            <span className="text-xs text-slate-500">user_ref</span>
            <Clipped text={r.user_ref} mono />
          </span>
        ),
    },
    {
      id: 'source',
      header: 'Source',
      className: 'w-32',
      cell: (r) => (
        <span className="inline-flex rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
          {SOURCE_LABELS[r.source] ?? r.source}
        </span>
      ),
    },
    { id: 'widget', header: 'Widget', className: 'w-24', cell: (r) => <Widget id={r.widget_id} /> },
    { id: 'payload', header: 'Payload', cell: (r) => <Clipped text={r.payload} mono /> },
    timeColumn('Received', (r) => r.received_at, now),
  ];
}

const eventColumn: ReportColumn<PixelRow> = {
  id: 'event',
  header: 'Event',
  role: 'title',
  cell: (r) => <Clipped text={r.event} />,
};

export function pixelColumns(report: Extract<ReportId, 'events' | 'conversions' | 'money'>, now: number): ReportColumn<PixelRow>[] {
  const received = timeColumn<PixelRow>('Received', (r) => r.received_at, now);
  switch (report) {
    case 'events':
      return [
        { ...eventColumn, className: 'w-2/5' },
        { id: 'session', header: 'Session', cell: (r) => <Clipped text={r.session_id} mono /> },
        received,
      ];
    case 'conversions':
      return [eventColumn, received];
    case 'money':
      return [
        eventColumn,
        {
          id: 'amount',
          header: 'Amount',
          className: 'w-40 lg:text-right',
          cell: (r) =>
            r.weight === null ? <None /> : <span className="font-medium text-slate-900 tabular-nums">{moneyText(r.weight, r.currency ?? 'USD')}</span>,
        },
        received,
      ];
  }
}
