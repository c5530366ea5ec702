import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { jsonResponse, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { ApiError, ExpiredLoginError, ResponseValidationError } from './api-errors';
import { setNavigationHandler } from './navigation';
import { STORAGE_KEYS } from './storage-keys';
import { FileRuleError, fileRuleProblem, uploadFile } from './upload-file';

const stored = {
  path: 'thumbnails/0b6f5e3a-7a0e-4c4e-9a59-3f0d6f1c2b11.webp',
  url: '/files/thumbnails/0b6f5e3a-7a0e-4c4e-9a59-3f0d6f1c2b11.webp?expires=1&signature=s',
  content_type: 'image/webp',
  size: 1234,
  name: 'cover.png',
};
const png = (size = 2048, name = 'cover.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  setNavigationHandler(vi.fn());
});

describe('uploadFile', () => {
  it('sends the file as the multipart part "file", with the token, and reports progress', async () => {
    storeTestLogin('access-1');
    const { sentAt } = stubXhr();
    const onProgress = vi.fn();
    const upload = uploadFile('thumbnail', png(), { onProgress });

    const request = await sentAt(0);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/files');
    expect(request.url.searchParams.get('kind')).toBe('thumbnail');
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    expect(request.headers.get('x-app-type')).toBe('stockroom-web');
    expect(request.file?.name).toBe('cover.png');

    request.progress(1024, 2048);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 1024, total: 2048, fraction: 0.5 });
    request.respond(201, stored);
    await expect(upload).resolves.toEqual(stored);
  });

  it('turns an error answer into an ApiError carrying its issues', async () => {
    storeTestLogin();
    const { sentAt } = stubXhr();
    const upload = uploadFile('article', png(10, 'paper.pdf', 'application/pdf'));
    const body = { message: 'Not a PDF', code: 'validation_failed', issues: [{ path: 'file', message: 'Not a PDF' }] };
    (await sentAt(0)).respond(400, body);
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Not a PDF', data: body });
  });

  it('rejects an answer that is not a stored file', async () => {
    storeTestLogin();
    const { sentAt } = stubXhr();
    const upload = uploadFile('thumbnail', png());
    (await sentAt(0)).respond(201, { path: 'x' });
    await expect(upload).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('renews the login once on a 401 and sends the file again', async () => {
    storeTestLogin('old-access', 'refresh-1', 'admin');
    const { seen } = stubFetch(() => jsonResponse(200, { access_token: 'new-access' }));
    const { sentAt } = stubXhr();
    const upload = uploadFile('thumbnail', png());
    (await sentAt(0)).respond(401, { message: 'Your login has expired', code: 'unauthorized' });
    const retry = await sentAt(1);
    expect(seen[0]?.url.pathname).toBe('/auth/login/refresh');
    expect(retry.headers.get('authorization')).toBe('Bearer new-access');
    retry.respond(201, stored);
    await expect(upload).resolves.toEqual(stored);
  });

  it('leaves for /login when the login cannot be renewed', async () => {
    storeTestLogin();
    stubFetch(() => jsonResponse(401, { message: 'Refresh token expired', code: 'unauthorized' }));
    const { sentAt } = stubXhr();
    const upload = uploadFile('thumbnail', png());
    (await sentAt(0)).respond(401, { message: 'Your login has expired', code: 'unauthorized' });
    await expect(upload).rejects.toBeInstanceOf(ExpiredLoginError);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('says Request aborted when the caller aborts, and Network Error when the connection fails', async () => {
    storeTestLogin();
    const { sentAt } = stubXhr();
    const controller = new AbortController();
    const aborted = uploadFile('thumbnail', png(), { signal: controller.signal });
    const request = await sentAt(0);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(aborted).rejects.toThrow(/^Request aborted$/);

    const failed = uploadFile('thumbnail', png());
    (await sentAt(1)).fail();
    await expect(failed).rejects.toThrow(/^Network Error$/);
  });

  it('refuses a file of the wrong type or size before sending anything', async () => {
    const { sent } = stubXhr();
    await expect(uploadFile('article', png())).rejects.toThrow(new FileRuleError('Choose a PDF'));
    const huge = { name: 'cover.png', type: 'image/png', size: 11 * 1024 * 1024 };
    expect(fileRuleProblem('thumbnail', huge)).toBe('The file is larger than 10 MB');
    // A ZIP that the browser typed generically is still a ZIP.
    expect(fileRuleProblem('bundle', { name: 'kit.zip', type: 'application/x-zip-compressed', size: 5 })).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
