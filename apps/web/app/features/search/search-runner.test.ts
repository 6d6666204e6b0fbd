import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRunner } from './search-runner.ts';

/** A request the test answers when it likes. */
interface Pending {
  term: string;
  signal: AbortSignal;
  answer: (value: string) => void;
}

function rig() {
  const requests: Pending[] = [];
  const answers: [string, string][] = [];
  const runner = createSearchRunner<string>({
    debounceMs: 500,
    fetchPage: (term, signal) => new Promise<string>((resolve) => requests.push({ term, signal, answer: resolve })),
    onAnswer: (term, answer) => answers.push([term, answer]),
  });
  return { runner, requests, answers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the header search runner', () => {
  it('searches once typing has paused for the debounce, with the last term only', () => {
    const { runner, requests } = rig();
    runner.type('o');
    vi.advanceTimersByTime(300);
    runner.type('ov');
    vi.advanceTimersByTime(300);
    runner.type('oval');
    vi.advanceTimersByTime(499);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests.map((request) => request.term)).toEqual(['oval']);
  });

  it('shows only the latest term’s answer when an older one arrives late', async () => {
    const { runner, requests, answers } = rig();
    runner.type('ova');
    vi.advanceTimersByTime(500);
    runner.type('oval');
    vi.advanceTimersByTime(500);
    expect(requests.map((request) => request.term)).toEqual(['ova', 'oval']);
    // The newer request replaced the older: aborted, and its answer ignored if it comes anyway.
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[1]!.answer('answer for oval');
    requests[0]!.answer('answer for ova');
    await vi.runAllTimersAsync();
    expect(answers).toEqual([['oval', 'answer for oval']]);
  });

  it('forgets, when cancelled, both the pending keystroke and the answer still to come', async () => {
    const { runner, requests, answers } = rig();
    runner.run('ring');
    runner.type('rings');
    runner.cancel();
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.answer('late');
    await vi.runAllTimersAsync();
    expect(answers).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('searches the empty term too (a cleared box), and at once when asked', async () => {
    const { runner, requests, answers } = rig();
    runner.type('');
    vi.advanceTimersByTime(500);
    requests[0]!.answer('browse list');
    await vi.runAllTimersAsync();
    expect(answers).toEqual([['', 'browse list']]);
    runner.type('emerald');
    runner.run('emerald');
    vi.advanceTimersByTime(1000);
    expect(requests.map((request) => request.term)).toEqual(['', 'emerald']);
  });
});
