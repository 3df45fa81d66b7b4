/**
 * One endpoint's deliveries (newest 100), with its actions: a test event, and a replay of one or all
 * failed deliveries. While any delivery is pending the list is read again every POLL_MS (a delivery
 * takes a moment; a retry waits longer), and stops when none is or the panel closes.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../bridge-protocol/errorText';
import { isSessionLost } from '../api/client';
import { useStudioLoad } from '../api/useStudioLoad';
import { webhooksClient } from './webhooksClient';

const POLL_MS = 2_000;

export function useDeliveries(pageId: string, endpointId: string, onSessionLost: (notice: string) => void, onChanged: () => void) {
  const fetchDeliveries = useCallback(() => webhooksClient.deliveries(pageId, endpointId).then((a) => a.deliveries), [pageId, endpointId]);
  const { load, reload } = useStudioLoad(fetchDeliveries, onSessionLost);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const pending = load.kind === 'loaded' && load.value.some((d) => d.status === 'pending');

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, load, reload]);

  async function act(work: () => Promise<{ queued: number }>, said: (queued: number) => string) {
    try {
      const { queued } = await work();
      setMessage({ kind: 'done', text: said(queued) });
      reload();
      onChanged();
    } catch (error) {
      if (isSessionLost(error)) onSessionLost(errorText(error));
      else setMessage({ kind: 'failed', text: errorText(error) });
    }
  }

  return {
    load,
    reload,
    message,
    sendTest: () => act(() => webhooksClient.sendTest(pageId, endpointId), () => 'Test event queued: it appears below once your endpoint answers.'),
    replay: (deliveryId: string | null) =>
      act(
        () => webhooksClient.replay(pageId, endpointId, deliveryId),
        (n) => (n === 0 ? 'Nothing failed to replay.' : `${n} ${n === 1 ? 'delivery' : 'deliveries'} queued again.`),
      ),
  };
}
