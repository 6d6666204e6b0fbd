import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/* One spelling per address, and an envelope for every /api answer, even those Node gives itself. */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes a request as raw bytes and reads the whole answer (the socket closes after it). */
function rawRequest(
  requestLine: string,
  headers: string[] = [],
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write([requestLine, `Host: 127.0.0.1:${port}`, 'Connection: close', ...headers, '', ''].join('\r\n'));
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

describe('request targets', () => {
  it('refuses another spelling of an API path with a 400 envelope that names the canonical one', async () => {
    const { status, body } = await rawRequest('GET //api/user?pageNo=1&pageSize=2 HTTP/1.1');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      errorMessages: ['This address is not written the usual way; use /api/user.'],
      data: null,
      isSuccess: false,
    });
  });

  it('refuses an absolute-form target with an envelope', async () => {
    const { status, body } = await rawRequest(`GET http://evil.example/api/user HTTP/1.1`);
    expect(status).toBe(400);
    expect(JSON.parse(body).errorMessages[0]).toMatch(/Send the path alone/);
  });

  it('answers /API/… in another letter case with a 404 envelope', async () => {
    const { status, body } = await rawRequest('GET /API/user HTTP/1.1');
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ statusCode: 404, isSuccess: false });
  });

  it('answers a malformed percent escape in an API path with a 400 envelope', async () => {
    const { status, head, body } = await rawRequest('GET /api/product/%zz HTTP/1.1');
    expect(status).toBe(400);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      errorMessages: ['This address is not valid: every % must be followed by two hexadecimal digits.'],
      data: null,
      isSuccess: false,
    });
  });

  it('answers an address over 16 KB with a 431 envelope (Node refuses it before Fastify)', async () => {
    const { status, body } = await rawRequest(`GET /api/user?x=${'a'.repeat(17_000)} HTTP/1.1`);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      errorMessages: ['The address or the headers of this request are too long.'],
      data: null,
      isSuccess: false,
    });
  });

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    const { status, body } = await rawRequest('NOT HTTP AT ALL');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, errorMessages: ['This request could not be read.'] });
  });

  it('sends a page spelled another way to its one address (never to another site)', async () => {
    for (const [target, location] of [
      ['//members', '/members'],
      ['/members/', '/members'],
      ['/%6dembers?page=2', '/members?page=2'],
      ['/x/../members', '/members'],
      ['//evil.example/', '/evil.example'],
      ['///evil.example', '/evil.example'],
    ] as const) {
      const { status, head } = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(status, target).toBe(308);
      expect(head, target).toMatch(new RegExp(`\\r\\nlocation: ${location.replace('?', '\\?')}(\\r|$)`, 'i'));
    }
  });

  it('refuses a page path holding a backslash (browsers read it as a slash)', async () => {
    const { status } = await rawRequest('GET //\\evil.example HTTP/1.1');
    expect(status).toBe(400);
  });
});
