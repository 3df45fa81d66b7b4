// An uploaded file of unique coupon codes (issue 48 item 5, server/rules/couponCsv.ts).
import { describe, expect, it } from 'vitest';
import { csvCells, MAX_CODES_PER_UPLOAD, parseCouponCsv } from '../../../server/rules/couponCsv';

describe('parseCouponCsv', () => {
  it('reads one code per line: trimmed, blanks and duplicates dropped, in file order', () => {
    expect(parseCouponCsv('\uFEFF A1 \r\n\r\nB2\nA1\rC3')).toEqual({ ok: true, codes: ['A1', 'B2', 'C3'], duplicates: 1 });
  });

  it('reads the `code` column of a CSV with a header, quotes and all', () => {
    expect(parseCouponCsv('id,Code,note\n1,X1,"a, b"\n2,"X,2",\n3,,empty\n')).toEqual({ ok: true, codes: ['X1', 'X,2'], duplicates: 0 });
    expect(csvCells('"say ""hi""",b')).toEqual(['say "hi"', 'b']);
  });

  it('refuses the file at the first bad code, naming its line, and a file without codes', () => {
    expect(parseCouponCsv(`A\n\n${'x'.repeat(65)}`)).toEqual({ ok: false, line: 3, message: 'Line 3: the code is longer than 64 characters' });
    expect(parseCouponCsv('code\nA\n"B\u0001"')).toEqual({ ok: false, line: 3, message: 'Line 3: the code contains a control character' });
    expect(parseCouponCsv('code\n\n')).toMatchObject({ ok: false, line: null });
  });

  it('refuses more than MAX_CODES_PER_UPLOAD codes', () => {
    const text = Array.from({ length: MAX_CODES_PER_UPLOAD + 1 }, (_, i) => `C${i}`).join('\n');
    expect(parseCouponCsv(text)).toMatchObject({ ok: false, line: MAX_CODES_PER_UPLOAD + 1 });
  });
});
