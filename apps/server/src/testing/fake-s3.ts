import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small S3 for tests (there is no network here): path-style object PUT, GET, HEAD and DELETE,
 * ListObjectsV2 and DeleteObjects on one bucket, kept in memory. Signatures are not verified,
 * but every request must carry what the SDK always sends (a SigV4 Authorization header and
 * x-amz-content-sha256) and name the bucket in the path; anything else is answered with an
 * S3 error and recorded in `refused`, so a test can fail on a request the store should not make.
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3Request {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface FakeS3 {
  /** The endpoint to give the S3 client (http://127.0.0.1:<port>). */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  /** Requests answered with an error because they were malformed or not understood. */
  refused: { request: FakeS3Request; reason: string }[];
  /** Largest page ListObjectsV2 returns, whatever MaxKeys asks (to exercise continuation). */
  listPageSize: number;
  close(): Promise<void>;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendXml(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false) {
  if (head) {
    response.writeHead(status);
    response.end();
    return;
  }
  sendXml(response, status, `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);
}

export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'facet-media';
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const refused: FakeS3['refused'] = [];
  const state = { listPageSize: 1000 };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', error instanceof Error ? error.message : String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    const record: FakeS3Request = { method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
    requests.push(record);
    const body = await readBody(request);
    const refuse = (status: number, code: string, reason: string) => {
      refused.push({ request: record, reason });
      sendError(response, status, code, reason, method === 'HEAD');
    };

    if (!/^AWS4-HMAC-SHA256 Credential=[^/]+\//.test(request.headers.authorization ?? '')) {
      return refuse(403, 'AccessDenied', 'missing or malformed SigV4 Authorization header');
    }
    if (!request.headers['x-amz-content-sha256']) {
      return refuse(400, 'InvalidRequest', 'missing x-amz-content-sha256 header');
    }
    const [, pathBucket, ...keyParts] = url.pathname.split('/');
    if (pathBucket !== bucket) {
      return refuse(404, 'NoSuchBucket', `expected the bucket "${bucket}" in a path-style URL, got ${url.pathname}`);
    }
    const key = keyParts.map(decodeURIComponent).join('/');

    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(url, response);
      if (method === 'POST' && url.searchParams.has('delete')) {
        if (
          !request.headers['content-md5'] &&
          !Object.keys(request.headers).some((h) => h.startsWith('x-amz-checksum-'))
        ) {
          return refuse(400, 'InvalidRequest', 'DeleteObjects needs Content-MD5 or an x-amz-checksum-* header');
        }
        return deleteObjects(body.toString('utf8'), response);
      }
      return refuse(400, 'NotImplemented', `${method} on the bucket is not supported by the fake`);
    }

    switch (method) {
      case 'PUT': {
        const declared = request.headers['content-length'];
        if (declared === undefined || Number(declared) !== body.length) {
          return refuse(400, 'IncompleteBody', 'PutObject without a matching Content-Length');
        }
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: `"${body.length.toString(16)}"` });
        response.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object)
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method === 'HEAD');
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        response.end(method === 'HEAD' ? undefined : object.body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      default:
        return refuse(405, 'MethodNotAllowed', `${method} on an object is not supported by the fake`);
    }
  }

  function listObjects(url: URL, response: ServerResponse) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), state.listPageSize);
    const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map(
        (key) =>
          `<Contents><Key>${escapeXml(key)}</Key><Size>${objects.get(key)!.body.length}</Size>` +
          `<StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    sendXml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name>` +
        `<Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
        `<IsTruncated>${truncated}</IsTruncated>${contents}` +
        (truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : '') +
        `</ListBucketResult>`,
    );
  }

  function deleteObjects(xml: string, response: ServerResponse) {
    const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1]!));
    const quiet = /<Quiet>true<\/Quiet>/.test(xml);
    for (const key of keys) objects.delete(key);
    const deleted = quiet ? '' : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    sendXml(response, 200, `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    refused,
    get listPageSize() {
      return state.listPageSize;
    },
    set listPageSize(size: number) {
      state.listPageSize = size;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
