import type { StudioPage } from '../../bridge-protocol/studio/studioApi';

/** What the screen hands every kind's editor: the widget being edited and how to change one field of it. */
export interface ConfigOnlyEditorProps {
  page: StudioPage;
  /** The draft: the widget with the kind's defaults filled in and the owner's unsaved changes. */
  widget: Record<string, unknown>;
  widgetId: string;
  /** Sets the value at a dotted path (`data.messenger_code_settings.size`). */
  onChange: (path: string, value: unknown) => void;
  /** The problem to show at a field, the server's or the kind's own; undefined when there is none. */
  errorAt: (path: string) => string | undefined;
}
