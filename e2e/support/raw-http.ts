import http, { request } from 'node:http';

export interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * Sends the request target exactly as written: fetch() and browsers tidy a path ("//x",
 * "/a/../b") before sending it, which is what an attacker's client does not do.
 */
export function sendRaw(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}/`, { method: 'GET', path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/*
 * One request over a keep-alive agent, as a shopper's browser would send it (a same-origin JSON
 * body, their cookie): the load-balancer test and the checkout bench count every answer,
 * failures included, so a network failure is an answer too (status 0, the error as its body).
 */

export interface AgentRequest {
  readonly method: string;
  readonly path: string;
  readonly cookie?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface AgentAnswer {
  readonly status: number;
  readonly body: string;
  /** Milliseconds from sending to the answer's last byte (or the failure). */
  readonly ms: number;
}

export function sendOverAgent(
  agent: http.Agent,
  base: URL,
  request: AgentRequest,
  options: { timeoutMs?: number } = {},
): Promise<AgentAnswer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const started = performance.now();
  return new Promise((resolve) => {
    const answer = (status: number, body: string) => resolve({ status, body, ms: performance.now() - started });
    const sent = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
        headers: {
          origin: base.origin,
          ...(request.cookie ? { cookie: request.cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answer(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
        response.on('error', (error) => answer(0, String(error)));
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${(options.timeoutMs ?? 0) / 1000} s`)));
    sent.on('error', (error) => answer(0, String(error)));
    if (payload !== undefined) sent.write(payload);
    sent.end();
  });
}
