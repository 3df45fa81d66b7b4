/**
 * The one stateful React component: it reads the widget actor through selectors, forwards visitor
 * actions to it as events, and tells the boot code each time a change of visibility has reached the
 * DOM. That commit is the moment to measure and send `mc:layout`: earlier, the DOM may still show the
 * previous state's content.
 */
import { useCallback, useLayoutEffect } from 'react';
import type { Actor } from 'xstate';
import { isDisplayed, isSubmitted, type widgetMachine, type WidgetSnapshot } from '../machines/widgetMachine';
import { EditModeContext } from '../parts/editMode';
import type { EditSession } from '../parts/editSession';
import { WidgetView } from '../widgets/WidgetView';
import type { SmsEnvironment } from '../widgets/sms/smsEnvironment';
import { useActorSelector } from './useActorSelector';

export interface FrameRootProps {
  actor: Actor<typeof widgetMachine>;
  onDisplayCommitted: (displayed: boolean) => void;
  /** The bootstrap's app flag `defaultSize` (hides the "Powered by" link). */
  defaultSize?: boolean;
  /** The bootstrap's messenger page id: the success state's "Go to Messenger" link points at it. */
  fbPageId?: string | null;
  /** Editing mode's session (SPEC §1); null for visitors. */
  editSession?: EditSession | null;
  /** The SMS layouts' backend base, ids and browser facts (null for the other layouts). */
  smsEnv?: SmsEnvironment | null;
}

const selectWidget = (snapshot: WidgetSnapshot) => snapshot.context.widget;
const selectViewportWidth = (snapshot: WidgetSnapshot) => snapshot.context.viewport.width;

export function FrameRoot({ actor, onDisplayCommitted, defaultSize = false, fbPageId = null, editSession = null, smsEnv = null }: FrameRootProps) {
  const displayed = useActorSelector(actor, isDisplayed);
  const submitted = useActorSelector(actor, isSubmitted);
  const widget = useActorSelector(actor, selectWidget);
  const viewportWidth = useActorSelector(actor, selectViewportWidth);

  useLayoutEffect(() => {
    onDisplayCommitted(displayed);
  }, [displayed, onDisplayCommitted]);

  // In editing mode a click on the call to action is the editor placing the caret in its label, not an
  // opt-in. The host's `widget.submit()` still reaches the machine, to preview the success content.
  const submit = useCallback(() => {
    if (editSession === null) actor.send({ type: 'SUBMIT' });
  }, [actor, editSession]);
  const close = useCallback(() => actor.send({ type: 'CLOSE', manual: true }), [actor]);
  const rendered = useCallback(() => actor.send({ type: 'RENDERED' }), [actor]);

  return (
    <EditModeContext.Provider value={editSession}>
      <WidgetView
        widget={widget}
        isSubmitted={submitted}
        onSubmit={submit}
        onClose={close}
        defaultSize={defaultSize}
        fbPageId={fbPageId}
        viewportWidth={viewportWidth}
        isDisplayed={displayed}
        smsEnv={smsEnv}
        onRendered={rendered}
      />
    </EditModeContext.Provider>
  );
}
