/**
 * The server paints with renderToString, which cannot wait: a React.lazy part that has not resolved yet
 * leaves its Suspense boundary to the browser (React #419), and the frame then renders afresh instead
 * of hydrating. The only lazy part inside a painted view is the SMS form's country flag; a lazy part
 * resolves only once React has asked for it, so one throwaway render asks, and the paint waits for the
 * same load (its resolution is seen by the part first, as it subscribed first).
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { LazyCountryFlagIcon, loadCountryFlagIcon } from '../sms/parts/lazyCountryFlagIcon';

let ready: Promise<unknown> | null = null;

export function lazyPartsReady(): Promise<unknown> {
  ready ??= (() => {
    renderToString(
      <Suspense fallback={null}>
        <LazyCountryFlagIcon iso={null} />
      </Suspense>,
    );
    return loadCountryFlagIcon();
  })();
  return ready;
}
