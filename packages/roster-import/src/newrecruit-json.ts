import { parseRosterTree } from './battlescribe-xml';
import type { Roster } from './roster-model';

/** New Recruit's JSON holds the same tree as a .ros, with lists as arrays and text under "$text". */
const CONTAINERS: Record<string, string> = {
  costs: 'cost',
  costLimits: 'costLimit',
  forces: 'force',
  selections: 'selection',
  categories: 'category',
  profiles: 'profile',
  characteristics: 'characteristic',
  rules: 'rule',
};

function toXmlShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toXmlShape);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const singular = CONTAINERS[key];
    if (key === '$text') out['#text'] = child;
    else if (singular && Array.isArray(child)) out[key] = { [singular]: child.map(toXmlShape) };
    else out[key] = toXmlShape(child);
  }
  return out;
}

export function isNewRecruitJson(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'roster' in json &&
    typeof json.roster === 'object' &&
    json.roster !== null
  );
}

export function parseNewRecruitJson(json: unknown): Roster {
  return parseRosterTree(toXmlShape(json));
}
