import { describe, expect, it } from 'vitest';
import {
  CONFIRM_DIALOG_CANCEL_LABEL,
  CONFIRM_DIALOG_CONFIRM_LABEL,
  CONFIRM_DIALOG_WIDTH_PX,
  confirmDialogResult,
  modalBodyMaxHeight,
  modalFooterReserve,
} from '../../../studio/rules/confirmDialog';
import {
  AUTOCOMPLETE_EMPTY_LABEL,
  DROPDOWN_CLOSE_DELAY_MS,
  OPTION_LIST_MAX_HEIGHT_PX,
  SLIDER_DEFAULT_VALUE,
} from '../../../studio/rules/controlConstants';
import { OPTIONAL_LABEL, fieldLabel } from '../../../studio/rules/fieldLabel';

describe('control constants from the spec', () => {
  it('autocomplete, option list, slider, dropdown', () => {
    expect(AUTOCOMPLETE_EMPTY_LABEL).toBe('No Items Found');
    expect(OPTION_LIST_MAX_HEIGHT_PX).toBe(275);
    expect(SLIDER_DEFAULT_VALUE).toBe(50);
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(300);
  });
});

describe('confirm dialog', () => {
  it('default buttons "Cancel" and "Confirm", 525 px wide', () => {
    expect([CONFIRM_DIALOG_CANCEL_LABEL, CONFIRM_DIALOG_CONFIRM_LABEL]).toEqual(['Cancel', 'Confirm']);
    expect(CONFIRM_DIALOG_WIDTH_PX).toBe(525);
  });

  it('resolves true on confirm, false on cancel or close', () => {
    expect(confirmDialogResult('confirm')).toBe(true);
    expect(confirmDialogResult('cancel')).toBe(false);
    expect(confirmDialogResult('close')).toBe(false);
  });

  it('footer reserve 160 with buttons, else 112', () => {
    expect(modalFooterReserve(true)).toBe(160);
    expect(modalFooterReserve(false)).toBe(112);
    expect(modalBodyMaxHeight(800, true)).toBe(640);
    expect(modalBodyMaxHeight(800, false)).toBe(688);
    expect(modalBodyMaxHeight(100, true)).toBe(0);
  });
});

describe('fieldLabel: "Optional" when not required', () => {
  it('required by default: no marker', () => {
    expect(fieldLabel('Title')).toEqual({ label: 'Title', marker: null });
  });

  it('not required: "Optional"', () => {
    expect(OPTIONAL_LABEL).toBe('Optional');
    expect(fieldLabel('Description', false)).toEqual({ label: 'Description', marker: 'Optional' });
  });

  it('explicitly required: no marker', () => {
    expect(fieldLabel('Phone', true).marker).toBeNull();
  });
});
