import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

// In production the API serves the built app on one port; in development Vite forwards the API
// paths so the browser still sees a single origin (cookies, no CORS).
const apiProxy = Object.fromEntries(
  ['/api', '/fe-api', '/newsletter', '/callbacks'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig(({ isPreview }) => ({
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
    // `vite preview` reuses server.proxy; it stands in for the API on port 3000 in the e2e setup
    // and must not proxy to itself.
    proxy: isPreview ? undefined : apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
}));
