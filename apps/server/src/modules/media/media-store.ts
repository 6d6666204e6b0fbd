import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { MediaConfig, MediaS3Config } from '../../env.ts';

/*
 * Where picture files live: a local directory on a laptop or a single instance, an
 * S3-compatible bucket when several instances share the pictures. Keys are relative paths
 * like "products/<uuid>/800.webp"; both stores refuse a key that could name something
 * outside their own space, so a bug elsewhere cannot turn into reading or deleting other files.
 */

export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes every file under a folder; the prefix must end with "/" (a folder, not a name start). */
  deletePrefix(prefix: string): Promise<void>;
}

const safeSegment = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** True for a relative key made only of plain names: no "..", ".", empty parts, backslashes or absolute paths. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => safeSegment.test(segment));
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Refusing the media key ${JSON.stringify(key)}: not a plain relative path.`);
}

function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1))) {
    throw new Error(
      `Refusing the media prefix ${JSON.stringify(prefix)}: it must be a plain folder path ending in "/".`,
    );
  }
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // isSafeKey already rules out escapes; this is the second lock on the same door.
    if (!file.startsWith(root + path.sep)) throw new Error(`Refusing the media key ${JSON.stringify(key)}.`);
    return file;
  };
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A reader sees the old file or the whole new one, never half of it.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      await rm(resolve(prefix.slice(0, -1)), { recursive: true, force: true });
    },
  };
}

/** S3's DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

export function createS3MediaStore(settings: MediaS3Config): MediaStore {
  // The SDK (a few hundred modules) is loaded with the first picture read or written, not with
  // the server: a start (and a restart after a crash) should not wait for it.
  let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
        forcePathStyle: settings.forcePathStyle,
        // Several S3-compatible services reject the SDK's newer default checksums; send them only
        // where S3 requires one (DeleteObjects).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const { bucket, prefix: keyPrefix } = settings;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: keyPrefix + key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyPrefix + key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const { sdk, client } = await connect();
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyPrefix + prefix,
            MaxKeys: DELETE_BATCH,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const answer = await client.send(
            new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = answer.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `The media store did not delete ${failed.length} file(s), e.g. ${failed[0]!.Key}: ${failed[0]!.Message}`,
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

/** The S3 store when a bucket is configured, otherwise the local directory. */
export function createMediaStore(config: MediaConfig): MediaStore {
  return config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(config.dir);
}
