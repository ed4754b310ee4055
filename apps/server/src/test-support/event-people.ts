import type { FastifyInstance } from 'fastify';
import { TestClient } from './auth-client';

/**
 * An organiser and `count` players for an event test, signed up as `${tag}_to` and
 * `${tag}_p0`…, each from its own address (`${ipPrefix}.1` for the organiser, then .2, .3…) so
 * per-address limits stay per client.
 */
export async function organiserAndPlayers(
  app: FastifyInstance,
  { ipPrefix, tag, count }: { ipPrefix: string; tag: string; count: number },
): Promise<{ organiser: TestClient; players: TestClient[] }> {
  const organiser = new TestClient(app, `${ipPrefix}.1`);
  await organiser.signUp(`${tag}-to@example.test`, 'organiser password 1', `${tag}_to`);
  const players: TestClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = new TestClient(app, `${ipPrefix}.${i + 2}`);
    await player.signUp(`${tag}-p${i}@example.test`, `player password ${i}1`, `${tag}_p${i}`);
    players.push(player);
  }
  return { organiser, players };
}
