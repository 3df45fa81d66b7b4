/**
 * The editor's split test: the changes the panel asks for (start, an arm's texts and weight, the holdout,
 * stop, promote), which arm the preview shows and the widget it shows in that arm, where a text typed into
 * the preview goes (the arm's own data while an arm other than the control is shown), and the saved test's
 * results. Promoting asks first (ConfirmDialog) and saves at once: the promoted arm is the widget.
 */
import { useCallback, useMemo, useState } from 'react';
import type { EditableField } from '../../bridge-protocol/messages';
import { setAt } from '../rules/widgetPath';
import { effectiveValue } from '../editor/fieldValue';
import { widgetFormKind } from '../editor/widgetFormKinds';
import type { ConfirmOptions } from '../controls/useConfirm';
import {
  ARM_TEXT_FIELDS,
  CONTROL_ARM,
  experimentOf,
  widgetInArm,
  withArmPromoted,
  withArmText,
  withArmWeight,
  withHoldout,
  withNewTest,
  withTestStopped,
  type ArmTextField,
} from '../rules/splitTest';
import { useExperimentResults } from './useExperimentResults';

type Widget = Record<string, unknown>;

export interface SplitTestOptions {
  pageId: string;
  widgetId: string;
  saved: Widget;
  draft: Widget;
  /** A whole new draft (the editor's change). */
  change: (next: Widget) => void;
  /** Saves this widget now (the editor's save); a promotion names the promoted arm. */
  save: (next: Widget, promotedArm?: string) => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  onSessionLost: (notice: string) => void;
}

const isArmText = (field: EditableField): field is ArmTextField => ARM_TEXT_FIELDS.some((f) => f.field === field);

export function useSplitTest({ pageId, widgetId, saved, draft, change, save, confirm, onSessionLost }: SplitTestOptions) {
  const experiment = experimentOf(draft);
  const savedTest = experimentOf(saved);
  const [chosenArm, setPreviewArm] = useState(CONTROL_ARM);
  // An arm that is gone (promoted, or the test removed) falls back to the control.
  const previewArm = experiment?.arms.some((arm) => arm.id === chosenArm) ? chosenArm : (experiment?.arms[0]?.id ?? CONTROL_ARM);
  const armIndex = experiment?.arms.findIndex((arm) => arm.id === previewArm) ?? -1;
  const previewWidget = useMemo(() => widgetInArm(draft, previewArm), [draft, previewArm]);
  const results = useExperimentResults(pageId, widgetId, savedTest?.key ?? '', onSessionLost);

  const defaults = useMemo(() => widgetFormKind(draft.widget_type ?? draft.type, draft.channel)?.defaults() ?? {}, [draft.widget_type, draft.type, draft.channel]);
  const controlTexts = Object.fromEntries(
    ARM_TEXT_FIELDS.map(({ field }) => {
      const value = effectiveValue(draft, defaults, `data.main.${field}`);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<ArmTextField, string>;

  /** A text typed into the preview: the shown arm's, or the widget's for the control. */
  const fromPreview = useCallback(
    (current: Widget, field: EditableField, value: string): Widget =>
      armIndex > 0 && isArmText(field) ? withArmText(current, armIndex, field, value) : setAt(current, `data.main.${field}`, value),
    [armIndex],
  );

  async function promote(armId: string) {
    const ok = await confirm({
      title: `Promote ${armId}?`,
      message: armId === CONTROL_ARM ? 'The test ends and the widget stays as it is. The widget is saved now.' : `The test ends and the widget becomes arm ${armId}, its texts kept. The widget is saved now.`,
      confirmLabel: `Promote ${armId}`,
    });
    if (!ok) return;
    const next = withArmPromoted(draft, armId);
    change(next);
    save(next, armId);
  }

  const panel = {
    experiment,
    controlTexts,
    onStart: () => {
      change(withNewTest(draft, controlTexts.title, new Date()));
      setPreviewArm('b');
    },
    onArmText: (index: number, field: ArmTextField, value: string) => change(withArmText(draft, index, field, value)),
    onArmWeight: (index: number, weight: number | null) => change(withArmWeight(draft, index, weight)),
    onHoldout: (holdout: number | null) => change(withHoldout(draft, holdout)),
    onStop: () => change(withTestStopped(draft)),
    onPromote: (armId: string) => void promote(armId),
  };
  return { panel, previewArm, setPreviewArm, previewWidget, fromPreview, results, hasSavedTest: savedTest !== null };
}
