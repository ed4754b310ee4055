import { matchKey } from './normalise-text';

/**
 * 11th-edition Force Dispositions by the names exports print them under, with the translations
 * seen in real official-app exports (a translation is added here only from a real file). The
 * game data names them in English; this maps a printed name to that English name. Data, not
 * rules: a new disposition or language is a new line here.
 */
const dispositions: { name: string; aliases: string[] }[] = [
  // mhq cland5 aeldari-wraith_fr-app.txt: the bare line "Prendre et Tenir".
  { name: 'Take and Hold', aliases: ['Prendre et Tenir'] },
  { name: 'Disruption', aliases: [] },
  // compactor GWAPP-Sample-French.txt: "Dispositions des Forces : Éliminez l’Adversaire".
  { name: 'Purge the Foe', aliases: ["Éliminez l'Adversaire"] },
  // mhq cland5 votann_fr-app-attached.txt: the bare line "Atouts Prioritaires".
  { name: 'Priority Assets', aliases: ['Atouts Prioritaires'] },
  { name: 'Reconnaissance', aliases: [] },
];

const byKey = new Map<string, string>();
for (const entry of dispositions)
  for (const label of [entry.name, ...entry.aliases]) byKey.set(matchKey(label), entry.name);

/** The English name of a Force Disposition a line names ("Éliminez l’Adversaire" → Purge the Foe). */
export function forceDispositionNamed(line: string): string | null {
  return byKey.get(matchKey(line.trim())) ?? null;
}
