/**
 * SPEC §2 "Embedded video is loaded only if a widget uses video": the player is its own chunk, fetched
 * the first time a video renders.
 */
import { lazy } from 'react';

export const LazyVideoPlayer = lazy(() => import('./VideoPlayer'));
