/** What a parse warning's code means, in a word or two a player reads at a glance. */
const labels: Record<string, string> = {
  LOW_POINTS_CONFIDENCE: 'Points do not add up',
  LOW_FACTION_CONFIDENCE: 'Faction unsure',
  LOW_UNIT_CONFIDENCE: 'Units unsure',
  LOW_CONFIDENCE_FORMAT: 'Format unsure',
  MISSING_FACTION: 'No faction',
  MISSING_POINTS: 'No points',
  MISSING_ROSTER_NAME: 'No name',
  NO_UNITS: 'No units',
  ROSTER_NAMED: 'Named for you',
  NOT_WARHAMMER_40K: 'Not a 40k list',
  PATTERN_RECOGNITION_INCOMPLETE: 'Partly read',
  UNRESOLVED_UNITS: 'No datasheet',
};

export const issueLabel = (code: string) => labels[code] ?? 'Check this';
