import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API = 'http://localhost:3000';

// Some API paths are also page addresses (GET /confirm-email is the confirmation page, POST
// /confirm-email the call): a browser asking for a page gets the app, everything else the API.
const toApi: ProxyOptions = {
  target: API,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
};

export default defineConfig({
  plugins: [react()],
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
        '^/user(\\?|$)',
        '^/confirm-email(\\?|$)',
        '^/send-password-reset-code(\\?|$)',
        '^/confirm-password-reset(\\?|$)',
        '^/getProductCount(\\?|$)',
      ].map((p) => [p, toApi]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
