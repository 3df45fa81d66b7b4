// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Experiment } from '../../../../bridge-protocol/experiment';
import { SplitTestPanel, type SplitTestPanelProps } from '../../../../studio/experiment/SplitTestPanel';
import { buttonByText, mountEachTest, press, typeInto } from '../controls/helpers';

const mount = mountEachTest();

const TEST: Experiment = { key: 'bar-7-20260402', status: 'running', arms: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'Get 10% off' } } }], holdout: 0 };

function render(props: Partial<SplitTestPanelProps>) {
  const all: SplitTestPanelProps = {
    experiment: null,
    controlTexts: { title: 'Get 10% off', desc: 'Weekly picks.', optInButtonText: '' },
    problems: [],
    onStart: vi.fn(),
    onArmText: vi.fn(),
    onArmWeight: vi.fn(),
    onHoldout: vi.fn(),
    onStop: vi.fn(),
    onPromote: vi.fn(),
    ...props,
  };
  act(() => mount.root.render(<SplitTestPanel {...all} />));
  return all;
}

describe('SplitTestPanel', () => {
  it('without a test: one action starts it', () => {
    const props = render({});
    press(buttonByText(mount.container, 'Start a split test'));
    expect(props.onStart).toHaveBeenCalledOnce();
  });

  it('with a test: b’s headline is its own field, its other texts show the control’s as placeholders', () => {
    const props = render({ experiment: TEST });
    const headline = mount.container.querySelector<HTMLInputElement>('#field-data-experiment-arms-1-data-main-title')!;
    expect(headline.value).toBe('Get 10% off');
    expect(mount.container.querySelector('label[for="' + headline.id + '"]')?.textContent).toContain('Headline in b');
    expect(mount.container.querySelector<HTMLInputElement>('#field-data-experiment-arms-1-data-main-desc')?.placeholder).toBe('As the control: Weekly picks.');
    typeInto(headline, 'Free shipping today');
    expect(props.onArmText).toHaveBeenLastCalledWith(1, 'title', 'Free shipping today');
    // The control changes nothing: it has no text fields.
    expect(mount.container.querySelector('#field-data-experiment-arms-0-data-main-title')).toBeNull();
  });

  it('stop and promote are actions of the running test; a problem shows at its field', () => {
    const props = render({ experiment: TEST, problems: [{ path: 'data.experiment.holdout', message: 'The holdout is a percent of visitors from 0 to 50.' }] });
    press(buttonByText(mount.container, 'Stop test'));
    press(buttonByText(mount.container, 'Promote b'));
    expect(props.onStop).toHaveBeenCalledOnce();
    expect(props.onPromote).toHaveBeenCalledWith('b');
    const holdout = mount.container.querySelector('#field-data-experiment-holdout');
    expect(holdout?.getAttribute('aria-invalid')).toBe('true');
    expect(mount.container.textContent).toContain('The holdout is a percent of visitors from 0 to 50.');
  });
});
