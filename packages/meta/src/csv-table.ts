/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF; a
 * leading byte-order mark is dropped. Semicolon files (spreadsheets in comma-decimal locales)
 * are read when the header line has more semicolons than commas.
 */
export type CsvTable = { header: string[]; rows: { line: number; cells: string[] }[] };

export class CsvSyntaxError extends Error {}

export function readCsvTable(text: string): CsvTable {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(`A quoted field that starts on line ${recordLine} is never closed.`);
  if (cell !== '' || cells.length > 0) records.push({ line: recordLine, cells: [...cells, cell] });
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw new CsvSyntaxError('The file has no header line.');
  return {
    header: header.cells.map((c) => c.trim()),
    rows: rows.map((r) => ({ line: r.line, cells: r.cells })),
  };
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
