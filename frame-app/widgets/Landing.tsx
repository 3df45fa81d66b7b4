/**
 * The `landing` layout (SPEC §2 "Landing mode"): a larger embedded card meant to fill a page section,
 * with the same content and success state as the box.
 */
import { EmbedCard, type EmbedCardProps } from '../parts/EmbedCard';

export type LandingProps = Omit<EmbedCardProps, 'variant'>;

export function Landing(props: LandingProps) {
  return <EmbedCard variant="landing" {...props} />;
}
