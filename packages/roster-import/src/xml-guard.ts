import { RosterImportError } from './import-error';
import { importLimits } from './limits';

/**
 * Refuses XML that declares a DTD or entities (billion laughs, XXE) instead of trying to expand
 * them safely, and XML nested deeper than any roster is, before a parser sees it. One linear pass.
 */
export function assertSafeXml(text: string, maxDepth = importLimits.maxXmlDepth): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new RosterImportError(
      'XML_DTD_REJECTED',
      'XML with a document type or entity declarations is not accepted.',
    );
  }
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
