// @vitest-environment happy-dom
import { Time } from '@internationalized/date';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimeField } from '../../../../studio/controls/TimeField';
import { key, mountEachTest } from './helpers';

const mount = mountEachTest();

const segments = () => [...mount.container.querySelectorAll('[role="spinbutton"]')];

describe('TimeField', () => {
  it('shows its label, with "Optional" when it may stay empty, and a message of ours', () => {
    act(() => mount.root.render(<TimeField label="Until" value={null} onChange={vi.fn()} required={false} errorMessage="Enter an end time." />));
    expect(mount.container.textContent).toContain('Until(Optional)');
    expect(mount.container.textContent).toContain('Enter an end time.');
    expect(mount.container.querySelector('[role="group"]')?.getAttribute('data-invalid')).toBe('true');
  });

  it('shows a 24-hour time with no AM/PM, and steps the hour with the arrow keys', () => {
    const onChange = vi.fn();
    act(() => mount.root.render(<TimeField label="From" value={new Time(18, 0)} onChange={onChange} />));
    expect(segments().map((segment) => segment.getAttribute('data-type'))).toEqual(['hour', 'minute']);
    expect(segments().map((segment) => segment.textContent)).toEqual(['18', '00']);
    key(segments()[0], 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith(new Time(19, 0));
  });

  it('wraps from 23 to 0, never 24', () => {
    const onChange = vi.fn();
    act(() => mount.root.render(<TimeField label="Until" value={new Time(23, 30)} onChange={onChange} />));
    key(segments()[0], 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith(new Time(0, 30));
  });
});
