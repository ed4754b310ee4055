import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { gameDataWorkerStats, runGameDataTask } from './game-data-workers';

// Issue 32: one task past its deadline used to take the game-data worker down with it, and each
// replacement spent its first task's deadline loading the data, so every analysis failed for 45+
// minutes. Here a task overruns while a busy loop per core loads the machine; once the load stops,
// analyses, playbooks, the coach and exports answer again, with no restart.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it answers 2xx, for at most `withinMs`; how many calls that took. */
async function recovers(attempt: () => Promise<{ statusCode: number }>, withinMs: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  for (let calls = 1; Date.now() - started < withinMs; calls += 1) {
    last = (await attempt()).statusCode;
    if (last >= 200 && last < 300) return calls;
    await sleep(250);
  }
  throw new Error(`still answering ${last} after ${withinMs} ms`);
}

describe('game-data workers after an overrun under load', () => {
  let testApp: TestApp;
  let player: TestClient;
  let rosterId = '';
  let opponentId = '';
  let stressors: ChildProcess[] = [];

  const save = async (file: string, name: string) => {
    const parsed = (
      await player.raw('POST', '/api/rosters/parse', readFixture(file).toString('utf8'), {
        'content-type': 'text/plain',
      })
    ).json();
    const roster = { ...(parsed.roster ?? parsed.partialData), name };
    return (
      await player.post('/api/rosters', { roster, sourceFormat: parsed.detectedFormat, sourceFileName: null })
    ).json().id as string;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.32.0.1');
    await player.signUp('resilient@example.test', 'resilient password 1', 'resilient');
    rosterId = await save('newrecruit/compactor__NR-Tournament-Sample-Tau.txt', 'T’au with Broadsides');
    opponentId = await save('gwapp/compactor__GWAPPSample.txt', 'Opponent');
  }, 90_000);
  afterAll(async () => {
    for (const stressor of stressors) stressor.kill('SIGKILL');
    await testApp.close();
  });

  it('fails the overrunning task alone, then answers every kind of work again without a restart', async () => {
    stressors = Array.from({ length: os.availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    const roster = (await player.get(`/api/rosters/${rosterId}`)).json().roster;
    // Injected: an analysis (long lane) and a resolution (interactive lane) with a deadline they
    // cannot meet, while the CPU is saturated.
    const overruns = await Promise.allSettled([
      runGameDataTask('analyse', { roster }, { timeoutMs: 1 }),
      runGameDataTask('resolve-army', { roster }, { timeoutMs: 1 }),
    ]);
    for (const outcome of overruns) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'GAME_DATA_TIMEOUT' });
    }
    // Work asked for during the load still completes (slower), on the replacement workers.
    const duringLoad = await player.get(`/api/rosters/${rosterId}/export?format=newrecruit-simple`);
    expect(duringLoad.statusCode).toBe(200);
    for (const stressor of stressors) stressor.kill('SIGKILL');
    stressors = [];

    const recovery = {
      analysis: await recovers(
        () => player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'standard' }),
        30_000,
      ),
      playbook: await recovers(
        () => player.post('/api/playbooks', { rosterId, opponentRosterId: opponentId }),
        30_000,
      ),
      coach: await recovers(
        () =>
          player.post('/api/coaching/sample', {
            topicType: 'deployment',
            content: 'Where should my Broadsides deploy?',
          }),
        30_000,
      ),
      exports: await recovers(
        () => player.get(`/api/rosters/${rosterId}/export?format=atc-2026-full`),
        30_000,
      ),
    };
    // Each answered at the first call: nothing was left broken for a retry to get past (a call
    // that arrives while a replacement warms up waits for it instead of failing).
    expect(recovery).toEqual({ analysis: 1, playbook: 1, coach: 1, exports: 1 });

    const lanes = gameDataWorkerStats();
    expect(lanes.map((lane) => lane.counts.timedOut)).toEqual([1, 1]);
    // Both lost workers were replaced and warmed; none failed to warm.
    for (const lane of lanes) {
      expect(lane.counts.warmUpFailures).toBe(0);
      expect(lane.warming + lane.ready + lane.busy).toBe(lane.size);
    }
  }, 180_000);
});
