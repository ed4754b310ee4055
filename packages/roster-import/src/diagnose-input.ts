import { RosterImportError } from './import-error';
import { type InputDiagnosis, musterRosterExportSchema } from './parse-result';
import { type RosterDocument, readRosterDocument } from './read-roster-document';
import { parseArmyListText, sectionHeading } from './text/army-list-text';
import { factionNamed } from './text/known-factions';
import { readBattleSize } from './text/list-header';
import { parseSimpleListText } from './text/simple-list-text';
import { readPoints, type TextLine, toTextLines } from './text/text-lines';

/** What the text reader recognised in a pasted or uploaded list. */
export type TextFacts = {
  lineCount: number;
  faction: string | null;
  detachment: string | null;
  battleSize: string | null;
  /** The battle size's limit, or a "Total: N" line. */
  pointsTotal: number | null;
  sections: string[];
  /** Units the reader found with their points. */
  unitLines: string[];
  /** Short capitalised lines with no points: unit names, perhaps, but nothing to count. */
  unpricedNames: string[];
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "a, b and c". */
function listOf(items: string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** The first few, then "…". */
function some(items: string[], shown = 3): string {
  return `${items.slice(0, shown).join(', ')}${items.length > shown ? ', …' : ''}`;
}

const TOTAL_LINE = /^total\b.*?(\d[\d,.]*)/i;
const NAME_LIKE = /^(?:\d{1,3}\s*x\s+)?\p{Lu}[\p{L}\p{M}'’ -]{2,50}$/u;

/** The line after "Strike Force (2000 points)" names the detachment in the Warhammer app's export. */
function detachmentAfterBattleSize(lines: TextLine[], isHeading: (line: TextLine) => boolean): string | null {
  const index = lines.findIndex((line) => readBattleSize(line.text));
  const next = lines[index + 1];
  if (index < 0 || !next || next.bullet || isHeading(next)) return null;
  if (factionNamed(next.text) || /\d/.test(next.text) || !NAME_LIKE.test(next.text)) return null;
  return next.text;
}

/** Reads text as the list reader does and notes what it recognised. */
export function textFacts(text: string): TextFacts {
  const lines = toTextLines(text);
  // The same readers, in the same order, as parseRosterText.
  const roster = parseArmyListText(text)?.roster ?? parseSimpleListText(text).roster;
  const isHeading = (line: TextLine) =>
    !factionNamed(line.text) && !readBattleSize(line.text) && sectionHeading(line) !== null;
  const detachment = roster.detachments[0] ?? detachmentAfterBattleSize(lines, isHeading);
  const declaredTotal = lines.map((line) => TOTAL_LINE.exec(line.text)?.[1]).find(Boolean);
  const unitNames = new Set(roster.units.map((unit) => unit.name));
  const unpricedNames = lines
    // The first line is where every format puts the list's name.
    .filter((_line, index) => index > 0)
    .filter((line) => !line.bullet && line.depth === 0 && NAME_LIKE.test(line.text))
    .filter((line) => !isHeading(line) && !factionNamed(line.text) && !readBattleSize(line.text))
    .filter((line) => line.text !== detachment && !unitNames.has(line.text) && !/[:.,!?;]/.test(line.text))
    .map((line) => line.text);
  return {
    lineCount: lines.length,
    faction: roster.faction || null,
    detachment,
    battleSize: roster.battleSize,
    pointsTotal: roster.pointsLimit ?? (declaredTotal ? readPoints(declaredTotal) : null),
    sections: lines.filter(isHeading).map((line) => line.text),
    unitLines: roster.units.map((unit) => unit.name),
    unpricedNames,
  };
}

/** Text that was meant as a list: what the reader recognised, and what a roster needs that it lacks. */
export function diagnoseRosterText(text: string): InputDiagnosis {
  const trimmed = text.trim();
  if (!trimmed) return diagnoseImportError(new RosterImportError('EMPTY_CONTENT', 'The file is empty.'));
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const json = tryJson(trimmed);
    return json.ok ? diagnoseJson(json.value) : diagnoseBrokenJson(trimmed);
  }
  if (trimmed.startsWith('<')) return diagnoseXml(trimmed);
  const facts = textFacts(text);
  const found: string[] = [];
  if (facts.faction) found.push(`the faction ${facts.faction}`);
  if (facts.detachment) found.push(`the detachment ${facts.detachment}`);
  if (facts.battleSize)
    found.push(
      `the battle size ${facts.battleSize}${facts.pointsTotal ? ` (${facts.pointsTotal} pts)` : ''}`,
    );
  else if (facts.pointsTotal) found.push(`a points total (${facts.pointsTotal} pts)`);
  if (facts.sections.length > 0)
    found.push(`${plural(facts.sections.length, 'section heading')} (${some(facts.sections)})`);
  if (facts.unitLines.length > 0) found.push(plural(facts.unitLines.length, 'unit line'));
  if (facts.unpricedNames.length > 0)
    found.push(
      `${plural(facts.unpricedNames.length, 'line')} that may name units but give no points (${some(facts.unpricedNames)})`,
    );
  const missing: string[] = [];
  if (!facts.faction) missing.push(facts.detachment ? 'faction line' : 'faction or detachment line');
  if (facts.unitLines.length === 0) missing.push('unit lines with points');
  const summary =
    found.length === 0
      ? `${facts.lineCount === 1 ? 'Its one line does not read' : `None of its ${facts.lineCount} lines reads`} as part of an army list: there is no ${listOf(missing, 'and no')}.`
      : missing.length === 0
        ? `Found ${listOf(found)}.`
        : `Found ${listOf(found)}, but no ${listOf(missing, 'and no')}.`;
  return { kind: 'text', found, missing, summary };
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Keys a New Recruit or BattleScribe roster tree has, which sit inside its "roster" object. */
const ROSTER_TREE_KEYS = ['forces', 'selections', 'costs', 'costLimits', 'gameSystemId', 'gameSystemName'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON that parsed but did not read as a roster. */
export function diagnoseJson(json: unknown): InputDiagnosis {
  if (!isObject(json)) {
    const what = Array.isArray(json) ? `a list of ${plural(json.length, 'item')}` : `a single ${typeof json}`;
    return {
      kind: 'json',
      found: [`JSON holding ${what}`],
      missing: ["'roster' object"],
      summary: `This is JSON, but ${what} rather than a roster file: a New Recruit JSON file is an object with a 'roster' object.`,
    };
  }
  const keys = Object.keys(json);
  if (json.format === 'muster-roster') {
    const issue = musterRosterExportSchema.safeParse(json).error?.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    return {
      kind: 'json',
      found: ['a Muster roster export'],
      missing: [`valid ${where}`],
      summary: `This looks like a Muster roster export, but ${where} is not right${issue ? ` (${issue.message})` : ''}.`,
    };
  }
  if ('roster' in json) {
    const roster = json.roster;
    if (!isObject(roster))
      return {
        kind: 'json',
        found: ["a 'roster' key"],
        missing: ["'roster' object"],
        summary: "This looks like a New Recruit JSON file, but its 'roster' is not an object.",
      };
    const forces = Array.isArray(roster.forces) ? roster.forces.length : 0;
    return {
      kind: 'json',
      found: [`a 'roster' object with ${plural(forces, 'force')}`],
      missing: forces === 0 ? ['forces'] : ['readable units'],
      summary:
        forces === 0
          ? "This looks like a New Recruit JSON file, but its 'roster' object has no forces (the detachments with their units)."
          : `This looks like a New Recruit JSON file with ${plural(forces, 'force')}, but its units could not be read.`,
    };
  }
  const treeKeys = keys.filter((key) => ROSTER_TREE_KEYS.includes(key));
  if (treeKeys.length > 0)
    return {
      kind: 'json',
      found: [`roster fields (${treeKeys.join(', ')})`],
      missing: ["'roster' object"],
      summary: `This looks like a New Recruit JSON file, but the 'roster' object is missing: its ${treeKeys.join(', ')} should sit inside one.`,
    };
  return {
    kind: 'json',
    found: [keys.length > 0 ? `JSON with the keys ${some(keys, 5)}` : 'an empty JSON object'],
    missing: ["'roster' object"],
    summary: `This is JSON, but not a roster file: ${keys.length > 0 ? `its top level has ${some(keys, 5)}` : 'it is empty'} and no 'roster' object.`,
  };
}

/** Where JSON text breaks: brackets still open at the end, or a closing one that does not match. */
function scanJson(text: string): { unclosed: number; inString: boolean; badLine: number | null } {
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  let line = 1;
  for (const char of text) {
    if (char === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') open.push(char);
    else if (char === '}' || char === ']') {
      if (open.pop() !== (char === '}' ? '{' : '['))
        return { unclosed: open.length, inString, badLine: line };
    }
  }
  return { unclosed: open.length, inString, badLine: null };
}

/** Text that starts like JSON but does not parse: usually a file cut off while copying. */
export function diagnoseBrokenJson(text: string): InputDiagnosis {
  const scan = scanJson(text);
  const roster = /"roster"\s*:/.test(text);
  const found = [roster ? "the start of a JSON roster (a 'roster' key)" : 'the start of a JSON file'];
  if (scan.badLine === null && (scan.unclosed > 0 || scan.inString)) {
    const open =
      scan.unclosed > 0
        ? `${plural(scan.unclosed, 'bracket')} never ${scan.unclosed === 1 ? 'closes' : 'close'}`
        : 'a quoted text never ends';
    return {
      kind: 'json',
      found,
      missing: ['end of the file'],
      summary: `This looks like ${roster ? 'a New Recruit JSON file' : 'a JSON file'}, but it is cut off: ${open}. Paste or upload the whole file.`,
    };
  }
  return {
    kind: 'json',
    found,
    missing: ['valid JSON'],
    summary: `This looks like ${roster ? 'a New Recruit JSON file' : 'a JSON file'}, but it is not valid JSON${scan.badLine ? ` (a bracket on line ${scan.badLine} closes one that was never opened)` : ''}.`,
  };
}

/** The first element's name, past the declaration, comments and doctype. */
function rootElement(xml: string): string | null {
  const body = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![A-Za-z][^>]*>/g, '');
  return /<([A-Za-z_][\w:.-]*)/.exec(body)?.[1] ?? null;
}

/** XML that did not read as a roster: a data file, another document, or a roster cut off. */
export function diagnoseXml(xml: string): InputDiagnosis {
  const root = rootElement(xml);
  if (root === 'catalogue' || root === 'gameSystem')
    return {
      kind: 'xml',
      found: [`a BattleScribe data file (<${root}>)`],
      missing: ['<roster> element'],
      summary: `This is a BattleScribe data file (<${root}>), not a roster: export the roster itself (.ros or .rosz) from BattleScribe or New Recruit.`,
    };
  if (!/<roster\b/i.test(xml))
    return {
      kind: 'xml',
      found: [root ? `XML with the root <${root}>` : 'XML'],
      missing: ['<roster> element'],
      summary: `This is XML${root ? ` (its root is <${root}>)` : ''}, but it holds no <roster> element.`,
    };
  const forces = (xml.match(/<force\b/gi) ?? []).length;
  const selections = (xml.match(/<selection\b/gi) ?? []).length;
  const found = [`a <roster> with ${plural(forces, 'force')} and ${plural(selections, 'selection')}`];
  if (!/<\/roster>\s*$/i.test(xml))
    return {
      kind: 'xml',
      found,
      missing: ['</roster> end'],
      summary: 'This looks like a BattleScribe roster, but it is cut off: it does not end with </roster>.',
    };
  return {
    kind: 'xml',
    found,
    missing: forces === 0 ? ['forces'] : ['readable units'],
    summary:
      forces === 0
        ? 'This looks like a BattleScribe roster, but it holds no forces (the detachments with their units).'
        : `This looks like a BattleScribe roster with ${plural(forces, 'force')} and ${plural(selections, 'selection')}, but they could not be read.`,
  };
}

const archiveSummaries: Partial<Record<RosterImportError['code'], string>> = {
  ARCHIVE_CORRUPT:
    'This starts like a zip archive (a .rosz), but the archive is damaged or cut off, so nothing in it can be read.',
  ARCHIVE_NO_ROSTER: 'This is a zip archive, but no roster (.ros or text) is inside it.',
  ARCHIVE_NESTED: 'This is a zip archive holding another archive; a .rosz holds the roster itself.',
};

/** Input refused before any parser ran, by its refusal. */
export function diagnoseImportError(error: RosterImportError, byteLength = 0): InputDiagnosis {
  switch (error.code) {
    case 'EMPTY_CONTENT':
      return { kind: 'empty', found: [], missing: ['list'], summary: 'There is nothing in it to read.' };
    case 'FILE_TOO_LARGE':
      return { kind: 'too-large', found: [], missing: [], summary: error.message };
    case 'BINARY_CONTENT':
      return {
        kind: 'binary',
        found: [`${byteLength} bytes of binary data`],
        missing: ['text, a roster archive, a PDF or an image'],
        summary:
          'This is not text, and not a roster archive (.rosz), a PDF or an image either: export the list as text, .ros or .rosz.',
      };
    case 'XML_DTD_REJECTED':
    case 'XML_TOO_DEEP':
    case 'XML_TOO_MANY_SELECTIONS':
    case 'XML_TOO_MANY_REFERENCES':
      return { kind: 'xml', found: ['XML'], missing: [], summary: error.message };
    default:
      return {
        kind: 'archive',
        found: ['a zip archive'],
        missing: ['readable roster inside'],
        summary: archiveSummaries[error.code] ?? error.message,
      };
  }
}

/** A document already read: each container by its own kind. */
export function diagnoseRosterDocument(document: RosterDocument): InputDiagnosis {
  switch (document.container) {
    case 'text':
      return diagnoseRosterText(document.text);
    case 'json':
      return diagnoseJson(JSON.parse(document.text));
    case 'xml':
    case 'rosz':
      return diagnoseXml(document.text);
    case 'pdf':
      return {
        kind: 'pdf',
        found: ['a PDF'],
        missing: [],
        summary: 'This is a PDF: its text is read first.',
      };
    case 'image':
      return {
        kind: 'image',
        found: ['an image'],
        missing: [],
        summary: 'This is an image: its text is read first.',
      };
  }
}

/** Any input, as parseRosterInput takes it. */
export function diagnoseRosterInput(input: Uint8Array | string): InputDiagnosis {
  try {
    return diagnoseRosterDocument(readRosterDocument(input));
  } catch (error) {
    if (!(error instanceof RosterImportError)) throw error;
    const bytes = typeof input === 'string' ? new TextEncoder().encode(input).length : input.length;
    return diagnoseImportError(error, bytes);
  }
}
