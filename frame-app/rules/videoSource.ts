/**
 * The video-link rule moved to bridge-protocol/videoSource.ts: the studio's form and the server's save
 * check (bridge-protocol/studio/widgetSchema.ts) refuse the same links the frame would not play. The frame's
 * modules keep importing it from here.
 */
export { parseVideoLink, type VideoSource } from '../../bridge-protocol/videoSource';
