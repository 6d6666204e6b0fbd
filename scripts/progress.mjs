/*
 * Progress a person can read for a long build step: "demo pictures 23/268, about 20 s left".
 * On a terminal one line is rewritten in place; in a log (CI, a pipe) a line is printed every
 * tenth of the way, so the output neither looks hung nor floods.
 */

/** "demo pictures 23/268, about 20 s left"; the estimate once a second of work has been seen. */
export function describeProgress(label, done, total, elapsedMs) {
  const counted = `${label} ${done}/${total}`;
  if (done === 0 || done >= total || elapsedMs < 1000) return counted;
  const leftSeconds = Math.max(1, Math.round(((elapsedMs / done) * (total - done)) / 1000));
  const left = leftSeconds < 90 ? `${leftSeconds} s` : `${Math.round(leftSeconds / 60)} min`;
  return `${counted}, about ${left} left`;
}

/**
 * Reports the progress of `label` on `stream`: on a terminal (`stream.isTTY`) every update
 * rewrites the line, and finish() ends it; otherwise a line at each tenth (and none for
 * updates in between). `now` is for tests.
 */
export function createProgressLine(label, stream, { indent = '  ', now = () => Date.now() } = {}) {
  const started = now();
  let lastTenth = 0;
  let drawn = false;
  return {
    update(done, total) {
      const text = `${indent}${describeProgress(label, done, total, now() - started)}`;
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${text}`);
        drawn = true;
        return;
      }
      const tenth = total > 0 ? Math.floor((done * 10) / total) : 10;
      if (tenth > lastTenth && done < total) {
        lastTenth = tenth;
        stream.write(`${text}\n`);
      }
    },
    /** Clears a terminal's progress line, so that the next output starts on a clean line. */
    finish() {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
}
