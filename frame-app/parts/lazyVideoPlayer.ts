/**
 * SPEC §2 "Embedded video is loaded only if a widget uses video": the player is its own chunk, fetched
 * only when a player is wanted (a press on an inline video's poster, or a background video with motion
 * allowed); until then a poster stands in its place (VideoPoster.tsx).
 */
import { lazy } from 'react';

export const LazyVideoPlayer = lazy(() => import('./VideoPlayer'));
