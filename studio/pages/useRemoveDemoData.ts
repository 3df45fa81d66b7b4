/**
 * "Remove demo data" (issue 49): asks first (a confirm dialog naming what goes), then deletes the demo
 * brand's pages and their rows on the server, and calls `onRemoved`; a failure is kept to be said, a 401
 * hands over to `onSessionLost`.
 */
import { useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { isSessionLost, studioApi } from '../api/client';
import { useConfirm } from '../controls/useConfirm';

export function useRemoveDemoData(onRemoved: () => void, onSessionLost: (notice: string) => void) {
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(): Promise<void> {
    const sure = await confirm({
      title: 'Remove the demo data?',
      message: 'The demo shop’s pages, their widgets and their 30 days of generated results are deleted. Your own pages are kept. This cannot be undone.',
      confirmLabel: 'Remove demo data',
      destructive: true,
    });
    if (!sure) return;
    setBusy(true);
    setFailure(null);
    try {
      await studioApi.removeDemoData();
      onRemoved();
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      else setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return { remove, busy, failure, confirmDialog };
}
