import type { ThemeRadiusName } from '../../bridge-protocol/themeChoices';
import { RADIUS_SAMPLES } from './themeOptions';

/** A small button-like shape with a corner choice's corners, beside its radio button. */
export function CornerSample({ radius }: { radius: ThemeRadiusName }) {
  return <span className="block h-[18px] w-9 border-2 border-slate-500 bg-slate-100" style={{ borderRadius: RADIUS_SAMPLES[radius] }} />;
}
