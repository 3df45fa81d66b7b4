// Spreadsheet formula injection in the report exports (server/policies/csvFormulaGuard.ts).
import { describe, expect, it } from 'vitest';
import { guardFormulaCell } from '../../../server/policies/csvFormulaGuard';

describe('guardFormulaCell', () => {
  it("quotes a cell a spreadsheet would run: =, +, -, @, tab, carriage return", () => {
    for (const cell of ['=1+1', '=HYPERLINK("https://evil.example","x")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', '=', '-', '+1 (201) 555-0123', '-1e5']) {
      expect(guardFormulaCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves plain text and plain numbers (E.164 phones, signed amounts) alone', () => {
    for (const cell of ['', 'page_view', 'https://shop.example/?a=1', ' =1+1', "'=1", '+12015550123', '-12.5', '42', 'a=b']) {
      expect(guardFormulaCell(cell), JSON.stringify(cell)).toBe(cell);
    }
  });
});
