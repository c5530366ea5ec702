/**
 * The S3-compatible adapter (DESIGN §1.11, decision 0038), with the AWS SDK v3. Files stream both
 * ways: a put is read part by part (multipart past one part's size), a read is the answer's body.
 */
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import { checkStorageKey, type FileStorage } from './storage.service';

/**
 * The smallest part S3 takes. At most two parts are sent at once while the next fills, so a put
 * holds about 15 MB whatever the file's size; 10,000 parts still allow 50 GB.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3Client(settings: S3Settings) {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Most S3-compatible servers answer only at {endpoint}/{bucket}, not at {bucket}.{endpoint}.
    forcePathStyle: true,
    // Since 2025 the SDK adds CRC checksums to every upload and checks them on every download;
    // many S3-compatible servers refuse the former and send none for the latter.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const base = settings.prefix ? `${settings.prefix}/` : '';
  const keyOf = (key: string) => {
    checkStorageKey(key);
    return `${base}${key}`;
  };
  const storage: FileStorage = {
    async put(key, data) {
      const Key = keyOf(key);
      const body = Buffer.isBuffer(data) ? data : Readable.from(data);
      // The SDK's own abort after a failure throws in place of the failure when the server cannot
      // abort (s3rver cannot); the abort is sent here instead and the first error kept.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        if (body instanceof Readable) body.destroy();
        // Parts a server keeps after a failed abort are never an object; a lifecycle rule clears them.
        if (upload.uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: upload.uploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list(prefix = '') {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: `${base}${prefix}` });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(base.length), size: object.Size ?? 0 };
        }
      }
    },
    async close() {
      client.destroy();
    },
  };
  if (!settings.redirectDownloads) return storage;
  return {
    ...storage,
    downloadAddress: (key, headers, seconds) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
        }),
        { expiresIn: seconds },
      ),
  };
}
