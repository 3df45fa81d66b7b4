/**
 * Renders the layout view of a widget's kind (layoutViews.ts). The kind is the row boot resolved for
 * this frame, handed down as a prop. Boot loads the view before the first render; a view that has not
 * arrived renders nothing rather than a placeholder the visitor could see.
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
import { nextStepDefault } from '../rules/nextStep';
import type { WidgetKind } from './kinds';
import { loadedLayoutView } from './layoutViews';
import { widgetLabel } from './widgetLabel';
import type { WidgetViewProps } from './widgetViewProps';

export interface KindViewProps extends Omit<WidgetViewProps, 'label' | 'nextStepDefault'> {
  kind: WidgetKind;
  /** An embed reloaded by a route change (widgetMachine.ts reloadEmbed) mounts its view afresh, inside the same shell: no entrance again. */
  generation?: number;
}

export function WidgetView({ kind, generation = 0, ...props }: KindViewProps) {
  const { widget } = props;
  const View = loadedLayoutView(kind);
  const placement = kind.placement;
  const shell = MOTION[placement].shell;
  const shown = props.isDisplayed;
  const reducedMotion = usePrefersReducedMotion();
  const presence = usePresence(shown, shell !== 'own' && exitDurationMs(placement, reducedMotion) > 0);
  if (View === null) return null;
  const viewProps = { ...props, label: widgetLabel(widget, kind), nextStepDefault: nextStepDefault(kind) };
  if (shell === 'own') return <View key={generation} {...viewProps} />;
  const movement: ShellMovement =
    shell === 'slide' ? (widget.data.main.barPlacement === 'top' ? 'slide-down' : 'slide-up') : shell === 'pop' ? 'pop' : 'fade';
  return (
    <MotionShell placement={placement} movement={movement} shown={shown} contentWidth={shell === 'pop'} onExited={presence.leaving ? presence.exited : undefined}>
      <View key={generation} {...viewProps} isDisplayed={presence.present} />
    </MotionShell>
  );
}
