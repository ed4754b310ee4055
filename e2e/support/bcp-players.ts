/**
 * A BCP `/v1/players` page (with `placings=true`) for a large made-up event, built the way BCP
 * writes it (field names as in the real, anonymised responses under
 * apps/server/src/features/tournaments/bcp-import/test-support): a quick way to put a
 * Grand-Tournament-sized event on a page through the importer. Round 1 only: player 2k−1 beats
 * player 2k, 80–40, at table k.
 */
export function bcpPlayersPage(count: number): string {
  const code = (i: number) => `CODE-G${String(i).padStart(3, '0')}`;
  const factions = ['Necrons', 'Aeldari', 'Orks', 'Space Marines', 'Tyranids', 'Adepta Sororitas'];
  const data = Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    const won = i % 2 === 1;
    const opponent = won ? i + 1 : i - 1;
    return {
      name: `Player G${String(i).padStart(3, '0')}`,
      firstName: 'Player',
      lastName: `G${String(i).padStart(3, '0')}`,
      numWins: won ? 1 : 0,
      battlePoints: won ? 80 : 40,
      armyName: factions[index % factions.length],
      userId: `user-G${i}`,
      playerId: code(i),
      id: `player-G${i}`,
      opponentIds: { '1': code(opponent) },
      games: [{ gameNum: 1, gameResult: won ? 2 : 0, gamePoints: won ? 80 : 40 }],
      checkedIn: true,
      dropped: false,
      team: {},
      army: { name: factions[index % factions.length] },
    };
  });
  return JSON.stringify({ data, nextKey: null });
}
