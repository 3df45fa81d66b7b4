/**
 * A subscriber's consent record as a JSON file (issue 48, item 2): the exact text with its hash and
 * version, time, page, widget, arm, IP as kept, user agent and double opt-in status, fetched when asked.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { errorText } from '../../bridge-protocol/errorText';
import { privacyApi } from '../api/privacy';
import { downloadBlob } from '../configOnly/downloadFile';
import { consentFileName } from '../rules/subjectRequest';

export function ConsentRecordButton({ pageId, subscriberId, phone }: { pageId: string; subscriberId: string; phone: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function download() {
    if (state.busy) return;
    setState({ busy: true, error: null });
    try {
      const { consent } = await privacyApi.consentRecord(pageId, subscriberId);
      downloadBlob(new Blob([`${JSON.stringify(consent, null, 2)}\n`], { type: 'application/json' }), consentFileName(pageId, subscriberId));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorText(error) });
    }
  }
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Button
        onPress={() => void download()}
        aria-label={`JSON consent record of ${phone}`}
        aria-disabled={state.busy || undefined}
        aria-busy={state.busy || undefined}
        className="rounded-md px-1.5 py-0.5 text-xs font-medium text-accent-700 ring-1 ring-slate-200 outline-none ring-inset data-hovered:bg-slate-50 data-focus-visible:ring-2 data-focus-visible:ring-accent-600"
      >
        {/* The visible word starts the accessible name (WCAG 2.5.3: a voice user says what they see). */}
        JSON
      </Button>
      {state.error !== null && (
        <span role="alert" className="text-xs text-red-700">
          {state.error}
        </span>
      )}
    </span>
  );
}
