/**
 * The widget being edited and whether it differs from what is stored. The draft starts from the
 * widget with the kind's defaults filled in, so opening a screen is never an unsaved change. A new
 * widget from the parent (another widget, or the saved one coming back) restarts the draft, unless it is
 * what this screen just saved: then what the owner typed since the save is kept.
 */
import { useCallback, useMemo, useState } from 'react';
import { sameJson, withValueAt } from '../rules/widgetDraft';
import type { ConfigOnlyKind } from './configOnlyKinds';

type Widget = Record<string, unknown>;

export interface WidgetDraft {
  draft: Widget;
  dirty: boolean;
  setAt: (path: string, value: unknown) => void;
  /** What the server stored: the new baseline. */
  markSaved: (saved: Widget) => void;
}

export function useWidgetDraft(widget: Widget, kind: ConfigOnlyKind): WidgetDraft {
  const initial = useMemo(() => kind.withDefaults(widget), [widget, kind]);
  const [source, setSource] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  if (!sameJson(initial, source)) {
    setSource(initial);
    if (!sameJson(initial, baseline)) {
      setBaseline(initial);
      setDraft(initial);
    }
  }
  const setAt = useCallback((path: string, value: unknown) => setDraft((current) => withValueAt(current, path, value)), []);
  const markSaved = useCallback((saved: Widget) => setBaseline(kind.withDefaults(saved)), [kind]);
  return { draft, dirty: !sameJson(draft, baseline), setAt, markSaved };
}
