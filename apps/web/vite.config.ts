import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { firstPageChunk } from './first-page-chunk.ts';
import { muiWithoutCssVars } from './mui-without-css-vars.ts';
import { precompress } from './precompress.ts';

const API = 'http://localhost:3000';

// Some API paths are also page addresses (GET /confirm-email is the confirmation page, POST
// /confirm-email the call): a browser asking for a page gets the app, everything else the API.
const toApi: ProxyOptions = {
  target: API,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
};

// React Router's package exports name its development build only; a production build would ship
// its warnings and checks (about a third of its size) without this alias.
const production = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier).replace('/development/', '/production/'));
const routerAliases = [
  { find: /^react-router$/, replacement: production('react-router') },
  { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
];

// A member's first page, /products (src/app/routes.tsx), and the folder of our own code.
const SOURCES = fileURLToPath(new URL('./src/', import.meta.url));
const memberFirstPage = firstPageChunk({
  page: `${SOURCES}features/catalogue/components/landing-page.tsx`,
  sources: SOURCES,
});

export default defineConfig(({ command }) => ({
  // The server sends the .br or .gz copy the browser accepts (apps/server/src/plugins/web-app.ts).
  plugins: [react(), muiWithoutCssVars(), memberFirstPage.plugin, precompress()],
  resolve: command === 'build' ? { alias: routerAliases } : {},
  server: {
    port: 5173,
    // In development the API runs beside Vite on port 3000; one origin in production.
    proxy: Object.fromEntries(
      [
        '^/api/',
        '^/auth/',
        '^/brands-api/',
        '^/public/',
        '^/files/',
        '^/fonts/',
        '^/renders/',
        '^/user(\\?|$)',
        '^/confirm-email(\\?|$)',
        '^/send-password-reset-code(\\?|$)',
        '^/confirm-password-reset(\\?|$)',
        '^/getProductCount(\\?|$)',
      ].map((p) => [p, toApi]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // What index.html's script imports, directly or not, loads with it on every first visit anyway:
    // one chunk rather than a dozen small ones saves requests and compresses better. That chunk is
    // about 630 kB minified (React DOM alone about 200), over Vite's default warning limit of 500;
    // `npm run bench:size` is what watches its size. What the member's first page imports beyond it
    // comes in one chunk too (first-page-chunk.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'catalogue', test: memberFirstPage.test },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 700,
    // Every browser the build targets but Safari 16 preloads modules itself; there the chunks still
    // load, one after another, and every member's first visit saves the polyfill's bytes.
    modulePreload: { polyfill: false },
  },
}));
