import { Notice } from './Notice';

/** How an opt-in through this kind reaches the owner: Messenger hands the ref back, the server files it here. */
export function FiledAs({ refValue, widgetId, via = 'Messenger sends back the ref' }: { refValue: string; widgetId: string; via?: string }) {
  return (
    <Notice tone="info">
      {via} <code className="rounded bg-white px-1 py-0.5 font-mono text-[0.8125rem] break-all text-slate-800 ring-1 ring-slate-200">{refValue}</code>, and the opt-in is
      filed to widget #{widgetId}.
    </Notice>
  );
}
