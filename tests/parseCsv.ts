/**
 * A small RFC 4180 reader for the tests of the report exports (server integration and e2e): written
 * apart from csv-stringify, so a test reads the file as a spreadsheet would rather than as its writer
 * meant it. Quoted cells may hold commas, doubled quotes and line breaks; a leading BOM is dropped;
 * lines end with \n or \r\n; a final line end does not make an empty record.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && source[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (c === '\n') endRecord();
    else cell += c;
    i++;
  }
  if (quoted) throw new Error('CSV: a quoted cell is not closed');
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
