/**
 * Gathers what a lazily loaded page imports into one chunk beside the page's own. Left to the
 * bundler, each module the page shares with a different set of pages (a card, a skeleton, an icon,
 * a contract schema) becomes a chunk apart: a member's first visit to /products fetched a dozen of
 * them, each with its own import list, compressed apart from the rest and named in the entry's
 * preload map. One chunk is fewer bytes and requests; the price is that a page sharing any one of
 * those modules loads all of them (about 9 KB gzipped), which the member's next pages find cached.
 */
import type { Plugin } from 'vite';

/**
 * `page` is the lazily loaded module, `sources` the folder of our own code. The group's `test`
 * picks our modules that the page imports, directly or not; what they use from packages and the
 * contract follows them into the chunk (`includeDependenciesRecursively`, on by default), and what
 * the entry has stays there.
 */
export function firstPageChunk({ page, sources }: { page: string; sources: string }) {
  const imported = new Set<string>();
  const plugin: Plugin = {
    name: 'first-page-chunk',
    apply: 'build',
    // Chunks are made once the module graph is complete, so its imports are known here. The walk
    // stays in our code: a package's or the contract's index imports everything the package has.
    buildEnd() {
      imported.clear();
      const queue = [page];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (!next.startsWith(sources) || next === page || imported.has(next)) continue;
          imported.add(next);
          queue.push(next);
        }
      }
      if (imported.size === 0) this.error(`first-page-chunk: ${page} imports nothing of ours; has the page moved?`);
    },
  };
  const test = (id: string) => imported.has(id);
  return { plugin, test };
}
