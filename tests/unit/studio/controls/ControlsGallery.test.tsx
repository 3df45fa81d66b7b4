// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ControlsGallery } from '../../../../studio/controls/ControlsGallery';
import { mountEachTest } from './helpers';

const mount = mountEachTest();

describe('ControlsGallery', () => {
  it('renders every control with its sample data', () => {
    act(() => mount.root.render(<ControlsGallery />));
    const text = mount.container.textContent ?? '';
    for (const heading of ['Date-range picker', 'Number input', 'Autocomplete select', 'Text input and textarea', 'Slider and radio group', 'Highlighted text', 'Dropdown', 'Confirm dialog and buttons', 'Custom scroll area']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Select date range');
    expect(mount.container.querySelector('input[value="Ireland"]')).not.toBeNull();
    expect(mount.container.querySelector('mark')?.textContent).toBe('Mess');
  });
});
