/**
 * The results of the widget's saved split test, loaded when the editor shows a test that is stored (a test
 * only in the draft has none yet), again when its key changes and on "Refresh". A 401 hands over to
 * `onSessionLost` (useStudioLoad).
 */
import { useCallback } from 'react';
import type { ExperimentResultsResponse } from '../../bridge-protocol/studio/experimentResults';
import { experimentResultsApi } from '../api/experimentResults';
import { useStudioLoad, type StudioLoad } from '../api/useStudioLoad';

export interface ExperimentResultsLoad {
  /** Loaded as null while the widget has no saved test (nothing to ask the server). */
  load: StudioLoad<ExperimentResultsResponse | null>;
  reload: () => void;
}

export function useExperimentResults(pageId: string, widgetId: string, /** The saved test's key, '' for none. */ savedKey: string, onSessionLost: (notice: string) => void): ExperimentResultsLoad {
  // The key is in the dependencies so a new test (promoted, then started again) loads its own results.
  const fetchResults = useCallback(
    (): Promise<ExperimentResultsResponse | null> => (savedKey === '' ? Promise.resolve(null) : experimentResultsApi.load(pageId, widgetId)),
    [pageId, widgetId, savedKey],
  );
  const { load, reload } = useStudioLoad(fetchResults, onSessionLost);
  return { load, reload };
}
