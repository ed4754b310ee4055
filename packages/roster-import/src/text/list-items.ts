export type CountedName = { name: string; count: number };

/** Splits on commas outside brackets. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** "2x Bolt pistol", "2 x Bolt pistol", "1 mauler chainblade", "Bolt pistol" → name and count. */
export function readCountedName(text: string): CountedName {
  const match = /^(\d{1,3})\s*[x×]\s*(.+)$/i.exec(text) ?? /^(\d{1,3})\s+(\p{L}.*)$/u.exec(text);
  if (match?.[1] && match[2]) return { name: match[2].trim(), count: Number(match[1]) };
  return { name: text.trim(), count: 1 };
}

/**
 * Reads an inline wargear list: "Gorechild, 2x Plasma pistol", or New Recruit's grouped form
 * "2 ectoplasma cannons (2x Ectoplasma cannon), Cannon and claws (Ectoplasma cannon, Claws)", whose
 * bracketed parts are the real items. `splitAnd` also splits "a and b" (WarOrgan's prose lists).
 */
export function readItems(text: string, options: { splitAnd?: boolean } = {}): CountedName[] {
  const items: CountedName[] = [];
  for (const part of splitTopLevel(text)) {
    const group = /^(.*?)\s*\((.+)\)$/.exec(part);
    if (group?.[2] && (/,|\d\s*x\s/i.test(group[2]) || /^\d+\s+(?!x\s)/i.test(group[1] ?? ''))) {
      items.push(...readItems(group[2], options));
      continue;
    }
    const pieces = options.splitAnd ? part.split(/\s+and\s+/i) : [part];
    for (const piece of pieces) if (piece.trim()) items.push(readCountedName(piece.trim()));
  }
  return items;
}

/** Adds counts of equal names, keeping first-seen order. */
export function tallyItems(items: CountedName[]): CountedName[] {
  const totals = new Map<string, number>();
  for (const { name, count } of items) totals.set(name, (totals.get(name) ?? 0) + count);
  return [...totals].map(([name, count]) => ({ name, count }));
}
