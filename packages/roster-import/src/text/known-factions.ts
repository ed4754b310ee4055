import { matchKey } from './normalise-text';

/**
 * Factions a text list may name, with the names other exporters and languages use for them.
 * Sub-factions (Space Marine chapters, Chaos legions' old names) point at their parent. This is
 * data, not rules: a new faction is a new line here.
 */
type FactionEntry = { name: string; aliases?: string[]; parent?: string };

const factions: FactionEntry[] = [
  { name: 'Adepta Sororitas', aliases: ['Sisters of Battle', 'Soeurs de Bataille'] },
  { name: 'Adeptus Custodes', aliases: ['Custodes'] },
  { name: 'Adeptus Mechanicus', aliases: ['AdMech'] },
  { name: 'Astra Militarum', aliases: ['Imperial Guard'] },
  { name: 'Grey Knights', aliases: ['Chevaliers Gris'] },
  { name: 'Imperial Agents', aliases: ['Agents of the Imperium', "Agents de l'Imperium"] },
  { name: 'Imperial Knights', aliases: ['Questor Imperialis', 'Chevaliers Impériaux'] },
  { name: 'Space Marines', aliases: ['Adeptus Astartes'] },
  // The chapters, with the names the official app's French edition prints.
  ...(
    [
      ['Black Templars', ['Templiers Noirs']],
      ['Blood Angels', ['Anges de Sang']],
      ['Crimson Fists', ['Poings Écarlates']],
      ['Dark Angels', ['Anges des Ténèbres', 'Anges Noirs']],
      ['Deathwatch', ['Death Watch']],
      ['Imperial Fists', ['Poings Impériaux']],
      ['Iron Hands', ['Mains de Fer']],
      ['Raven Guard', ['Corbeaux Noirs']],
      ['Salamanders', ['Salamandres']],
      ['Space Wolves', ['Loups Spatiaux']],
      ['Ultramarines', []],
      ['White Scars', ['Balafres Blanches']],
    ] as const
  ).map(([name, aliases]) => ({ name, aliases: [...aliases], parent: 'Space Marines' })),
  { name: 'Chaos Space Marines', aliases: ['Heretic Astartes', 'Space Marines du Chaos'] },
  { name: 'Chaos Daemons', aliases: ['Legiones Daemonica', 'Démons du Chaos'] },
  { name: 'Chaos Knights', aliases: ['Questor Traitoris', 'Chevaliers du Chaos'] },
  { name: 'Death Guard', aliases: ['Garde de la Mort'] },
  { name: "Emperor's Children", aliases: ["Enfants de l'Empereur"] },
  { name: 'Thousand Sons' },
  { name: 'World Eaters' },
  { name: 'Aeldari', aliases: ['Craftworlds', 'Asuryani', 'Eldar'] },
  { name: 'Drukhari', aliases: ['Dark Eldar'] },
  { name: 'Genestealer Cults', aliases: ['Genestealer Cult', 'Cultes Genestealers'] },
  { name: 'Leagues of Votann', aliases: ['Votann', 'Ligues de Votann'] },
  { name: 'Necrons', aliases: ['Nécrons'] },
  { name: 'Orks', aliases: ['Orcs'] },
  { name: "T'au Empire", aliases: ['Tau Empire', "Empire T'au", "T'au", 'Tau'] },
  { name: 'Tyranids', aliases: ['Tyranides'] },
];

type Known = { name: string; parent: string | null; aliases: string[] };
const byKey = new Map<string, Known>();
for (const entry of factions) {
  for (const label of [entry.name, ...(entry.aliases ?? [])]) {
    byKey.set(matchKey(label), {
      name: entry.name,
      parent: entry.parent ?? null,
      aliases: entry.aliases ?? [],
    });
  }
}
const longestFirst = [...byKey.keys()].sort((a, b) => b.length - a.length);

/** The faction a whole line names ("Empire T’au" → T'au Empire), if it names one. */
export function factionNamed(line: string): Known | null {
  return byKey.get(matchKey(line).replace(/^(imperium|chaos|xenos)\s*-\s*/, '')) ?? null;
}

/** A faction mentioned somewhere in a line, longest name first ("… GT 2023 – Chaos Daemons"). */
export function factionMentioned(line: string): Known | null {
  const key = ` ${matchKey(line).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  const found = longestFirst.find((name) => key.includes(` ${name} `));
  return found ? (byKey.get(found) ?? null) : null;
}

/** Every faction's own name (no aliases), for suggestions when a name is not recognised. */
export function knownFactionNames(): string[] {
  return factions.map((entry) => entry.name);
}
