import type { ResultTable } from './faction-estimate';

/**
 * Published faction results bundled with the app, each table exactly as its source printed it
 * (win rates, games or share of the field), with its address and period; the tables themselves and
 * where each was read are in data/published-results (SOURCES.tsv). A rating cites the tables it
 * rests on, weighted by age; results recorded here (Oracle uploads, Muster events) join them.
 *
 * Caveats, also in SOURCES.tsv: both Warp Friends weeks were read from a public research note that
 * copied the posts (the May 5 copy holds 20 of the 28 factions); the Stat Check table is its first
 * 16 rows, shares only, posted 2024-02-28 (too old to count by default: `maxAgeDays`). All three are
 * 10th edition: no 11th-edition table was found in public data.
 */
export const publishedResultTables: ResultTable[] = [
  {
    id: 'warp-friends-2026-05-18',
    source: 'Warp Friends weekly 40k meta stats (Best Coast Pairings results, hand-scraped)',
    url: 'https://warpfriends.wordpress.com/2026/05/20/40k-meta-stats-from-may-18-2026/',
    from: '2026-05-12',
    to: '2026-05-18',
    edition: '10th',
    games: 5644,
    rows: [
      { faction: 'Adeptus Custodes', winRate: 0.469, games: 243, share: null },
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: a published win rate, not log10(e).
      { faction: 'Adeptus Mechanicus', winRate: 0.434, games: 122, share: null },
      { faction: 'Aeldari', winRate: 0.441, games: 118, share: null },
      { faction: 'Astra Militarum', winRate: 0.469, games: 258, share: null },
      { faction: 'Black Templars', winRate: 0.482, games: 85, share: null },
      { faction: 'Blood Angels', winRate: 0.402, games: 169, share: null },
      { faction: 'Chaos Daemons', winRate: 0.484, games: 159, share: null },
      { faction: 'Chaos Knights', winRate: 0.457, games: 162, share: null },
      { faction: 'Chaos Space Marines', winRate: 0.594, games: 426, share: null },
      { faction: 'Dark Angels', winRate: 0.484, games: 213, share: null },
      { faction: 'Death Guard', winRate: 0.483, games: 325, share: null },
      { faction: 'Deathwatch', winRate: 0.56, games: 91, share: null },
      { faction: 'Drukhari', winRate: 0.529, games: 189, share: null },
      { faction: "Emperor's Children", winRate: 0.519, games: 291, share: null },
      { faction: 'Genestealer Cult', winRate: 0.553, games: 47, share: null },
      { faction: 'Grey Knights', winRate: 0.462, games: 106, share: null },
      { faction: 'Imperial Agents', winRate: 0.515, games: 33, share: null },
      { faction: 'Imperial Knights', winRate: 0.452, games: 250, share: null },
      { faction: 'Leagues of Votann', winRate: 0.518, games: 139, share: null },
      { faction: 'Necrons', winRate: 0.54, games: 354, share: null },
      { faction: 'Orks', winRate: 0.505, games: 182, share: null },
      { faction: 'Sisters of Battle', winRate: 0.525, games: 141, share: null },
      { faction: 'Space Marines', winRate: 0.439, games: 374, share: null },
      { faction: 'Space Wolves', winRate: 0.375, games: 136, share: null },
      { faction: 'Tau', winRate: 0.554, games: 354, share: null },
      { faction: 'Thousand Sons', winRate: 0.483, games: 230, share: null },
      { faction: 'Tyranids', winRate: 0.535, games: 271, share: null },
      { faction: 'World Eaters', winRate: 0.517, games: 176, share: null },
    ],
  },
  {
    id: 'warp-friends-2026-05-05',
    source: 'Warp Friends weekly 40k meta stats (Best Coast Pairings results, hand-scraped)',
    url: 'https://warpfriends.wordpress.com/2026/05/06/40k-meta-stats-from-may-5-2026/',
    from: '2026-04-29',
    to: '2026-05-05',
    edition: '10th',
    games: null,
    rows: [
      { faction: "Emperor's Children", winRate: 0.568, games: 227, share: null },
      { faction: 'Thousand Sons', winRate: 0.621, games: 240, share: null },
      { faction: 'Chaos Space Marines', winRate: 0.535, games: 411, share: null },
      { faction: 'Death Guard', winRate: 0.504, games: 280, share: null },
      { faction: 'Chaos Daemons', winRate: 0.503, games: 179, share: null },
      { faction: 'Chaos Knights', winRate: 0.456, games: 103, share: null },
      { faction: 'World Eaters', winRate: 0.442, games: 269, share: null },
      { faction: 'Drukhari', winRate: 0.487, games: 193, share: null },
      { faction: 'Tau', winRate: 0.507, games: 404, share: null },
      { faction: 'Necrons', winRate: 0.497, games: 461, share: null },
      { faction: 'Tyranids', winRate: 0.461, games: 282, share: null },
      { faction: 'Astra Militarum', winRate: 0.502, games: 267, share: null },
      { faction: 'Space Marines', winRate: 0.44, games: 530, share: null },
      { faction: 'Adeptus Custodes', winRate: 0.489, games: 270, share: null },
      { faction: 'Adeptus Mechanicus', winRate: 0.444, games: 133, share: null },
      { faction: 'Leagues of Votann', winRate: 0.478, games: 226, share: null },
      { faction: 'Adepta Sororitas', winRate: 0.503, games: 147, share: null },
      { faction: 'Grey Knights', winRate: 0.53, games: 83, share: null },
      { faction: 'Genestealer Cult', winRate: 0.491, games: 55, share: null },
      { faction: 'Imperial Knights', winRate: 0.505, games: 196, share: null },
    ],
  },
  {
    id: 'stat-check-2024-02-28',
    source: 'Stat Check Meta Data Dashboard (r/WarhammerCompetitive update)',
    url: 'https://www.reddit.com/r/WarhammerCompetitive/comments/1b2b3wz/stat_check_meta_dashboard_update_february_28th/',
    from: '2024-02-28',
    to: '2024-02-28',
    edition: '10th',
    games: null,
    rows: [
      { faction: 'Adeptus Custodes', winRate: 0.57, games: null, share: 0.08 },
      { faction: 'Necrons', winRate: 0.56, games: null, share: 0.1 },
      { faction: 'Adepta Sororitas', winRate: 0.54, games: null, share: 0.02 },
      { faction: 'Thousand Sons', winRate: 0.54, games: null, share: 0.02 },
      { faction: 'Black Templars', winRate: 0.53, games: null, share: 0.03 },
      { faction: 'Death Guard', winRate: 0.53, games: null, share: 0.04 },
      { faction: 'Grey Knights', winRate: 0.52, games: null, share: 0.03 },
      { faction: 'Aeldari', winRate: 0.52, games: null, share: 0.05 },
      { faction: "T'au Empire", winRate: 0.51, games: null, share: 0.04 },
      { faction: 'Chaos Daemons', winRate: 0.5, games: null, share: 0.04 },
      { faction: 'Orks', winRate: 0.5, games: null, share: 0.05 },
      { faction: 'Drukhari', winRate: 0.5, games: null, share: 0.04 },
      { faction: 'Imperial Agents', winRate: 0.5, games: null, share: 0 },
      { faction: 'Chaos Knights', winRate: 0.49, games: null, share: 0.04 },
      { faction: 'Leagues of Votann', winRate: 0.49, games: null, share: 0.03 },
      { faction: 'Imperial Knights', winRate: 0.49, games: null, share: null },
    ],
  },
];
