/**
 * Sends one file to POST /api/files?kind=… (DESIGN §1.11), or to another upload route through
 * `sendFile` (members' photos). fetch cannot report upload progress,
 * so this uses XMLHttpRequest; otherwise it behaves like callRoute: bearer token, one renewal and
 * retry on a 401, the spec's transport messages, error answers as ApiError (so `issues` reach the
 * form) and the answer checked against the contract.
 */
import { FILE_RULES, type FileKind, fileRoutes, type StoredFile, StoredFileSchema } from '@stockroom/contract';
import { ApiError, ExpiredLoginError, ResponseValidationError, TRANSPORT_MESSAGES } from './api-errors';
import { getAccessToken } from './auth-tokens';
import { checkRequest } from './request-check';
import { APP_TYPE, APP_TYPE_HEADER } from './route-request';
import { getRuntimeConfig } from './runtime-config';
import { leaveForLogin, renewAccessToken } from './token-renewal';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1. */
  fraction: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** The file broke a rule of its kind before anything was sent; the server checks again by content. */
export class FileRuleError extends Error {
  override readonly name = 'FileRuleError';
}

const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
};
const TYPE_NAMES: Record<FileKind, string> = {
  thumbnail: 'a PNG, JPEG, WebP or GIF image',
  article: 'a PDF',
  bundle: 'a ZIP or PDF file',
  'brand-image': 'a PNG, JPEG or WebP image',
};

const extensionsOf = (kind: FileKind) => FILE_RULES[kind].accept.flatMap((type) => EXTENSIONS[type] ?? []);

/** For an <input type="file"> accept attribute: the types and their usual extensions. */
export const acceptAttribute = (kind: FileKind) =>
  [...FILE_RULES[kind].accept, ...extensionsOf(kind).map((ext) => `.${ext}`)].join(',');

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Why the file cannot be uploaded as `kind`, or null. Browsers leave the type empty or generic for
 * some files (a ZIP on Windows), so a known extension is enough.
 */
export function fileRuleProblem(kind: FileKind, file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const rule = FILE_RULES[kind];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = rule.accept.includes(file.type) || extensionsOf(kind).includes(extension);
  if (!typeOk) return `Choose ${TYPE_NAMES[kind]}`;
  if (file.size > rule.maxBytes) return `The file is larger than ${megabytes(rule.maxBytes)}`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

interface Answer {
  status: number;
  data: unknown;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const raw = xhr.responseText;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(url: string, file: File, accessToken: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ApiError(TRANSPORT_MESSAGES.aborted));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => options.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(APP_TYPE_HEADER, APP_TYPE);
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      if (total > 0) options.onProgress?.({ loaded: event.loaded, total, fraction: Math.min(1, event.loaded / total) });
    };
    xhr.onload = () => {
      finish();
      resolve({ status: xhr.status, data: parseBody(xhr) });
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError(TRANSPORT_MESSAGES.network));
    };
    xhr.onabort = () => {
      finish();
      reject(new ApiError(TRANSPORT_MESSAGES.aborted));
    };
    xhr.ontimeout = () => {
      finish();
      reject(new ApiError(TRANSPORT_MESSAGES.timeout));
    };
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

function storedFile(answer: Answer): StoredFile {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, answer.data);
  const parsed = StoredFileSchema.safeParse(answer.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseValidationError(
      `Unexpected answer from POST ${fileRoutes.upload.path}: ${issue?.message ?? 'invalid'}`,
      answer.status,
      answer.data,
    );
  }
  return parsed.data;
}

/**
 * Sends `file` as the one `file` part of a multipart POST to `url` with the member's token,
 * renewing it once on a 401, and reads the answer with `read` (which throws on an error answer).
 */
export async function sendFile<T>(
  url: string,
  file: File,
  options: UploadOptions,
  read: (answer: { status: number; data: unknown }) => T,
): Promise<T> {
  const accessToken = getAccessToken();
  const first = await send(url, file, accessToken, options);
  if (first.status !== 401 || !accessToken) return read(first);

  let renewed: string;
  try {
    const stored = getAccessToken();
    renewed = stored && stored !== accessToken ? stored : await renewAccessToken();
  } catch {
    leaveForLogin();
    throw new ExpiredLoginError();
  }
  options.onProgress?.({ loaded: 0, total: file.size, fraction: 0 });
  return read(await send(url, file, renewed, options));
}

/** Uploads `file` as `kind`; resolves to where it is stored (`path`) and an address to show it now (`url`). */
export async function uploadFile(kind: FileKind, file: File, options: UploadOptions = {}): Promise<StoredFile> {
  const problem = fileRuleProblem(kind, file);
  if (problem) throw new FileRuleError(problem);
  const query = { kind };
  checkRequest(fileRoutes.upload, { query });
  const url = `${getRuntimeConfig().serviceUrls.main}${fileRoutes.upload.path}?${new URLSearchParams(query)}`;
  return sendFile(url, file, options, storedFile);
}
