import { request } from 'node:http';

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
