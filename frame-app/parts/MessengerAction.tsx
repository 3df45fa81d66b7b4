/**
 * The messenger call to action of every messenger layout (SPEC §4), in the place the layout gives it:
 * - `plugin`: the SDK's plugin slot: the send-to-messenger button, or the checkbox plugin beside our
 *   own button (disabled while unticked, as the checkbox plugin needs the tick);
 * - `standIn`: the plugin is loading: our link, saying "Send to Messenger" as the plugin will, to m.me
 *   with the reference value, and the plugin's slot share one grid cell, the link on top and the slot
 *   transparent under it, so the SDK can draw and be measured. When the plugin is seen drawn (`plugin`)
 *   the two swap visibility in the same elements: the cell is as large as the larger of the two from
 *   the start, so the widget keeps its size, and the slot the SDK drew into is never re-created
 *   (issue 26). The standalone checkbox does the same with its own row (the layout's link classes). The
 *   checkbox plugin beside our own button keeps its own place (CheckboxBesideCta): our link stands in
 *   the button's place, the checkbox's place is kept transparent until the plugin has drawn;
 * - `link`: the "Go to Messenger" fallback link, styled like the layout's button;
 * - `cta`: our own button (and the layout's own visual checkbox in checkbox mode), as in editing mode.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { GoToMessengerLink, SEND_TO_MESSENGER } from './GoToMessengerLink';
import { useMessengerView, type MessengerView } from './messengerView';
import { PluginSlot } from './PluginSlot';
import { checkboxSlotReserve } from './checkboxSlotReserve';

export interface MessengerActionProps {
  /** Our own button as the layout draws it; `disabled` while the checkbox plugin is unticked. */
  cta: (disabled: boolean) => ReactNode;
  /** The layout's own visual checkbox, shown with our own button only. */
  ownCheckbox?: ReactNode;
  /** Classes and colours of the fallback link, so it looks like the layout's button. */
  linkClassName?: string;
  linkStyle?: CSSProperties;
  linkIconClassName?: string;
  /**
   * False when the layout shows AWAITING_OPT_IN itself (the bar puts it in its text column, where a
   * line of text fits the row); true by default: under the plugin.
   */
  showAwaitingStatus?: boolean;
  /** Where the stand-in and the plugin sit in their cell: centred (the button kinds), or at the start (the checkbox's row). */
  align?: 'center' | 'start';
  /** The layout's own fallback instead of the "Go to Messenger" link (the standalone checkbox's row, CheckboxFallbackLink). */
  renderLink?: (href: string, onOpen: () => void) => ReactNode;
}

export const AWAITING_OPT_IN = 'Waiting for your confirmation in Messenger…';

export function MessengerAction({ cta, ownCheckbox = null, linkClassName = '', linkStyle, linkIconClassName, showAwaitingStatus = true, align = 'center', renderLink }: MessengerActionProps) {
  const view = useMessengerView();
  if (view === null || view.mode === 'cta') {
    return (
      <>
        {cta(false)}
        {ownCheckbox}
      </>
    );
  }
  const link = view.chatLink === null ? null : renderLink ? (
    renderLink(view.chatLink, view.onOpenChat)
  ) : (
    <GoToMessengerLink
      href={view.chatLink}
      onOpen={view.onOpenChat}
      className={linkClassName}
      style={linkStyle}
      iconClassName={linkIconClassName}
      label={view.mode === 'link' ? undefined : SEND_TO_MESSENGER}
    />
  );
  if (view.mode === 'link' && link !== null) return link;
  const slot = view.pluginAttributes === null ? null : <PluginSlot attributes={view.pluginAttributes} onSlot={view.onSlot} />;
  if (view.besideCta) return <CheckboxBesideCta view={view} link={link} button={cta(!view.checked)} slot={slot} align={align} />;
  const pluginCta =
    view.plugin === 'checkbox' ? (
      <>
        {cta(!view.checked)}
        {slot}
      </>
    ) : (
      slot
    );
  if (!view.standIn) return pluginCta;
  return <StandInStack link={link} slot={pluginCta} drawn={view.mode !== 'standIn'} awaiting={showAwaitingStatus && view.awaitingOptIn} align={align} />;
}

interface CheckboxBesideCtaProps {
  view: MessengerView;
  link: ReactNode;
  button: ReactNode;
  slot: ReactNode;
  align: 'center' | 'start';
}

/**
 * The checkbox plugin beside our own button: the two keep the places the layout gives them (the bar puts
 * the checkbox under its title, `data-plugin-cell`), our link standing in the button's place while the
 * plugin loads, and the checkbox's place kept, transparent, a row high (checkboxSlotReserve.ts).
 */
function CheckboxBesideCta({ view, link, button, slot, align }: CheckboxBesideCtaProps) {
  const drawn = !view.standIn || view.mode !== 'standIn';
  const reserve = checkboxSlotReserve(view.pluginAttributes?.size);
  return (
    <>
      {view.standIn ? <StandInStack link={link} slot={button} drawn={drawn} awaiting={false} align={align} /> : button}
      {slot !== null && (
        // Transparent, not hidden, while it loads (see StandInStack), and out of the visitor's reach.
        <div data-plugin-cell="" className={`${reserve} ${drawn ? '' : 'pointer-events-none opacity-0'}`} inert={!drawn}>
          {slot}
        </div>
      )}
    </>
  );
}

interface StandInStackProps {
  link: ReactNode;
  slot: ReactNode;
  /** The plugin has been seen drawn: it takes the cell. */
  drawn: boolean;
  awaiting: boolean;
  align: 'center' | 'start';
}

const ALIGN = {
  center: { cell: 'justify-items-center', layer: 'items-center' },
  start: { cell: 'justify-items-start', layer: 'items-start' },
} as const;

/** The link and the plugin's slot in one grid cell; see `standIn` above. */
function StandInStack({ link, slot, drawn: pluginDrawn, awaiting, align }: StandInStackProps) {
  // A keyboard visitor on the link keeps it until they move on: hiding it would drop their focus.
  const [linkFocused, setLinkFocused] = useState(false);
  const drawn = pluginDrawn && !linkFocused;
  return (
    <div className={`grid items-center ${ALIGN[align].cell}`} data-messenger-cta={drawn ? 'plugin' : 'stand-in'}>
      {link !== null && (
        // Hidden by visibility once the plugin is drawn: it keeps its place (the cell's size) and leaves
        // the accessibility tree and the tab order.
        <div className={`col-start-1 row-start-1 ${drawn ? 'invisible' : ''}`} onFocus={() => setLinkFocused(true)} onBlur={() => setLinkFocused(false)}>
          {link}
        </div>
      )}
      {/* Transparent, not hidden, while it loads: rules/pluginSize.ts counts a plugin drawn only when it
          is visible, and the SDK measures it; inert keeps it from the visitor until it shows. */}
      <div className={`col-start-1 row-start-1 flex flex-col ${ALIGN[align].layer} gap-1 ${drawn ? '' : 'pointer-events-none opacity-0'}`} inert={!drawn}>
        {slot}
        {awaiting && (
          <p role="status" className="text-xs opacity-80">
            {AWAITING_OPT_IN}
          </p>
        )}
      </div>
    </div>
  );
}
