import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // Compile the shared contracts from source: the web must not wait for a contracts build,
    // and only what the web imports ends up in the bundle.
    alias: {
      '@autoleasing/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // In production the API serves the built app on one port; in development Vite forwards the
    // API paths so the browser still sees a single origin (cookies, no CORS).
    proxy: Object.fromEntries(
      ['/api', '/fe-api', '/newsletter', '/callbacks'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
