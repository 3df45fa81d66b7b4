// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExperimentResultsResponse } from '../../../../bridge-protocol/studio/experimentResults';
import { ExperimentResults } from '../../../../studio/experiment/ExperimentResults';
import { mountEachTest, press } from '../controls/helpers';

const mount = mountEachTest();

const RESULTS: ExperimentResultsResponse = {
  state: true,
  pageId: 'shop',
  widgetId: '7',
  key: 'spring-7-20260402',
  status: 'running',
  since: '2026-04-02T10:00:00.000Z',
  days: 1.5,
  progress: 0.4,
  sampleRatio: { chiSquare: 0.2, p: 0.65, mismatch: false },
  arms: [
    { id: 'control', weight: 50, control: true, exposures: 60, optIns: 3, rate: 0.05, chanceToBeat: null, expectedLoss: null },
    { id: 'b', weight: 50, control: false, exposures: 58, optIns: 9, rate: 0.155, chanceToBeat: 0.97, expectedLoss: 0.0012 },
  ],
  leader: 'b',
  verdict: null,
};

function render(results: ExperimentResultsResponse, onPromote = vi.fn()) {
  act(() => mount.root.render(<ExperimentResults load={{ kind: 'loaded', value: results }} onReload={() => {}} onPromote={onPromote} />));
  return onPromote;
}

describe('ExperimentResults', () => {
  it('shows each arm’s exposures, opt-ins, rate, chance to beat the control and expected loss', () => {
    render(RESULTS);
    const rows = [...mount.container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
    expect(rows[0]?.slice(0, 6)).toEqual(['control(control)', '60', '3', '5.0%', '—', '—']);
    expect(rows[1]?.slice(0, 6)).toEqual(['bLeader', '58', '9', '15.5%', '97%', '0.12 pts']);
  });

  it('shows the progress toward a verdict as two named progress bars, and says why there is no verdict yet', () => {
    render(RESULTS);
    const bars = [...mount.container.querySelectorAll('[role="progressbar"]')];
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual(['58 of 150', '1.5 of 3 days']);
    expect(bars.map((bar) => document.getElementById(bar.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent)).toEqual(['Exposures per arm', 'Days running']);
    expect(mount.container.textContent).toContain('No verdict yet: every arm needs 150 exposures and the test 3 days.');
    expect(mount.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('warns when the split does not match the weights, and offers Promote on the leader only', () => {
    const onPromote = render({ ...RESULTS, sampleRatio: { chiSquare: 14, p: 0.0002, mismatch: true } });
    expect(mount.container.querySelector('[role="alert"]')?.textContent).toContain('not split as the weights say');
    const promote = [...mount.container.querySelectorAll('button')].filter((b) => b.textContent === 'Promote');
    expect(promote).toHaveLength(1);
    expect(promote[0]?.getAttribute('aria-label')).toBe('Promote b');
    press(promote[0]);
    expect(onPromote).toHaveBeenCalledWith('b');
  });

  it('says the verdict once there is one', () => {
    render({ ...RESULTS, days: 4, progress: 1, verdict: 'b' });
    expect(mount.container.textContent).toContain('Verdict: b wins.');
  });
});
