/**
 * An uploaded file of unique coupon codes (issue 48 item 5), read into the codes to store: a pure rule of
 * the text. The file is either one code per line, or a CSV whose header row has a `code` column (any
 * case; the other columns are ignored). Without such a header the first column of each line is the code,
 * so a one-column export from a spreadsheet reads as it looks. Each code is trimmed; blank lines and
 * codes seen before (in this file) are dropped; a code over the length limit or with a control
 * character refuses the whole file, naming its line, so the owner fixes the file rather than finding
 * out from a visitor. Quoted cells ("A,B", "say ""hi""") are read as CSV has them, on one line.
 */
import { couponCodeProblem } from '../../bridge-protocol/uniqueCode';

/** At most this many codes in one upload (the body is limited to MAX_COUPON_UPLOAD_BYTES too). */
export const MAX_CODES_PER_UPLOAD = 100_000;
export const MAX_COUPON_UPLOAD_BYTES = 2 * 1024 * 1024;

export type CouponCsv =
  | { ok: true; codes: string[]; duplicates: number }
  | { ok: false; line: number | null; message: string };

/** The cells of one CSV line: commas split, double quotes quote, `""` inside quotes is one quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The index of the `code` column when `cells` is a header row; -1 otherwise. */
const codeColumn = (cells: string[]): number => cells.findIndex((c) => c.trim().toLowerCase() === 'code');

export function parseCouponCsv(text: string): CouponCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstFilled = lines.findIndex((l) => l.trim() !== '');
  const header = firstFilled >= 0 ? codeColumn(csvCells(lines[firstFilled] ?? '')) : -1;
  const column = Math.max(header, 0);
  const seen = new Set<string>();
  let duplicates = 0;
  for (const [index, line] of lines.entries()) {
    if (header >= 0 && index === firstFilled) continue;
    const code = (csvCells(line)[column] ?? '').trim();
    if (code === '') continue;
    const problem = couponCodeProblem(code);
    if (problem) return { ok: false, line: index + 1, message: `Line ${index + 1}: ${problem}` };
    if (seen.has(code)) duplicates += 1;
    else seen.add(code);
    if (seen.size > MAX_CODES_PER_UPLOAD) return { ok: false, line: index + 1, message: `Line ${index + 1}: at most ${MAX_CODES_PER_UPLOAD.toLocaleString('en-US')} codes per upload` };
  }
  if (seen.size === 0) return { ok: false, line: null, message: 'The file has no codes: one code per line, or a CSV with a “code” column' };
  return { ok: true, codes: [...seen], duplicates };
}
