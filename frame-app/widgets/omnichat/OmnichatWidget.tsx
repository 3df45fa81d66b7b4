/**
 * The omnichat bubble's container (SPEC §2 "Omnichat bubble", §4 "Omnichat", §7): it owns the omnichat
 * actor for as long as the widget is shown, forwards visitor actions and page signals to it, turns its
 * emitted events into pixel events, and moves focus. What is shown comes from the machine's selectors;
 * how it looks from the presentational parts beside this file.
 *
 * The iframe is never larger than what is visible: closed, it wraps the bubble (and the popup message)
 * with room for their shadows only, 12 px from the corner (rules/bubbleGeometry.ts); the 430 px card
 * opens above the bubble inside the same box. On a phone (576 px and below) the panel is a sheet over a
 * backdrop: then, and only then, the content fills the viewport and asks the host for it (onFillViewport).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FramePixelEvent, PageState } from '../../../bridge-protocol/messages';
import type { MergedWidget } from '../../config/mergeWidget';
import {
  selectBubbleIcon,
  selectIsPanelOpen,
  selectIsPopupMessageVisible,
  selectReturnsFocusToBubble,
  selectShowsSmsFlow,
} from '../../machines/omnichatMachine';
import { useActorSelector } from '../../parts/useActorSelector';
import { useEscapeKey } from '../../parts/useEscapeKey';
import { focusableIn, useFocusTrap } from '../../parts/useFocusTrap';
import { BUBBLE_OFFSET, BUBBLE_SHADOW_ROOM, bubbleSize } from '../../rules/bubbleGeometry';
import { directChannel, directChannelName, omnichatChannels, type OmnichatChannelType } from '../../rules/omnichatChannels';
import {
  greetingHeadline,
  greetingText,
  headerColors,
  isSheetLayout,
  omnichatColor,
  omnichatLayout,
  popupCardWidth,
  popupMessage,
} from '../../rules/omnichatLayout';
import type { SmsEnvironment } from '../../sms/widgets/smsEnvironment';
import type { ChannelFacts } from '../widgetViewProps';
import { OmnichatBubble } from './OmnichatBubble';
import { createOmnichatActor, type OmnichatActor } from './omnichatActor';
import { OmnichatPanel } from './OmnichatPanel';
import { OmnichatPopupMessage } from './OmnichatPopupMessage';
import { OmnichatSmsFlow } from './OmnichatSmsFlow';

export interface OmnichatWidgetProps {
  widget: MergedWidget;
  facts: ChannelFacts;
  smsEnv: SmsEnvironment | null;
  viewport: { width: number; height: number; mobile: boolean };
  page: PageState;
  lastSeenAt: number | null;
  defaultSize: boolean;
  onFillViewport(fill: boolean): void;
  onPixelEvent(event: FramePixelEvent, detail: Record<string, string>): void;
  /** An opt-in completed in the panel (SMS): the widget machine's SUBMIT. */
  onSubmit(): void;
}

/** Between the panel's top and the viewport's top, so the card never touches the browser's chrome. */
const TOP_GAP = 20;
const GAP = 12;

function useOmnichatActor(props: OmnichatWidgetProps, channels: ReturnType<typeof omnichatChannels>): OmnichatActor {
  const { widget, viewport, page, lastSeenAt, onPixelEvent } = props;
  const [actor] = useState(() =>
    createOmnichatActor({ channels, setup: widget.data.setup, main: widget.data.main, page, viewport, lastSeenAt, now: Date.now }),
  );
  const pixel = useRef(onPixelEvent);
  pixel.current = onPixelEvent;
  useEffect(() => {
    const trigger = (manual: boolean): Record<string, string> => ({ trigger: manual ? 'visitor' : 'first_seen' });
    const subscriptions = [
      actor.on('open', ({ manual }) => pixel.current('open', trigger(manual))),
      actor.on('close', ({ manual }) => pixel.current('close', trigger(manual))),
      actor.on('click', ({ channelType }) => pixel.current('click', { channelType })),
      actor.on('popover_close', () => pixel.current('popover_close', {})),
    ];
    actor.start();
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      actor.stop();
    };
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'PAGE_SIGNALS', page });
  }, [actor, page]);
  return actor;
}

export function OmnichatWidget(props: OmnichatWidgetProps) {
  const { widget, facts, smsEnv, viewport, defaultSize, onFillViewport } = props;
  const channels = useMemo(
    () => omnichatChannels({ widgetId: widget.widget_id, channels: widget.data.channels, ...facts }),
    [widget.widget_id, widget.data.channels, facts],
  );
  const actor = useOmnichatActor(props, channels);
  const open = useActorSelector(actor, selectIsPanelOpen);
  const smsFlow = useActorSelector(actor, selectShowsSmsFlow);
  const popupVisible = useActorSelector(actor, selectIsPopupMessageVisible);
  const icon = useActorSelector(actor, selectBubbleIcon);
  const returnFocus = useActorSelector(actor, selectReturnsFocusToBubble);

  const panelId = useId();
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The visitor opened the panel (not the first-seen rule): focus goes into it. */
  const focusOnOpen = useRef(false);

  // One link channel: the bubble (and its popup message) is that link (issue 49).
  const only = directChannel(channels);
  const link = only && only.type !== 'sms' ? { type: only.type, href: only.href, name: directChannelName(only.type) } : null;
  const layout = omnichatLayout(viewport.width);
  const sheet = open && isSheetLayout(layout);
  const size = bubbleSize(viewport.width);
  const color = omnichatColor(widget.data.appearance, widget.data.setup);
  const appearance = widget.data.appearance;

  const toggle = useCallback(() => {
    focusOnOpen.current = !actor.getSnapshot().matches({ panel: 'open' });
    actor.send({ type: 'TOGGLE' });
  }, [actor]);
  const close = useCallback(() => actor.send({ type: 'CLOSE' }), [actor]);
  const engaged = useCallback(() => actor.send({ type: 'PANEL_ENGAGED' }), [actor]);
  const back = useCallback(() => actor.send({ type: 'SHOW_CHANNELS' }), [actor]);
  const pickChannel = useCallback((channelType: OmnichatChannelType) => actor.send({ type: 'CLICK_CHANNEL', channelType }), [actor]);
  const dismissMessage = useCallback(() => actor.send({ type: 'DISMISS_POPUP_MESSAGE' }), [actor]);

  useEscapeKey(open || popupVisible, () => actor.send({ type: 'ESCAPE' }));
  useFocusTrap(panelRef, sheet);

  // The host resizes the iframe to the viewport for the sheet, and back around the bubble after it.
  useLayoutEffect(() => onFillViewport(sheet), [sheet, onFillViewport]);

  useEffect(() => {
    if (!open || !focusOnOpen.current || sheet) return;
    focusOnOpen.current = false;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus({ preventScroll: true });
  }, [open, sheet]);

  useEffect(() => {
    if (returnFocus) bubbleRef.current?.focus({ preventScroll: true });
  }, [returnFocus]);

  const panel = (
    <OmnichatPanel
      panelId={panelId}
      headline={greetingHeadline(appearance)}
      text={greetingText(appearance)}
      header={color === null ? null : headerColors(color)}
      channels={channels}
      smsFlow={smsFlow && smsEnv !== null ? <OmnichatSmsFlow widget={widget} env={smsEnv} onSubscribed={props.onSubmit} /> : null}
      sheet={sheet}
      compact={layout === 'compactSheet'}
      defaultSize={defaultSize}
      width={sheet ? undefined : popupCardWidth(viewport.width, BUBBLE_OFFSET)}
      maxHeight={sheet ? undefined : Math.max(240, viewport.height - TOP_GAP - BUBBLE_OFFSET - size - GAP)}
      panelRef={panelRef}
      onChannel={pickChannel}
      onClose={close}
      onBack={back}
      onEngaged={engaged}
    />
  );

  if (sheet) {
    return (
      <div data-content-width="" className="relative" style={{ width: Math.floor(viewport.width), height: Math.floor(viewport.height) }}>
        <div
          aria-hidden="true"
          data-testid="omnichat-backdrop"
          onClick={close}
          className="absolute inset-0 bg-slate-950/50 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
        />
        <div className="absolute inset-x-0 bottom-0 flex max-h-[calc(100%-24px)] flex-col">{panel}</div>
      </div>
    );
  }
  return (
    // data-content-width: the frame root shrink-wraps this (styles.css); the padding is the shadows' room.
    // data-anchor-end: the root sits in the frame's bottom-right corner, as the iframe does on the page, so
    // content that grows (the popup message beside the bubble) grows leftwards and upwards: the bubble
    // stays under the visitor's pointer until the host has resized the iframe.
    <div
      data-content-width=""
      data-anchor-end=""
      className={`flex w-max ${open ? 'flex-col items-end' : 'items-end'}`}
      style={{ padding: BUBBLE_SHADOW_ROOM, gap: GAP }}
    >
      {open && panel}
      {!open && popupVisible && <OmnichatPopupMessage text={popupMessage(appearance)} onOpen={toggle} onDismiss={dismissMessage} href={link?.href} />}
      <OmnichatBubble size={size} color={color} open={open} icon={icon} panelId={open ? panelId : undefined} onToggle={toggle} buttonRef={bubbleRef} link={link} />
    </div>
  );
}
