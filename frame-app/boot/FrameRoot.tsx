/**
 * The one stateful React component: it reads the widget actor through selectors, forwards visitor
 * actions to it as events, and tells the boot code each time a change of visibility has reached the
 * DOM. That commit is the moment to measure and send `mc:layout`: earlier, the DOM may still show the
 * previous state's content.
 */
import { useCallback, useLayoutEffect } from 'react';
import type { Actor } from 'xstate';
import { isDisplayed, isSubmitted, type widgetMachine, type WidgetSnapshot } from '../machines/widgetMachine';
import { WidgetView } from '../widgets/WidgetView';
import { useActorSelector } from './useActorSelector';

export interface FrameRootProps {
  actor: Actor<typeof widgetMachine>;
  onDisplayCommitted: (displayed: boolean) => void;
  /** The bootstrap's app flag `defaultSize` (hides the "Powered by" link). */
  defaultSize?: boolean;
}

const selectWidget = (snapshot: WidgetSnapshot) => snapshot.context.widget;
const selectViewportWidth = (snapshot: WidgetSnapshot) => snapshot.context.viewport.width;

export function FrameRoot({ actor, onDisplayCommitted, defaultSize = false }: FrameRootProps) {
  const displayed = useActorSelector(actor, isDisplayed);
  const submitted = useActorSelector(actor, isSubmitted);
  const widget = useActorSelector(actor, selectWidget);
  const viewportWidth = useActorSelector(actor, selectViewportWidth);

  useLayoutEffect(() => {
    onDisplayCommitted(displayed);
  }, [displayed, onDisplayCommitted]);

  const submit = useCallback(() => actor.send({ type: 'SUBMIT' }), [actor]);
  const close = useCallback(() => actor.send({ type: 'CLOSE', manual: true }), [actor]);

  return (
    <WidgetView
      widget={widget}
      isSubmitted={submitted}
      onSubmit={submit}
      onClose={close}
      defaultSize={defaultSize}
      viewportWidth={viewportWidth}
      isDisplayed={displayed}
    />
  );
}
