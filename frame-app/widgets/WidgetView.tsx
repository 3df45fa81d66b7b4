/**
 * Renders the layout view of a widget's kind (layoutViews.ts). Boot loads the view before the first
 * render; a view that has not arrived renders nothing rather than a placeholder the visitor could see.
 *
 * Kinds whose motion is a shell (rules/motion.ts: bars, inline embeds, bubbles) are wrapped in one
 * here, so no layout carries its own entrance and exit. While the exit plays the view is told it is
 * still displayed (usePresence): it keeps its content, and the shell moves it out, until the shell's
 * exit transition has ended.
 */
import { MotionShell, type ShellMovement } from '../parts/MotionShell';
import { usePrefersReducedMotion } from '../parts/usePrefersReducedMotion';
import { usePresence } from '../parts/usePresence';
import { exitDurationMs, MOTION } from '../rules/motion';
import { widgetKind } from './kinds';
import { loadedLayoutView } from './layoutViews';
import type { WidgetViewProps } from './widgetViewProps';

export type { WidgetViewProps } from './widgetViewProps';

export function WidgetView(props: WidgetViewProps) {
  const { widget } = props;
  const View = loadedLayoutView(widget.widget_type, widget.channel);
  const placement = widgetKind(widget.widget_type, widget.channel)?.placement;
  const shell = placement === undefined ? 'own' : MOTION[placement].shell;
  // Component tests render views without a display state: they are shown.
  const shown = props.isDisplayed ?? true;
  const reducedMotion = usePrefersReducedMotion();
  const presence = usePresence(shown, placement !== undefined && shell !== 'own' && exitDurationMs(placement, reducedMotion) > 0);
  if (View === null) return null;
  if (placement === undefined || shell === 'own') return <View {...props} />;
  const movement: ShellMovement =
    shell === 'slide' ? (widget.data.main.barPlacement === 'top' ? 'slide-down' : 'slide-up') : shell === 'pop' ? 'pop' : 'fade';
  return (
    <MotionShell placement={placement} movement={movement} shown={shown} contentWidth={shell === 'pop'} onExited={presence.leaving ? presence.exited : undefined}>
      <View {...props} {...(props.isDisplayed === undefined ? {} : { isDisplayed: presence.present })} />
    </MotionShell>
  );
}
