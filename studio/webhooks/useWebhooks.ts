/**
 * A page's webhook endpoints in the studio (issue 48): loaded once, and every change answered with the
 * endpoint as stored, which replaces it in the list. A failed change keeps what was typed (the form keeps
 * its own fields) and says what went wrong.
 */
import { useCallback, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import type { WebhookEndpointFields, WebhookEndpointView } from '../../bridge-protocol/studio/webhooksApi';
import { isSessionLost } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { webhooksClient } from './webhooksClient';

export function useWebhooks(pageId: string, onSessionLost: (notice: string) => void) {
  const fetchList = useCallback(() => webhooksClient.list(pageId).then((a) => a.endpoints), [pageId]);
  const { load, reload, setLoad } = useStudioLoad(fetchList, onSessionLost);
  const [notice, setNotice] = useState('');

  const replace = (endpoint: WebhookEndpointView) =>
    setLoad((l) => (l.kind === 'loaded' ? { kind: 'loaded', value: l.value.map((e) => (e.id === endpoint.id ? endpoint : e)) } : l));

  /** Runs a change; resolves to its error message (null when it worked). */
  async function attempt(work: () => Promise<void>, done: string): Promise<string | null> {
    try {
      await work();
      setNotice(done);
      return null;
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      return errorText(error);
    }
  }

  return {
    load,
    reload,
    notice,
    add: (fields: WebhookEndpointFields) =>
      attempt(async () => {
        const { endpoint } = await webhooksClient.add(pageId, fields);
        setLoad((l) => ({ kind: 'loaded', value: [...(l.kind === 'loaded' ? l.value : []), endpoint] }));
      }, `Endpoint ${fields.url} added.`),
    update: (id: string, fields: WebhookEndpointFields) =>
      attempt(async () => replace((await webhooksClient.update(pageId, id, fields)).endpoint), `Endpoint ${fields.url} saved.`),
    remove: (endpoint: WebhookEndpointView) =>
      attempt(async () => {
        await webhooksClient.remove(pageId, endpoint.id);
        setLoad((l) => (l.kind === 'loaded' ? { kind: 'loaded', value: l.value.filter((e) => e.id !== endpoint.id) } : l));
      }, `Endpoint ${endpoint.url} deleted.`),
    /**
     * Reads the counts again after deliveries changed, in place: the list stays (an open endpoint stays
     * open); a failure here keeps the counts shown.
     */
    refresh: () =>
      void fetchList().then(
        (endpoints) => setLoad({ kind: 'loaded', value: endpoints }),
        (error: unknown) => isSessionLost(error) && onSessionLost(errorText(error)),
      ),
  };
}

export type WebhooksState = ReturnType<typeof useWebhooks>;
