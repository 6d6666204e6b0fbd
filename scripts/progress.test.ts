import { describe, expect, it } from 'vitest';
import { createProgressLine, describeProgress } from './progress.mjs';

function recordStream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('progress of a long build step', () => {
  it('says how far it is and, once a second of work is seen, about how long is left', () => {
    expect(describeProgress('demo pictures', 0, 268, 0)).toBe('demo pictures 0/268');
    expect(describeProgress('demo pictures', 23, 268, 500)).toBe('demo pictures 23/268');
    expect(describeProgress('demo pictures', 23, 268, 2300)).toBe('demo pictures 23/268, about 25 s left');
    expect(describeProgress('demo pictures', 10, 268, 10_000)).toBe('demo pictures 10/268, about 4 min left');
    expect(describeProgress('demo pictures', 268, 268, 60_000)).toBe('demo pictures 268/268');
  });

  it('prints a line at each tenth in a log, and nothing in between', () => {
    const stream = recordStream(false);
    const line = createProgressLine('demo pictures', stream, { now: () => 0 });
    for (let done = 1; done <= 40; done++) line.update(done, 40);
    line.finish();
    expect(stream.written).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36].map((done) => `  demo pictures ${done}/40\n`));
  });

  it('rewrites one line on a terminal and clears it when done', () => {
    const stream = recordStream(true);
    const line = createProgressLine('demo pictures', stream, { now: () => 0 });
    line.update(1, 3);
    line.update(2, 3);
    line.finish();
    expect(stream.written).toEqual(['\r\x1b[2K  demo pictures 1/3', '\r\x1b[2K  demo pictures 2/3', '\r\x1b[2K']);
  });
});
