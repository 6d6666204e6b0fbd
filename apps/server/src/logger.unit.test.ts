import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogOutput } from './logger.ts';

function output(isTTY: boolean): { lines: string[]; stream: LogOutput } {
  const lines: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
    { isTTY },
  );
  return { lines, stream };
}

const request = { method: 'GET', url: '/diamonds', statusCode: 200, ms: 12.4, reqId: 'req-1' };

describe('createLogger', () => {
  it('writes JSON lines when the output is not a terminal', () => {
    const { lines, stream } = output(false);
    createLogger({ logLevel: 'info', logFormat: 'auto' }, stream).info(request, 'request completed');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, url: '/diamonds', msg: 'request completed' });
  });

  it('writes one line a person reads on a terminal: time, level, method, path, status and time taken', () => {
    const { lines, stream } = output(true);
    const log = createLogger({ logLevel: 'info', logFormat: 'auto' }, stream);
    log.info(request, 'request completed');
    log.warn('The outbox keeps e-mails');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/diamonds → 200 in 12\.4 ms$/);
    expect(lines[1]).toMatch(/WARN: The outbox keeps e-mails$/);
  });

  it('follows LOG_FORMAT over the terminal check', () => {
    const json = output(true);
    createLogger({ logLevel: 'info', logFormat: 'json' }, json.stream).info('hello');
    expect(JSON.parse(json.lines[0]!)).toMatchObject({ msg: 'hello' });
    const pretty = output(false);
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, pretty.stream).info('hello');
    expect(pretty.lines[0]).toMatch(/INFO: hello$/);
  });

  it('keeps secrets out in both forms', () => {
    for (const logFormat of ['json', 'pretty'] as const) {
      const { lines, stream } = output(false);
      createLogger({ logLevel: 'info', logFormat }, stream).info({ user: { password: 'hunter2' } }, 'signed in');
      expect(lines.join('\n')).not.toContain('hunter2');
    }
  });
});
