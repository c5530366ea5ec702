import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest, the upload transport, for one test: each request waits until the
 * test reports progress and answers. Removed after each test with the other stubbed globals.
 */
export class FakeUpload {
  method = '';
  url: URL = new URL('http://localhost/');
  readonly headers = new Headers();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor(private readonly sent: FakeUpload[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }

  /** The file part the request carries. */
  get file(): File | null {
    const part = this.body?.get('file');
    return part instanceof File ? part : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** Installs the fake; `sent` lists each request in order, `sentAt(i)` waits for the i-th (from 0). */
export function stubXhr() {
  const sent: FakeUpload[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super(sent);
      }
    },
  );
  const sentAt = async (index: number) => {
    await vi.waitFor(() => {
      if (!sent[index]) throw new Error(`upload ${index + 1} was not sent`);
    });
    return sent[index] as FakeUpload;
  };
  return { sent, sentAt };
}
