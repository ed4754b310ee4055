import type { Game, ResultReply, Round } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

/**
 * The mission each player plays, copied by hand from the Chapter Approved 2026-27 matchup grid
 * (row: own disposition, column: the opponent's), for the dispositions this test uses.
 */
const printedGrid: Record<string, string> = {
  'purge-the-foe|reconnaissance': 'Consecrate',
  'reconnaissance|purge-the-foe': 'Triangulation',
  'purge-the-foe|take-and-hold': 'Unstoppable Force',
  'take-and-hold|purge-the-foe': 'Immovable Object',
  'reconnaissance|take-and-hold': 'Reconnaissance Sweep',
  'take-and-hold|reconnaissance': 'Purge and Secure',
  'take-and-hold|take-and-hold': 'Battlefield Dominance',
};
/** Battlemaster card 01 of each pair (round 1 deals variant 1) and its deployment. */
const roundOneLayouts: Record<string, [string, string]> = {
  'purge-the-foe|reconnaissance': ['bm-purge-vs-recon-01', 'Hammer and Anvil'],
  'purge-the-foe|take-and-hold': ['bm-take-vs-purge-01', 'Sweeping Engagement'],
  'reconnaissance|take-and-hold': ['bm-take-vs-recon-01', 'Tipping Point'],
  'take-and-hold|take-and-hold': ['bm-take-vs-take-01', 'Tipping Point'],
};

describe('11th-edition missions and layouts at an event', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[];
  const dispositions = ['purge-the-foe', 'reconnaissance', 'take-and-hold', 'take-and-hold'];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.71.0',
      tag: 'msn',
      count: 4,
    }));
  });
  afterAll(() => testApp.close());

  it('deals each game its missions from the dispositions, a layout from the set, and checks VP against the caps', async () => {
    const catalogue = (await players[0]?.get('/api/game-data/missions'))?.json();
    expect(catalogue.dispositions).toHaveLength(5);
    expect(catalogue.matchups).toHaveLength(25);
    expect(catalogue).not.toHaveProperty('detachmentDispositions');

    const event = (await organiser.post('/api/tournaments', tournamentInput({ rounds: 3 }))).json();
    expect(event.eventPack).toEqual({
      layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 'by-round' },
      rounds: [],
    });
    const base = `/api/tournaments/${event.id}`;
    const badPacks = [
      [{ layouts: { kind: 'matchup', source: 'nowhere', variant: 1 }, rounds: [] }, 'UNKNOWN_LAYOUT_SET'],
      [
        { layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 7 }, rounds: [] },
        'UNKNOWN_LAYOUT_SET',
      ],
      [
        {
          layouts: { kind: 'none' },
          rounds: [{ round: 4, missionId: null, missionName: 'Only War', layoutId: null }],
        },
        'ROUND_NOT_IN_EVENT',
      ],
      [
        {
          layouts: { kind: 'none' },
          rounds: [{ round: 1, missionId: 'nope', missionName: null, layoutId: null }],
        },
        'UNKNOWN_MISSION',
      ],
      [
        {
          layouts: { kind: 'none' },
          rounds: [{ round: 1, missionId: null, missionName: null, layoutId: 'nope' }],
        },
        'UNKNOWN_LAYOUT',
      ],
    ] as const;
    for (const [eventPack, code] of badPacks) {
      const reply = await organiser.request('PATCH', base, { eventPack });
      expect(reply.statusCode, code).toBe(422);
      expect(reply.json().error.code).toBe(code);
    }

    const entries: string[] = [];
    for (const [i, player] of players.entries()) {
      entries.push((await player.post(`${base}/registration`, {})).json().id);
      const rosterId = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
      if (i === 0) {
        const bogus = await player.request('PUT', `${base}/list`, { rosterId, forceDisposition: 'bogus' });
        expect(bogus.statusCode).toBe(422);
        expect(bogus.json().error.message).toContain('Take and Hold');
        // Without one, the list is taken with a warning the organiser sees.
        const none = (await player.request('PUT', `${base}/list`, { rosterId })).json();
        expect(none.forceDisposition).toBeNull();
        expect(none.checks.map((c: { code: string }) => c.code)).toContain('NO_FORCE_DISPOSITION');
      }
      const list = (
        await player.request('PUT', `${base}/list`, { rosterId, forceDisposition: dispositions[i] })
      ).json();
      expect(list.forceDisposition.id).toBe(dispositions[i]);
      expect(list.roster.forceDisposition).toBe(list.forceDisposition.name);
      if (i === 0) {
        // The list file is 10th edition, the event 11th: the builder's checks judge it by the
        // event's edition, so the disposition it is played with is not called ignored.
        expect(list.checks.map((c: { code: string }) => c.code)).toContain('EDITION_MISMATCH');
        const codes = list.legality.report.checks.map((c: { code: string }) => c.code);
        expect(codes).not.toContain('disposition-10th');
        expect(codes).not.toContain('disposition-unknown');
      }
      expect(list.checks.map((c: { code: string }) => c.code)).not.toContain('NO_FORCE_DISPOSITION');
    }
    const dispositionOf = new Map(entries.map((id, i) => [id, dispositions[i] as string]));

    const round: Round = (await organiser.post(`${base}/rounds`, {})).json();
    expect(round.games).toHaveLength(2);
    for (const game of round.games) {
      const a = dispositionOf.get(game.a.entryId) as string;
      const b = dispositionOf.get(game.b?.entryId ?? '') as string;
      expect(game.setup?.a.disposition?.id).toBe(a);
      expect(game.setup?.a.mission?.name).toBe(printedGrid[`${a}|${b}`]);
      expect(game.setup?.b?.mission?.name).toBe(printedGrid[`${b}|${a}`]);
      expect(game.setup?.a.mission).toMatchObject({ primaryCap: 45, secondaryCap: 45 });
      const [layoutId, deployment] = roundOneLayouts[[a, b].sort().join('|')] ?? [];
      expect(game.setup?.layout).toMatchObject({ id: layoutId, deploymentName: deployment });
      expect(game.setup?.fixed).toBe(false);
    }

    // The player's game card carries the same setup.
    const mine = (await players[0]?.get(`${base}/my-game`))?.json().current;
    const played = round.games.find((g) => g.id === mine.game.id) as Game;
    expect(mine.game.setup).toEqual(played.setup);

    // Scores are held to each side's mission: 50 primary is over the cap of 45.
    const [first, second] = round.games as [Game, Game];
    const reporter = players[entries.indexOf(first.a.entryId)] as TestClient;
    const opponent = players[entries.indexOf(first.b?.entryId ?? '')] as TestClient;
    const over = await reporter.post(`${base}/games/${first.id}/report`, {
      myVp: 80,
      opponentVp: 60,
      split: { mine: { primary: 50, secondary: 25 }, theirs: { primary: 30, secondary: 25 } },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'SCORE_IMPOSSIBLE',
      message: `Your primary VP (50) is over ${first.setup?.a.mission?.name}'s cap of 45.`,
    });
    const overTotal = await reporter.post(`${base}/games/${first.id}/report`, { myVp: 101, opponentVp: 60 });
    expect(overTotal.json().error.message).toBe("Your 101 VP is over the game's cap of 100.");
    const reported = await reporter.post(`${base}/games/${first.id}/report`, {
      myVp: 80,
      opponentVp: 60,
      split: { mine: { primary: 40, secondary: 30 }, theirs: { primary: 30, secondary: 25 } },
    });
    expect(reported.statusCode).toBe(200);
    // The opponent confirms from their side (their own score first); the split is kept.
    const confirmed: ResultReply = (
      await opponent.post(`${base}/games/${first.id}/report`, { myVp: 60, opponentVp: 80 })
    ).json();
    const settled = confirmed.game;
    expect(settled).toMatchObject({
      status: 'confirmed',
      vpA: 80,
      vpB: 60,
      split: { a: { primary: 40, secondary: 30 }, b: { primary: 30, secondary: 25 } },
    });

    // The organiser's correction is checked too, in players' names.
    const badFix = await organiser.post(`${base}/games/${second.id}/resolve`, {
      vpA: 30,
      vpB: 20,
      split: { a: { primary: 20, secondary: 20 }, b: { primary: 10, secondary: 5 } },
    });
    expect(badFix.statusCode).toBe(422);
    expect(badFix.json().error.message).toMatch(
      /^msn_p\d's primary and secondary VP \(20 \+ 20\) add up to more than the 30 VP reported\.$/,
    );

    // A pack fixing round 1 reaches the games still open; the played game keeps what it was played as.
    const fixed = await organiser.request('PATCH', base, {
      eventPack: {
        layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 2 },
        rounds: [{ round: 1, missionId: 'meatgrinder', missionName: null, layoutId: 'bm-purge-vs-purge-02' }],
      },
    });
    expect(fixed.statusCode).toBe(200);
    const after: Round = (await organiser.get(`${base}/rounds`)).json().rounds[0];
    const open = after.games.find((g) => g.id === second.id);
    expect(open?.setup).toMatchObject({
      a: { mission: { id: 'meatgrinder', name: 'Meatgrinder' } },
      b: { mission: { id: 'meatgrinder' } },
      layout: { id: 'bm-purge-vs-purge-02' },
      fixed: true,
    });
    expect(after.games.find((g) => g.id === first.id)?.setup).toEqual(first.setup);

    // The export names each player's own mission, the table's layout and the VP split.
    const csv = (await organiser.get(`${base}/rounds/1/results.json`)).json();
    const row = csv.rows.find(
      (r: { player: string; table: number; vp: number }) => r.table === first.table && r.vp === 80,
    );
    expect(row).toMatchObject({
      mission: first.setup?.a.mission?.name,
      opponent_vp: 60,
      layout: first.setup?.layout?.name,
      deployment: first.setup?.layout?.deploymentName,
      primary: 40,
      secondary: 30,
      opponent_primary: 30,
      opponent_secondary: 25,
    });
  });
});
