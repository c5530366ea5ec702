import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs beside Vite on port 3000; one origin in production.
    proxy: Object.fromEntries(
      [
        '/api',
        '/auth',
        '/brands-api',
        '/public',
        '/user',
        '/confirm-email',
        '/send-password-reset-code',
        '/confirm-password-reset',
        '/getProductCount',
      ].map((p) => [p, 'http://localhost:3000']),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
