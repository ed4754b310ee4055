import { assessRoster, type ParseIssue, unitPointsIssue } from './assess-roster';
import { parseBattleScribeXml } from './battlescribe-xml';
import { diagnoseRosterInput } from './diagnose-input';
import { RosterImportError } from './import-error';
import { isNewRecruitJson, parseNewRecruitJson } from './newrecruit-json';
import { type InputDiagnosis, musterRosterExportSchema, type ParseResult } from './parse-result';
import { type RosterDocument, readRosterDocument } from './read-roster-document';
import type { Roster } from './roster-model';
import { parseArmyListText } from './text/army-list-text';
import { parseSimpleListText } from './text/simple-list-text';

type Source = 'standard' | 'pdf';

const failure = (detectedFormat: string, ...errors: ParseIssue[]): ParseResult => ({
  success: false,
  roster: null,
  confidenceScore: 0,
  warnings: [],
  errors,
  partialData: null,
  missingFields: [],
  detectedFormat,
});

/** "Space Wolves, 2000 points": a name for a list whose file gives none (no dash, which a title splits at). */
function nameFromContents(roster: Pick<Roster, 'faction' | 'subFaction' | 'pointsTotal'>): string {
  const faction = roster.subFaction?.trim() || roster.faction.trim();
  return roster.pointsTotal > 0 ? `${faction}, ${roster.pointsTotal} points` : faction;
}

/** Spec 001 §5: valid with a name, a faction, points (in pointed games) and at least one unit. */
function finish(
  read: Roster,
  detectedFormat: string,
  readWarnings: ParseIssue[],
  source: Source,
  pointed: boolean,
): ParseResult {
  // Most exports (New Recruit's text, tournament forms) carry no list name: the list is named
  // from what it is, and the player can rename it, rather than refused for a missing name.
  const unnamed = read.name.trim() === '' && read.faction.trim() !== '';
  const roster = unnamed ? { ...read, name: nameFromContents(read) } : read;
  const parserWarnings: ParseIssue[] = unnamed
    ? [
        ...readWarnings,
        {
          code: 'ROSTER_NAMED',
          message: `The file gives the list no name, so it is called “${roster.name}”; rename it if you like.`,
        },
      ]
    : readWarnings;
  const assessment = assessRoster(roster, { source, pointed, issues: parserWarnings });
  const missing = (issue: ParseIssue) => /^(MISSING_|NO_UNITS)/.test(issue.code);
  const valid = assessment.missingFields.length === 0;
  return {
    success: valid,
    roster: valid ? roster : null,
    confidenceScore: assessment.confidenceScore,
    warnings: [...parserWarnings, ...assessment.warnings.filter((issue) => !missing(issue))],
    errors: assessment.warnings.filter(missing),
    partialData: valid ? null : roster,
    missingFields: assessment.missingFields,
    detectedFormat,
  };
}

/** BattleScribe and New Recruit trees: their units must add up to the roster's total cost. */
function rosterTreeWarnings(roster: Roster): ParseIssue[] {
  const issue = unitPointsIssue(roster.pointsTotal, roster.units);
  return issue ? [issue] : [];
}

/** XML schema guess (spec 001 §4): battlescribe with a game system name, newrecruit with forces. */
function xmlSchema(xml: string): 'battlescribe' | 'newrecruit' | 'generic' {
  const root = /<roster\b[^>]*>/i.exec(xml)?.[0];
  if (root && /\bgameSystemName\s*=\s*"[^"]+"/.test(root)) return 'battlescribe';
  if (/<(forces|force|army)\b/i.test(xml)) return 'newrecruit';
  return 'generic';
}

function parseXml(xml: string, fromArchive: boolean): ParseResult {
  if (!/<roster\b/i.test(xml)) {
    return failure('generic-xml', {
      code: 'LOW_CONFIDENCE_FORMAT',
      message: 'Could not confirm this is an army roster.',
    });
  }
  const schema = xmlSchema(xml);
  const format = `${schema}-${fromArchive ? 'rosz' : 'xml'}`;
  try {
    const roster = parseBattleScribeXml(xml);
    return finish(
      roster,
      format,
      rosterTreeWarnings(roster),
      'standard',
      roster.pointsTotal > 0 || roster.units.some((u) => u.points > 0),
    );
  } catch {
    const code =
      schema === 'battlescribe'
        ? 'BATTLESCRIBE_PARSING_ERROR'
        : schema === 'generic'
          ? 'GENERIC_XML_PARSING_ERROR'
          : 'XML_PARSING_ERROR';
    return failure(format, { code, message: 'Failed to parse roster file' });
  }
}

function parseJson(text: string): ParseResult {
  const json: unknown = JSON.parse(text);
  const ours = musterRosterExportSchema.safeParse(json);
  if (ours.success)
    return finish(ours.data.roster, 'muster-json', [], 'standard', ours.data.roster.pointsTotal > 0);
  if (isNewRecruitJson(json)) {
    try {
      const roster = parseNewRecruitJson(json);
      return finish(
        roster,
        'newrecruit-json',
        rosterTreeWarnings(roster),
        'standard',
        roster.pointsTotal > 0,
      );
    } catch {
      return failure('newrecruit-json', {
        code: 'ROSTER_PARSE_FAILED',
        message: 'Failed to parse roster file',
      });
    }
  }
  return failure('json', {
    code: 'LOW_CONFIDENCE_FORMAT',
    message: 'Could not confirm this is an army roster.',
  });
}

/**
 * Parses roster text: list-builder and app exports first, then the guessed simple formats. `source`
 * is 'pdf' for text extracted from a PDF (its own confidence weights) and labels OCR text too.
 */
export function parseRosterText(
  text: string,
  options: { source?: Source; origin?: 'pdf' | 'image' } = {},
): ParseResult {
  const source = options.source ?? 'standard';
  const label = (format: string) => (options.origin ? `${options.origin} (${format})` : format);
  const structured = parseArmyListText(text);
  if (structured)
    return finish(structured.roster, label(structured.format), structured.warnings, source, true);
  const simple = parseSimpleListText(text);
  if (simple.roster.units.length === 0) {
    return failure(label(simple.format), {
      code: 'LOW_CONFIDENCE_FORMAT',
      message: 'Could not confirm this is an army roster.',
    });
  }
  return finish(simple.roster, label(simple.format), simple.warnings, source, true);
}

/** Parses a document already read (text containers only; PDFs and images need text first). */
export function parseRosterDocument(document: RosterDocument): ParseResult {
  switch (document.container) {
    case 'rosz':
    case 'xml':
      return parseXml(document.text, document.container === 'rosz');
    case 'json':
      return parseJson(document.text);
    case 'text':
      return parseRosterText(document.text);
    case 'pdf':
      return failure('pdf', { code: 'PDF_PARSE_ERROR', message: 'PDF text has to be extracted first.' });
    case 'image':
      return failure('image', {
        code: 'IMAGE_PARSE_ERROR',
        message: 'Image text has to be recognised first.',
      });
  }
}

/** A parse that kept nothing carries what its input holds and lacks, worked out only then. */
export function withDiagnosis(result: ParseResult, diagnose: () => InputDiagnosis): ParseResult {
  return result.roster || result.partialData ? result : { ...result, diagnosis: diagnose() };
}

/**
 * Bytes or pasted text in, parse result out; files refused before parsing get their own code. A
 * result with nothing read says what the input holds and lacks (`diagnosis`).
 */
export function parseRosterInput(input: Uint8Array | string): ParseResult {
  let result: ParseResult;
  try {
    result = parseRosterDocument(readRosterDocument(input));
  } catch (error) {
    if (!(error instanceof RosterImportError)) throw error;
    result = failure('unknown', { code: error.code, message: error.message });
  }
  return withDiagnosis(result, () => diagnoseRosterInput(input));
}
