import { RosterImportError } from './import-error';
import { importLimits } from './limits';

/**
 * Refuses XML that declares a DTD or entities (billion laughs, XXE) instead of trying to expand
 * them safely, and XML nested deeper, with more selections or more character references than any
 * roster has, before a parser sees it. One linear pass.
 */
export function assertSafeXml(
  text: string,
  maxDepth: number = importLimits.maxXmlDepth,
  limits: { maxSelections: number; maxReferences: number } = {
    maxSelections: importLimits.maxXmlSelections,
    maxReferences: importLimits.maxXmlReferences,
  },
): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new RosterImportError(
      'XML_DTD_REJECTED',
      'XML with a document type or entity declarations is not accepted.',
    );
  }
  let references = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    references += 1;
    if (references > limits.maxReferences) {
      throw new RosterImportError(
        'XML_TOO_MANY_REFERENCES',
        `The XML holds more than ${limits.maxReferences.toLocaleString('en')} character references (such as &amp; or &#65;); no roster does.`,
      );
    }
  }
  let selections = 0;
  let depth = 0;
  let index = text.indexOf('<');
  while (index !== -1) {
    const next = text[index + 1];
    if (text.startsWith('<!--', index)) {
      index = skipPast(text, index, '-->');
    } else if (text.startsWith('<![CDATA[', index)) {
      index = skipPast(text, index, ']]>');
    } else if (next === '?' || next === '!') {
      index = skipPast(text, index, '>');
    } else if (next === '/') {
      depth -= 1;
      index = skipPast(text, index, '>');
    } else {
      const end = tagEnd(text, index);
      if (end === -1) break;
      if (isSelectionTag(text, index)) {
        selections += 1;
        if (selections > limits.maxSelections) {
          throw new RosterImportError(
            'XML_TOO_MANY_SELECTIONS',
            `The roster holds more than ${limits.maxSelections.toLocaleString('en')} selections (units, models and upgrades); the largest real rosters hold a few hundred.`,
          );
        }
      }
      if (text[end - 1] !== '/') {
        depth += 1;
        if (depth > maxDepth) {
          throw new RosterImportError(
            'XML_TOO_DEEP',
            `The XML nests deeper than ${maxDepth} levels; no roster does.`,
          );
        }
      }
      index = end + 1;
    }
    if (index === -1) break;
    index = text.indexOf('<', index);
  }
}

/** `<selection ` or `<selection>` (not `<selections>`) starts at `at`. */
function isSelectionTag(text: string, at: number): boolean {
  if (!text.startsWith('<selection', at)) return false;
  const after = text[at + 10];
  return (
    after === ' ' || after === '>' || after === '/' || after === '\n' || after === '\t' || after === '\r'
  );
}

/**
 * The `>` that closes the tag opened at `from`, skipping quoted attribute values: in
 * `<a x="/>">` the tag ends at the last `>`, and it is not self-closing.
 */
function tagEnd(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

function skipPast(text: string, from: number, marker: string): number {
  const end = text.indexOf(marker, from);
  return end === -1 ? -1 : end + marker.length;
}
