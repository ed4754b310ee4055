import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATION_STOPPED } from './simulation-messages';
import type { SimulatorState } from './simulator-state';
import { useSimulation } from './use-simulation';

/** A Worker that records what it is sent and answers only when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  posted: { id: number; state: unknown }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: { id: number; state: unknown }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  crash() {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
  reply(id: number, simulation: unknown) {
    this.onmessage?.({ data: { id, simulation } } as MessageEvent);
  }
}

const stateOf = (label: string) => ({ label }) as unknown as SimulatorState;

describe('useSimulation', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends a worker still computing an outdated state and gives the new state to a fresh one', async () => {
    const { result, rerender, unmount } = renderHook(({ state }) => useSimulation(state), {
      initialProps: { state: stateOf('100 models') },
    });
    const [first] = FakeWorker.made;
    expect(first?.posted).toHaveLength(1);
    rerender({ state: stateOf('10 models') });
    expect(first?.terminated).toBe(true);
    const second = FakeWorker.made.at(-1);
    expect(second).not.toBe(first);
    expect(second?.posted.map((message) => message.state)).toEqual([stateOf('10 models')]);
    await act(async () => second?.reply(second.posted[0]?.id ?? 0, { answer: 'ten' }));
    expect(result.current).toMatchObject({ simulation: { answer: 'ten' }, working: false });
    unmount();
    expect(second?.terminated).toBe(true);
  });

  it('keeps an idle worker for the next state', async () => {
    const { rerender } = renderHook(({ state }) => useSimulation(state), {
      initialProps: { state: stateOf('a') },
    });
    const [only] = FakeWorker.made;
    await act(async () => only?.reply(only.posted[0]?.id ?? 0, { answer: 'a' }));
    rerender({ state: stateOf('b') });
    expect(only?.terminated).toBe(false);
    expect(FakeWorker.made).toHaveLength(1);
    expect(only?.posted).toHaveLength(2);
  });

  it('says so when the worker dies without answering, and gives the next input a fresh worker', async () => {
    const { result, rerender } = renderHook(({ state }) => useSimulation(state), {
      initialProps: { state: stateOf('a') },
    });
    const [first] = FakeWorker.made;
    expect(result.current.working).toBe(true);
    await act(async () => first?.crash());
    expect(result.current).toMatchObject({ simulation: null, error: SIMULATION_STOPPED, working: false });
    expect(first?.terminated).toBe(true);
    const second = FakeWorker.made.at(-1);
    expect(second).not.toBe(first);
    rerender({ state: stateOf('b') });
    expect(second?.posted.map((message) => message.state)).toEqual([stateOf('b')]);
    await act(async () => second?.reply(second.posted[0]?.id ?? 0, { answer: 'b' }));
    expect(result.current).toMatchObject({ simulation: { answer: 'b' }, error: null, working: false });
  });
});
