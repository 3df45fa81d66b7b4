/**
 * One widget of a page card on the pages screen: its id, its name (a link to its editor), its type and its
 * channel. At 375 px the type and channel go under the name; every value carries its name for screen
 * readers, so the column heads over the list (wide screens only) are decoration.
 */
import { Link } from 'react-aria-components';
import type { StudioWidgetSummary } from '../../bridge-protocol/studio/studioApi';
import { hrefOf } from '../rules/studioRoute';
import { channelLabel, typeLabel, type ChannelTone } from './widgetLabels';

const TONE_DOT: Readonly<Record<ChannelTone, string>> = {
  messenger: 'bg-sky-500',
  sms: 'bg-emerald-500',
  omni: 'bg-violet-500',
  none: 'bg-slate-400',
  other: 'bg-amber-500',
};

export const WIDGET_LINE_COLUMNS = 'sm:grid-cols-[4.5rem_minmax(0,1fr)_9rem_8.5rem]';

export function PageWidgetLine({ widget, pageId }: { widget: StudioWidgetSummary; pageId: string }) {
  const channel = channelLabel(widget.channel);
  return (
    <li className={`grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 px-4 py-3 ${WIDGET_LINE_COLUMNS} sm:px-5`}>
      <span className="text-xs font-medium text-slate-500 tabular-nums">
        <span className="sr-only">Widget </span>#{String(widget.id)}
      </span>
      <Link
        href={hrefOf({ screen: 'widget', pageId, widgetId: String(widget.id) })}
        className={`truncate rounded text-sm outline-none data-hovered:text-accent-700 data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-accent-500/60 ${widget.name === '' ? 'text-slate-500 italic' : 'font-medium text-slate-800'}`}
      >
        {widget.name === '' ? 'Untitled' : widget.name}
      </Link>
      <span className="col-start-2 flex flex-wrap items-center gap-1.5 sm:contents">
        <span className="inline-flex w-fit items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          <span className="sr-only">Type: </span>
          {typeLabel(widget.type)}
        </span>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
          <span className={`size-1.5 rounded-full ${TONE_DOT[channel.tone]}`} aria-hidden="true" />
          <span className="sr-only">Channel: </span>
          {channel.label}
        </span>
      </span>
    </li>
  );
}
