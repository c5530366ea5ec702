import { type ComponentType, lazy } from 'react';

/** A component whose code loads on its first render: `pick` names it in the module `load` fetches. */
export const lazyFrom = <M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazy(async () => ({ default: pick(await load()) }));

/** Starts fetching a module ahead of its first use; a failure is left to that use, which reports it. */
export const prefetch = (load: () => Promise<unknown>) => void load().catch(() => undefined);
