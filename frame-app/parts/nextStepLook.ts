/**
 * How a part that draws a success view (CardContent, EmbedCard) shows the owner's next step without
 * knowing what it is: it calls `renderNextStep` with its call to action's look, and the layout
 * (widgets/nextStepRenderer.tsx) answers with the control, so the Copy button's machine stays above
 * parts/ (frame-app's layers).
 */
import type { CSSProperties, ReactNode } from 'react';

export interface NextStepLook {
  /** The part's call-to-action classes and colours: the next step stands where the button stood. */
  className: string;
  style?: CSSProperties;
  /** Closes the widget: the messenger step without a chat link. */
  onClose?: () => void;
  /** The surface is dark (the dark skin, or media under a scrim). */
  dark: boolean;
}

export type RenderNextStep = (look: NextStepLook) => ReactNode;
