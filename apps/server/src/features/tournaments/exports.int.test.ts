import { resultExportSchema } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { playOneRoundEvent } from '../../test-support/finished-event';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

const HEADER =
  'event,date,stage,round,table,player,faction,detachment,disposition,vp,opponent,opponent_faction,opponent_detachment,opponent_disposition,opponent_vp,result,mission,status,deployment,layout,primary,secondary,opponent_primary,opponent_secondary,points_destroyed,opponent_points_destroyed\r\n';

describe('results exports and the calendar file', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('exports a played round as exact RFC 4180 CSV, one row per player per game', async () => {
    const { event, organiser, closed, usernames } = await playOneRoundEvent(
      testApp.app,
      '10.117.0',
      'Export Cup',
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const base = `/api/tournaments/${event.id}`;
    const anonymous = new TestClient(testApp.app, '10.117.0.20');
    // The round's side A is the standings' first (a random draw in round 1): rows follow A, B.
    const game = closed.json().games[0];
    const winnerIsA = game.a.username === usernames[0];
    const date = event.startsOn as string;
    type Side = { name: string; faction: string; detachment: string; disposition: string; vp: number };
    const row = (me: Side, them: Side, result: string) =>
      [
        `Export Cup,${date},swiss,1,1`,
        `${me.name},${me.faction},${me.detachment},${me.disposition},${me.vp}`,
        `${them.name},${them.faction},${them.detachment},${them.disposition},${them.vp}`,
        `${result},,confirmed,,,,,,,,\r\n`,
      ].join(',');
    const csv = (winner: Side, loser: Side) => {
      const w = row(winner, loser, 'W');
      const l = row(loser, winner, 'L');
      return HEADER + (winnerIsA ? w + l : l + w);
    };
    const hidden = { detachment: '', disposition: '' };
    const necrons = { name: usernames[0] ?? '', faction: 'Necrons', vp: 72 };
    const marines = { name: usernames[1] ?? '', faction: 'Space Marines', vp: 55 };

    // Lists are not published at this event: others see factions (public with the pairings), no detachments.
    const open = await anonymous.get(`${base}/rounds/1/results.csv`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(open.headers['content-disposition']).toBe(
      `attachment; filename="export-cup-round-1-results.csv"; filename*=UTF-8''export-cup-round-1-results.csv`,
    );
    expect(open.body).toBe(csv({ ...necrons, ...hidden }, { ...marines, ...hidden }));

    // Organisers see the lists' detachments and dispositions.
    const full = await organiser.get(`${base}/rounds/1/results.csv`);
    expect(full.body).toBe(
      csv(
        { ...necrons, detachment: 'Awakened Dynasty', disposition: '' },
        { ...marines, detachment: 'Gladius Task Force', disposition: '' },
      ),
    );
    expect(
      resultExportSchema.parse((await organiser.get(`${base}/rounds/1/results.json`)).json()).listsShown,
    ).toBe(true);

    // The JSON carries the same rows with the same names; the whole-event export has every round.
    const anonymousJson = resultExportSchema.parse(
      (await anonymous.get(`${base}/rounds/1/results.json`)).json(),
    );
    expect(anonymousJson).toMatchObject({
      event: { id: event.id, name: 'Export Cup', url: `http://localhost:3000/tournament/${event.id}` },
      round: 1,
      listsShown: false,
    });
    expect(anonymousJson.rows.find((r) => r.player === usernames[0])).toEqual({
      event: 'Export Cup',
      date,
      stage: 'swiss',
      round: 1,
      table: 1,
      player: usernames[0],
      faction: 'Necrons',
      detachment: null,
      disposition: null,
      vp: 72,
      opponent: usernames[1],
      opponent_faction: 'Space Marines',
      opponent_detachment: null,
      opponent_disposition: null,
      opponent_vp: 55,
      result: 'W',
      mission: null,
      status: 'confirmed',
      // No force dispositions in these lists: no missions or layout could be dealt.
      deployment: null,
      layout: null,
      primary: null,
      secondary: null,
      opponent_primary: null,
      opponent_secondary: null,
      points_destroyed: null,
      opponent_points_destroyed: null,
    });
    const whole = await anonymous.get(`${base}/results.csv`);
    expect(whole.body).toBe(open.body);
    expect(whole.headers['content-disposition']).toContain('filename="export-cup-results.csv"');
    expect((await anonymous.get(`${base}/results.json`)).json().round).toBeNull();

    // A round that does not exist, and an event that does not.
    expect((await anonymous.get(`${base}/rounds/2/results.csv`)).json().error.code).toBe('ROUND_NOT_FOUND');
    expect((await organiser.get(`${base}/rounds/2/results.json`)).statusCode).toBe(404);
    const missing = await anonymous.get('/api/tournaments/00000000-0000-4000-8000-000000000000/results.csv');
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a round being played, and unpublished detachments, to organisers; defuses formulas', async () => {
    const organiser = new TestClient(testApp.app, '10.118.0.1');
    const ann = new TestClient(testApp.app, '10.118.0.2');
    const ben = new TestClient(testApp.app, '10.118.0.3');
    const anonymous = new TestClient(testApp.app, '10.118.0.4');
    const cat = new TestClient(testApp.app, '10.118.0.5');
    await organiser.signUp('export-to@example.test', 'organiser password 1', 'export_to');
    await ann.signUp('export-ann@example.test', 'ann password 1', 'export_ann');
    await ben.signUp('export-ben@example.test', 'ben password 1', 'export_ben');
    await cat.signUp('export-cat@example.test', 'cat password 1', 'export_cat');
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ name: '=Risky, "Quoted" GT', rounds: 3 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;

    // Usernames cannot start with "=", but a list's detachment and disposition are free text.
    const parsed = (
      await ann.raw('POST', '/api/rosters/parse', sampleListLines.join('\n'), {
        'content-type': 'text/plain',
      })
    ).json();
    const hostile = await ann.post('/api/rosters', {
      roster: {
        ...parsed.roster,
        detachments: ['=HYPERLINK("http://evil.example","click")'],
        forceDisposition: '@SUM(1+1)',
      },
      sourceFormat: parsed.detectedFormat,
      sourceFileName: null,
    });
    expect(hostile.statusCode, hostile.body).toBe(201);
    const plain = await saveParsedRoster(ben, sampleListLines.join('\n'), 'text/plain');
    for (const [player, rosterId] of [
      [ann, hostile.json().id],
      [ben, plain],
    ] as const) {
      await player.post(`${base}/registration`, {});
      expect((await player.request('PUT', `${base}/list`, { rosterId })).statusCode).toBe(200);
    }
    // A third player without a list: someone has the bye.
    await cat.post(`${base}/registration`, {});
    const round = await organiser.post(`${base}/rounds`);
    expect(round.statusCode, round.body).toBe(201);
    type Paired = { a: { username: string }; b: { username: string } | null };
    const games: Paired[] = round.json().games;
    const game = games.find((g) => g.b !== null);
    const bye = games.find((g) => g.b === null);
    if (!game?.b || !bye) throw new Error('expected a game and a bye');
    const [a, b, c] = [game.a.username, game.b.username, bye.a.username];

    // Round 1 is being played and the lists are not published: only organisers may download it.
    for (const caller of [anonymous, ben]) {
      const refused = await caller.get(`${base}/rounds/1/results.csv`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'RESULTS_NOT_PUBLIC_YET',
        message: "Round 1's results can be downloaded once the round is closed.",
      });
    }
    // The whole-event export leaves the open round out for them.
    expect((await anonymous.get(`${base}/results.csv`)).body).toBe(HEADER);
    expect((await ben.get(`${base}/results.json`)).json().rows).toEqual([]);

    const risky = `"'=Risky, ""Quoted"" GT"`;
    const detachment = `"'=HYPERLINK(""http://evil.example"",""click"")"`;
    const sides: Record<string, string> = {
      export_ann: `export_ann,Necrons,${detachment},'@SUM(1+1)`,
      export_ben: 'export_ben,Necrons,Awakened Dynasty,',
      export_cat: 'export_cat,,,',
    };
    const line = (me: string, them: string) =>
      `${risky},${event.startsOn},swiss,1,1,${sides[me]},,${sides[them]},,,,pending,,,,,,,,\r\n`;
    // The bye: no table, no opponent, no VP; its result is "bye".
    const byeLine = `${risky},${event.startsOn},swiss,1,,${sides[c]},,,,,,,bye,,bye,,,,,,,,\r\n`;
    const forOrganiser = await organiser.get(`${base}/rounds/1/results.csv`);
    expect(forOrganiser.statusCode).toBe(200);
    // Pending: no VP and no result yet; the list's text cannot start a formula.
    expect(forOrganiser.body).toBe(HEADER + line(a, b) + line(b, a) + byeLine);
    expect(forOrganiser.headers['content-disposition']).toContain(
      'filename="risky-quoted-gt-round-1-results.csv"',
    );
    // Not in the JSON: it is not opened by a spreadsheet.
    const json = resultExportSchema.parse((await organiser.get(`${base}/rounds/1/results.json`)).json());
    expect(json.rows.find((r) => r.player === 'export_ann')).toMatchObject({
      event: '=Risky, "Quoted" GT',
      detachment: '=HYPERLINK("http://evil.example","click")',
      disposition: '@SUM(1+1)',
      vp: null,
    });
    expect(json.rows.map((r) => [r.player, r.table, r.result, r.status])).toEqual([
      [a, 1, null, 'pending'],
      [b, 1, null, 'pending'],
      [c, null, 'bye', 'bye'],
    ]);

    // Once the lists are published, everyone may download the open round, detachments included.
    const published = await organiser.request('PATCH', base, {
      listsPublishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await anonymous.get(`${base}/rounds/1/results.csv`)).body).toBe(forOrganiser.body);
  });

  it('serves the event as an iCalendar file: all-day dates, escaped text, folded lines', async () => {
    const organiser = new TestClient(testApp.app, '10.118.0.10');
    await organiser.signUp('ics-to@example.test', 'organiser password 1', 'ics_to');
    const name = 'Winter Muster, Grand Tournament; Day One – über long name to fold past seventy-five octets';
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          name,
          description: 'Bring dice; tokens, and a \\ tape.\nDoors open 9:00.',
          venue: 'Hall 2, Leeds',
          startsOn: '2031-12-30',
          endsOn: '2031-12-31',
          visibility: 'unlisted',
        }),
      )
    ).json();
    const reply = await new TestClient(testApp.app, '10.118.0.11').get(
      `/api/tournaments/${event.id}/calendar.ics`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toContain(
      'filename="winter-muster-grand-tournament-day-one-uber-long-name-to-fol.ics"',
    );
    const text = reply.body;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every physical line ends in CRLF (no bare LF) and is at most 75 octets.
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').slice(0, -1);
    for (const l of physical) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    const lines = text.replaceAll('\r\n ', '').split('\r\n').slice(0, -1);
    const url = `http://localhost:3000/tournament/${event.id}`;
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Muster//Tournaments//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${event.id}@muster`,
      expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
      'DTSTART;VALUE=DATE:20311230',
      // Exclusive: the day after the last day (here across the new year).
      'DTEND;VALUE=DATE:20320101',
      'SUMMARY:Winter Muster\\, Grand Tournament\\; Day One – über long name to fold past seventy-five octets',
      'LOCATION:Hall 2\\, Leeds',
      `DESCRIPTION:Bring dice\\; tokens\\, and a \\\\ tape.\\nDoors open 9:00.\\n\\nEvent page: ${url}`,
      `URL:${url}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(
      (await organiser.get('/api/tournaments/00000000-0000-4000-8000-000000000000/calendar.ics')).statusCode,
    ).toBe(404);
  });
});
