import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import type { MediaStore } from '../media/media-store.ts';
import { uploadMedia } from '../media/media.service.ts';
import { addStonePictureLast, findUploader, stoneExists } from './stone-save.queries.ts';

/*
 * Pictures named by link in a supplier feed are fetched by a job, one job per stone, and go
 * through the same path as an upload (decoded and re-encoded by sharp, kept by the media
 * store), then join the stone's pictures. A link is fetched only over http(s), from a public
 * address (checked when connecting, so a name that resolves to a private address is refused
 * too), within a time-out and the upload size cap, and only when it says it is an image.
 */

export const FETCH_STONE_PICTURES_JOB = 'stones.fetch-pictures';

export interface PictureFetchOptions {
  /** Tests serve pictures from 127.0.0.1; the shop itself never fetches from private addresses. */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, shared, multicast and reserved addresses (IPv4-mapped too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PictureFetchError extends Error {}

function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new PictureFetchError(`${hostname} is a private address`), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The bytes of a picture link, or a PictureFetchError saying why not. */
export function downloadPicture(
  link: string,
  options: PictureFetchOptions,
  redirectsLeft = MAX_REDIRECTS,
): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return Promise.reject(new PictureFetchError('not a web address'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new PictureFetchError('only http and https links are fetched'));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up, so it is checked here.
  if (isIP(host) && !options.allowPrivateAddresses && isPrivateAddress(host)) {
    return Promise.reject(new PictureFetchError(`${host} is a private address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: safeLookup(options.allowPrivateAddresses),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
          'user-agent': 'Facet picture fetcher',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirectsLeft <= 0) return reject(new PictureFetchError('too many redirects'));
          const next = new URL(response.headers.location, url).toString();
          return resolve(downloadPicture(next, options, redirectsLeft - 1));
        }
        if (status !== 200) {
          response.resume();
          return reject(new PictureFetchError(`the server answered ${status}`));
        }
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        if (!type.startsWith('image/')) {
          response.resume();
          return reject(new PictureFetchError(`not a picture (${type || 'no content type'})`));
        }
        const declared = Number(response.headers['content-length']);
        if (declared > MAX_UPLOAD_BYTES) {
          response.destroy();
          return reject(new PictureFetchError('larger than the upload limit'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UPLOAD_BYTES) {
            response.destroy();
            reject(new PictureFetchError('larger than the upload limit'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', (error) => reject(new PictureFetchError(error.message)));
      },
    );
    request.on('error', (error) =>
      reject(error instanceof PictureFetchError ? error : new PictureFetchError(error.message)),
    );
  });
}

/**
 * The picture job: fetches each link of one stone and adds the pictures after its others.
 * A link that fails is skipped (and reported), the others still arrive; a stone deleted
 * meanwhile gets nothing (its fetched pictures are unused and purged as orphans).
 */
export async function fetchStonePictures(
  db: Database,
  input: { stoneId: number; urls: readonly string[]; actorId: string | null },
  store: MediaStore,
  options: PictureFetchOptions,
): Promise<{ stored: number; failed: { url: string; reason: string }[] }> {
  const failed: { url: string; reason: string }[] = [];
  const uploader = input.actorId ? await findUploader(db, input.actorId) : undefined;
  const stone = await stoneExists(db, input.stoneId);
  if (!stone || !uploader)
    return { stored: 0, failed: input.urls.map((url) => ({ url, reason: 'no stone or uploader' })) };
  const actor: Actor = { userId: uploader.id, role: uploader.role, emailConfirmed: true, phoneNumberConfirmed: true };
  let stored = 0;
  for (const url of input.urls) {
    try {
      const bytes = await downloadPicture(url, options);
      const record = await uploadMedia(db, { upload: bytes }, actor, store);
      await addStonePictureLast(db, input.stoneId, record.id);
      stored += 1;
    } catch (error) {
      if (!(error instanceof PictureFetchError) && !(error instanceof Error && error.name === 'AppError')) {
        // A foreign key: the stone went while its pictures were fetched.
        if ((error as { cause?: { code?: string } }).cause?.code === '23503') return { stored, failed };
        throw error;
      }
      failed.push({ url, reason: error.message });
    }
  }
  return { stored, failed };
}
