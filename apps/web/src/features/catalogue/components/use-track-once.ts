import type { Impression } from '@stockroom/contract';
import { useEffect, useRef } from 'react';
import { track } from '../../../lib/impressions';

/**
 * Records an impression once per distinct value, e.g. a page view per page and id. Undefined
 * waits (for the ids a page has still to read). The last one sent is remembered so that a
 * re-render, or React's development double effects, do not count it twice.
 */
export function useTrackOnce(impression: Impression | undefined) {
  const key = impression ? JSON.stringify(impression) : '';
  const sent = useRef('');
  useEffect(() => {
    if (!key || sent.current === key) return;
    sent.current = key;
    track(JSON.parse(key) as Impression);
  }, [key]);
}
