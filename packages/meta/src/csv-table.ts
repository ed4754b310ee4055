import Papa from 'papaparse';

/**
 * A delimited text table as spreadsheets and stats sites save it, read by PapaParse (RFC 4180
 * quoting: fields may hold delimiters, quotes ("") and line breaks; CRLF or LF; a leading
 * byte-order mark is dropped). The delimiter is what the file uses: comma, semicolon (spreadsheets
 * in comma-decimal locales), tab (copied out of a spreadsheet) or pipe. Each row keeps the line it
 * starts on, counting the line breaks inside quoted fields, so messages point at the right line.
 */
export type CsvTable = { header: string[]; rows: { line: number; cells: string[] }[] };

export class CsvSyntaxError extends Error {}

const delimitersToGuess = [',', ';', '\t', '|'];

export function readCsvTable(text: string): CsvTable {
  const source = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let unclosedQuoteLine: number | null = null;
  // Lines are counted from one row's end to the next: the cursor is where the parser stands after
  // each row, so the next row starts on the line after the breaks read so far.
  let counted = 0;
  let line = 1;
  const newlinesBetween = (from: number, to: number) => {
    let breaks = 0;
    for (let i = from; i < to; i++) {
      const char = source.charCodeAt(i);
      if (char === 10 || (char === 13 && source.charCodeAt(i + 1) !== 10)) breaks++;
    }
    return breaks;
  };
  Papa.parse<string[]>(source, {
    delimitersToGuess,
    skipEmptyLines: false,
    step: (result) => {
      const start = line;
      const cursor = result.meta.cursor;
      line += newlinesBetween(counted, cursor);
      counted = cursor;
      if (result.errors.some((error) => error.code === 'MissingQuotes')) unclosedQuoteLine ??= start;
      records.push({ line: start, cells: result.data });
    },
  });
  if (unclosedQuoteLine !== null)
    throw new CsvSyntaxError(`A quoted field that starts on line ${unclosedQuoteLine} is never closed.`);
  const nonEmpty = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw new CsvSyntaxError('The file has no header line.');
  return { header: header.cells.map((cell) => cell.trim()), rows };
}
