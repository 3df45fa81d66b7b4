/** TEMP until studio-Q lands. */
import type { StudioPage, StudioWidgetResponse } from '../../bridge-protocol/studioApi';

export interface ConfigOnlyScreenProps {
  page: StudioPage;
  widget: Record<string, unknown>;
  onSaved: (answer: StudioWidgetResponse) => void;
  onSessionLost: (notice: string) => void;
}

export function ConfigOnlyScreen({ widget }: ConfigOnlyScreenProps) {
  return <p>{String(widget.widget_type)}</p>;
}
