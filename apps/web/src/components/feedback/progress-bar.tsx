import type { LinearProgressProps } from '@mui/material';
import { lazy } from 'react';
import { prefetch } from '../../lib/lazy-module';
import { OnDemand } from './on-demand';

// Shown only while something loads after the page is up (the next page, search results), so its
// code need not be in what a page loads to render.
const loadLinearProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadLinearProgress);

/** Fetches the bar's code ahead of its first use. */
export const prefetchProgressBar = () => prefetch(loadLinearProgress);

/**
 * MUI's LinearProgress, loaded on first use. The boundary comes and goes with the bar, so the bar's
 * first showing never holds up the update that shows it: until its code is there, it is just absent.
 */
export function ProgressBar(props: LinearProgressProps) {
  return (
    <OnDemand>
      <LinearProgress {...props} />
    </OnDemand>
  );
}
