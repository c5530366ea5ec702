/** Architecture rules (CONVENTIONS.md), checked by `npm run arch`. */
module.exports = {
  forbidden: [
    {
      name: 'web-not-server-or-db',
      comment: 'The browser app talks to the server over HTTP only, through the contract.',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: ['^apps/server', '^packages/db', '@stockroom/db', '@stockroom/server'] },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by both sides and depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: ['^apps/', '^packages/db'] },
    },
    {
      name: 'web-features-independent',
      comment: 'A feature never imports another feature; shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/campaigns/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-campaigns-build-on-customize',
      comment:
        "The campaign editor is the template editor over several pieces: it uses customize's parts (decision 0052), no other feature's.",
      severity: 'error',
      from: { path: '^apps/web/src/features/campaigns/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/(campaigns|customize)/' },
    },
    {
      name: 'web-shared-code-flows-one-way',
      comment: 'components/ and lib/ are used by features and app/, never the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-modules-through-services',
      comment: "A server module reaches another module's rules through its service, never its queries or routes.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+\\.(queries|routes)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-lib-is-the-ground-floor',
      comment: "The server's helpers know no capability: lib/ imports only itself, config.ts and errors.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(lib/|config\\.ts$|errors\\.ts$)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
