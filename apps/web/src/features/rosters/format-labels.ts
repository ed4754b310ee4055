/** What each detected format is called on screen. */
const labels: Record<string, string> = {
  'battlescribe-rosz': 'BattleScribe .rosz',
  'battlescribe-xml': 'BattleScribe .ros',
  'newrecruit-rosz': 'New Recruit .rosz',
  'newrecruit-xml': 'New Recruit .ros',
  'newrecruit-json': 'New Recruit JSON',
  'muster-json': 'Muster JSON export',
  'muster-builder': 'Built in Muster',
  'gw-app': 'Warhammer app text',
  'newrecruit-gw': 'New Recruit text (GW style)',
  'newrecruit-wtc': 'New Recruit text (WTC)',
  'newrecruit-wtc-compact': 'New Recruit text (WTC compact)',
  'newrecruit-text': 'New Recruit text',
  'battlescribe-text': 'BattleScribe text',
  battlescribe: 'BattleScribe text',
  listforge: 'ListForge text',
  'atc-2026': 'ATC 2026 text',
  warorgan: 'WarOrgan text',
  'key-value': 'Key-value text',
  table: 'Table',
  list: 'Plain list',
};

export function formatLabel(detectedFormat: string): string {
  const extracted = /^(pdf|image) \((.+)\)$/.exec(detectedFormat);
  if (extracted?.[1] && extracted[2]) {
    return `${extracted[1] === 'pdf' ? 'PDF' : 'Screenshot (OCR)'} · ${formatLabel(extracted[2])}`;
  }
  return labels[detectedFormat] ?? detectedFormat;
}
