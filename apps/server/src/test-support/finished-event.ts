import type { FastifyInstance } from 'fastify';
import { tournamentInput } from '../features/tournaments/tournament-builders';
import { TestClient } from './auth-client';
import { readFixture, sampleListLines } from './roster-files';
import { saveParsedRoster } from './saved-rosters';

/**
 * A public one-round event played to the end: player 1 (the Necrons list) beats player 2 (the
 * Ultramarines list) 72–55, both report, and the organiser closes the round, which finishes it.
 * Clients use `${ipPrefix}.N` addresses so rate limits stay per test.
 */
export async function playOneRoundEvent(app: FastifyInstance, ipPrefix: string, name: string) {
  const organiser = new TestClient(app, `${ipPrefix}.10`);
  const tag = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 12);
  await organiser.signUp(`${tag}-to@example.test`, `${tag} password to`, `${tag}_to`);
  const players = [new TestClient(app, `${ipPrefix}.11`), new TestClient(app, `${ipPrefix}.12`)] as const;
  for (const [i, player] of players.entries())
    await player.signUp(`${tag}-p${i + 1}@example.test`, `${tag} password p${i + 1}`, `${tag}_p${i + 1}`);
  const event = (await organiser.post('/api/tournaments', tournamentInput({ name, rounds: 1 }))).json();
  const base = `/api/tournaments/${event.id}`;
  const lists = [
    await saveParsedRoster(players[0], sampleListLines.join('\n'), 'text/plain'),
    await saveParsedRoster(
      players[1],
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    ),
  ];
  for (const [i, player] of players.entries()) {
    await player.post(`${base}/registration`, {});
    const listed = await player.request('PUT', `${base}/list`, { rosterId: lists[i] });
    if (listed.statusCode !== 200) throw new Error(`list not accepted: ${listed.body}`);
  }
  const round = (await organiser.post(`${base}/rounds`)).json();
  const game = round.games[0];
  await players[0].post(`${base}/games/${game.id}/report`, { myVp: 72, opponentVp: 55 });
  await players[1].post(`${base}/games/${game.id}/report`, { myVp: 55, opponentVp: 72 });
  const closed = await organiser.post(`${base}/rounds/1/close`, {});
  return { event, organiser, players, closed, usernames: [`${tag}_p1`, `${tag}_p2`] };
}
