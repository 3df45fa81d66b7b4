/**
 * The omnichat panel (SPEC §2): the greeting headline and text on the widget's colour, the channels
 * (or the SMS flow in their place), and the "Powered by" link. The SMS legal text comes with the SMS flow's
 * form, where a number is collected, not in the list of channels (issue 29).
 * Presentational: the container decides what is open and where focus goes.
 *
 * Every channel says where it goes: Messenger and WhatsApp name the app and open in a new tab (said to
 * screen readers too), Email shows the address, SMS says it stays here ("Text us").
 */
import { useId, type ReactNode, type Ref } from 'react';
import { CHANNEL_COLORS, CHANNEL_ICONS, ChevronIcon } from '../../parts/ChannelIcons';
import { FOCUS_RING } from '../../parts/embedStyles';
import { headerPaint } from '../../parts/chatColors';
import { CloseIcon } from '../../parts/Icons';
import { PoweredBy } from '../../parts/PoweredBy';
import { directChannel, type OmnichatChannel, type OmnichatChannelType } from '../../rules/omnichatChannels';

const CLOSE_PANEL_NAME = 'Close';
const BACK_TO_CHANNELS = 'All channels';
const NO_CHANNELS_TEXT = 'No way to reach us is set up yet.';

/** The line under each channel's name. */
function channelHint(channel: OmnichatChannel): string {
  switch (channel.type) {
    case 'facebook':
      return 'Chat on Messenger';
    case 'whatsapp':
      return 'Chat on WhatsApp';
    case 'sms':
      return 'Text us';
    case 'email':
      return decodeURIComponent(channel.href.slice('mailto:'.length));
  }
}

export interface OmnichatPanelProps {
  panelId: string;
  headline: string;
  text: string;
  /** The widget's own colour as a surface and its text tone; null: the page's accent (parts/chatColors.ts). */
  header: { background: string; text: 'white' | 'dark' } | null;
  channels: readonly OmnichatChannel[];
  /** The SMS flow replaces the channel list while it runs. */
  smsFlow: ReactNode | null;
  /** The sheet (phones): a modal dialog with its own close icon. */
  sheet: boolean;
  compact: boolean;
  defaultSize: boolean;
  width: number | undefined;
  maxHeight: number | undefined;
  panelRef: Ref<HTMLDivElement>;
  onChannel(type: OmnichatChannelType): void;
  onClose(): void;
  onBack(): void;
  onEngaged(): void;
}

const ROW = `group flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left no-underline transition-colors duration-150 hover:bg-slate-100 active:bg-slate-200/70 motion-reduce:transition-none ${FOCUS_RING}`;

function ChannelRow({ channel, compact, onChannel }: { channel: OmnichatChannel; compact: boolean; onChannel(type: OmnichatChannelType): void }) {
  const Icon = CHANNEL_ICONS[channel.type];
  const body = (
    <>
      <span className={`inline-flex shrink-0 items-center justify-center rounded-full text-white ${compact ? 'size-9' : 'size-10'}`} style={{ backgroundColor: CHANNEL_COLORS[channel.type] }}>
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[0.95rem] leading-5 font-semibold text-slate-900">{channel.label}</span>
        <span className="truncate text-sm leading-5 text-slate-600">{channelHint(channel)}</span>
      </span>
      <ChevronIcon className="size-5 shrink-0 text-slate-400 transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none" />
    </>
  );
  if (channel.type === 'sms') {
    return (
      <button type="button" className={ROW} onClick={() => onChannel('sms')} data-channel="sms">
        {body}
      </button>
    );
  }
  return (
    <a href={channel.href} target="_blank" rel="noopener noreferrer" className={ROW} onClick={() => onChannel(channel.type)} data-channel={channel.type}>
      {body}
      <span className="sr-only">{channel.type === 'email' ? ' (opens your email app)' : ' (opens in a new tab)'}</span>
    </a>
  );
}

export function OmnichatPanel(props: OmnichatPanelProps) {
  const headingId = useId();
  const { header, sheet, compact } = props;
  const paint = headerPaint(header);
  const onHeader = paint.headline;
  const subdued = paint.text;
  return (
    <div
      ref={props.panelRef}
      id={props.panelId}
      role="dialog"
      aria-modal={sheet ? true : undefined}
      aria-labelledby={headingId}
      data-testid="omnichat-panel"
      onPointerEnter={props.onEngaged}
      onFocus={props.onEngaged}
      className={`flex flex-col overflow-hidden bg-white font-widget text-slate-900 antialiased ${
        sheet
          ? 'max-h-full rounded-t-3xl shadow-[0_-8px_32px_rgb(15_23_42/0.24)] transition-transform duration-300 ease-out starting:translate-y-full'
          : 'origin-bottom-right rounded-3xl border border-slate-200 shadow-[0_3px_8px_rgb(15_23_42/0.16)] transition-[opacity,translate,scale] duration-200 ease-out starting:translate-y-3 starting:scale-95 starting:opacity-0'
      } motion-reduce:transition-none`}
      style={{ width: props.width, maxHeight: props.maxHeight }}
    >
      <div className={`relative shrink-0 ${compact ? 'px-5 pt-5 pb-4' : 'px-6 pt-6 pb-5'} ${paint.surfaceClass}`} style={paint.style}>
        <h2 id={headingId} className={`pr-8 font-bold tracking-tight text-balance break-words ${compact ? 'text-lg leading-6' : 'text-xl leading-7'} ${onHeader}`}>
          {props.headline}
        </h2>
        <p className={`mt-1 text-sm leading-5 text-pretty break-words ${subdued}`}>{props.text}</p>
        {sheet && (
          <button
            type="button"
            aria-label={CLOSE_PANEL_NAME}
            onClick={props.onClose}
            className={`absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-full ${onHeader} hover:bg-black/10 ${FOCUS_RING}`}
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
      <div className={`flex min-h-0 flex-col overflow-y-auto ${compact ? 'gap-2 p-3' : 'gap-3 p-4'}`}>
        {props.smsFlow !== null ? (
          <div className="flex flex-col gap-3 px-1">
            {/* SMS alone has no list to go back to (issue 49). */}
            {directChannel(props.channels) === null && (
              <button
                type="button"
                onClick={props.onBack}
                className={`inline-flex cursor-pointer items-center gap-1 self-start rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 ${FOCUS_RING}`}
              >
                <ChevronIcon direction="left" className="size-4" />
                {BACK_TO_CHANNELS}
              </button>
            )}
            {props.smsFlow}
          </div>
        ) : props.channels.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-600">{NO_CHANNELS_TEXT}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Ways to reach us">
            {props.channels.map((channel) => (
              <li key={channel.type}>
                <ChannelRow channel={channel} compact={compact} onChannel={props.onChannel} />
              </li>
            ))}
          </ul>
        )}
        {!props.defaultSize && (
          <div className="flex justify-center pt-1">
            <PoweredBy className="text-slate-500" />
          </div>
        )}
      </div>
    </div>
  );
}
