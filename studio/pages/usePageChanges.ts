/**
 * The page screen's changes to its widgets: move up or down, duplicate, delete after a confirm, and a new
 * widget (then its editor opens). Each answers with the page as stored, handed to `onPage`, which replaces
 * the list: what is shown is always what visitors get. A failure is kept to be said above the list, a
 * 401 hands over to `onSessionLost`; `notice` says what was done to screen readers.
 */
import { useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import type { WidgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { isSessionLost, studioApi } from '../api/client';
import { useConfirm } from '../controls/useConfirm';
import { navigate } from '../navigation/useStudioRoute';
import { moveInOrder } from '../rules/moveInOrder';
import type { PageRow } from '../rules/pageRows';
import { hrefOf } from '../rules/studioRoute';
import type { WidgetAction } from './WidgetActions';

export function usePageChanges(pageId: string, onPage: (page: StudioPage) => void, onSessionLost: (notice: string) => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function run(change: () => Promise<{ page: StudioPage }>, done: string): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      onPage((await change()).page);
      setNotice(done);
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      else setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function act(row: PageRow, action: WidgetAction, order: string[]): Promise<void> {
    if (action === 'up' || action === 'down') {
      return run(() => studioApi.reorderWidgets(pageId, moveInOrder(order, row.id, action === 'up' ? -1 : 1)), `${row.name} moved ${action}.`);
    }
    if (action === 'duplicate') return run(() => studioApi.createWidget(pageId, { duplicateOf: row.id }), `${row.name} duplicated.`);
    const sure = await confirm({
      title: 'Delete this widget?',
      message: `“${row.name}” will be removed from page ${pageId}. Visitors stop seeing it at their next page view. This cannot be undone.`,
      confirmLabel: 'Delete widget',
      destructive: true,
    });
    if (sure) await run(() => studioApi.deleteWidget(pageId, row.id), `${row.name} deleted.`);
  }

  /** Creates the widget and opens its editor; a failure is thrown for the dialog to say. */
  async function createWidget(starter: WidgetStarter, name: string, template: string | undefined): Promise<void> {
    try {
      const answer = await studioApi.createWidget(pageId, { widget_type: starter.widget_type, channel: starter.channel, ...(name ? { name } : {}), ...(template ? { template } : {}) });
      navigate(hrefOf({ screen: 'widget', pageId, widgetId: answer.widgetId }));
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      throw error;
    }
  }

  return { busy, notice, failure, act, createWidget, confirmDialog };
}
