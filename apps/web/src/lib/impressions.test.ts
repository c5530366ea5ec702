import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { createImpressionTracker, flushImpressions, track } from './impressions';

const PRODUCT = '3b241101-e2bb-4255-8caf-4136c566a962';
const view = (page_route: string) => ({ page_route, action: 'page-view' });

beforeEach(async () => {
  await flushImpressions(); // nobody is signed in yet: whatever an earlier test left is dropped
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('impressions', () => {
  it('sends several tracks in one request after a few seconds, with the bearer token, and nothing before', async () => {
    storeTestLogin('access-7');
    const { seen } = stubFetch(() => jsonResponse(202, { accepted: true }));
    const tracker = createImpressionTracker({ flushEveryMs: 3000 });
    tracker.track(view('/products'));
    tracker.track({ page_route: `/products/${PRODUCT}`, action: 'product-view', product_id: PRODUCT });
    tracker.track(view('/summer'));

    await vi.advanceTimersByTimeAsync(2900);
    expect(seen).toHaveLength(0);
    expect(tracker.pending()).toBe(3);

    await vi.advanceTimersByTimeAsync(100);
    expect(tracker.pending()).toBe(0);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.body).toEqual([
      view('/products'),
      { page_route: `/products/${PRODUCT}`, action: 'product-view', product_id: PRODUCT },
      view('/summer'),
    ]);
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/track');
    expect(request?.headers.get('authorization')).toBe('Bearer access-7');
  });

  it('flushes at once when ten are queued', async () => {
    storeTestLogin();
    const send = vi.fn(async () => {});
    const tracker = createImpressionTracker({ send });
    for (let i = 0; i < 10; i++) tracker.track(view(`/page-${i}`));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.arrayContaining([view('/page-9')]), 'access-1', false]);
  });

  it('flushes with keepalive when the page is hidden', async () => {
    storeTestLogin();
    const { fetchMock } = stubFetch(() => jsonResponse(202, { accepted: true }));
    track(view('/products'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('records nothing when nobody is signed in, and nothing that breaks the contract', async () => {
    const send = vi.fn(async () => {});
    const tracker = createImpressionTracker({ send });
    tracker.track(view('/products'));
    storeTestLogin();
    tracker.track({ page_route: '', action: 'page-view' });
    tracker.track({ page_route: '/products', action: 'page-view', product_id: 'not-an-id' });
    await tracker.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it("drops a failed batch without throwing, and never sends one login's impressions with the next", async () => {
    storeTestLogin('access-1', 'refresh-1', 'first');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const tracker = createImpressionTracker();
    tracker.track(view('/products'));
    await expect(tracker.flush()).resolves.toBeUndefined();

    const send = vi.fn(async () => {});
    const next = createImpressionTracker({ send });
    next.track(view('/products'));
    storeTestLogin('access-2', 'refresh-2', 'second');
    await next.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
