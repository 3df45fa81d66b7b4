/**
 * The messenger call to action of every messenger layout (SPEC §4), in the place the layout gives it:
 * - `plugin`: the SDK's plugin slot: the send-to-messenger button, or the checkbox plugin beside our
 *   own button (disabled while unticked, as the checkbox plugin needs the tick);
 * - `link`: the "Go to Messenger" fallback link, styled like the layout's button;
 * - `cta`: our own button (and the layout's own visual checkbox in checkbox mode), as in editing mode.
 */
import type { CSSProperties, ReactNode } from 'react';
import { GoToMessengerLink } from './GoToMessengerLink';
import { useMessengerView } from './messengerView';
import { PluginSlot } from './PluginSlot';

export interface MessengerActionProps {
  /** Our own button as the layout draws it; `disabled` while the checkbox plugin is unticked. */
  cta: (disabled: boolean) => ReactNode;
  /** The layout's own visual checkbox, shown with our own button only. */
  ownCheckbox?: ReactNode;
  /** Classes and colours of the fallback link, so it looks like the layout's button (or row). */
  linkClassName: string;
  linkStyle?: CSSProperties;
  linkIconClassName?: string;
  /**
   * False when the layout shows AWAITING_OPT_IN itself (the bar puts it in its text column, where a
   * line of text fits the row); true by default: under the plugin.
   */
  showAwaitingStatus?: boolean;
}

export const AWAITING_OPT_IN = 'Waiting for your confirmation in Messenger…';

export function MessengerAction({ cta, ownCheckbox = null, linkClassName, linkStyle, linkIconClassName, showAwaitingStatus = true }: MessengerActionProps) {
  const view = useMessengerView();
  if (view === null || view.mode === 'cta') {
    return (
      <>
        {cta(false)}
        {ownCheckbox}
      </>
    );
  }
  if (view.mode === 'link' && view.chatLink !== null) {
    return <GoToMessengerLink href={view.chatLink} onOpen={view.onOpenChat} className={linkClassName} style={linkStyle} iconClassName={linkIconClassName} />;
  }
  const slot = view.pluginAttributes === null ? null : <PluginSlot attributes={view.pluginAttributes} onSlot={view.onSlot} />;
  if (view.plugin === 'checkbox') {
    return (
      <>
        {cta(!view.checked)}
        {slot}
      </>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      {slot}
      {showAwaitingStatus && view.awaitingOptIn && (
        <p role="status" className="text-xs opacity-80">
          {AWAITING_OPT_IN}
        </p>
      )}
    </div>
  );
}
