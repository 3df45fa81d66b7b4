/**
 * The `box` layout (SPEC §2 "Card and embedded card", §9 box width 350 px): an embedded card in the
 * host page's anchor element. The loader gives the iframe the configured width; the card fills it.
 */
import { EmbedCard, type EmbedCardProps } from '../parts/EmbedCard';

export type BoxProps = Omit<EmbedCardProps, 'variant'>;

export function Box(props: BoxProps) {
  return <EmbedCard variant="box" {...props} />;
}
