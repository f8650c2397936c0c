import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

// In production the API serves the built app on one port; in development Vite forwards the API
// paths so the browser still sees a single origin (cookies, no CORS).
const apiProxy = Object.fromEntries(
  ['/api', '/fe-api', '/newsletter', '/callbacks'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes name.br (brotli, top quality) and name.gz (gzip level 9) beside every text file of the
 * build, so the API serves them with @fastify/static preCompressed and spends no time per request.
 * Files under 1 kB or that do not shrink stay as they are.
 */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'autoleasing-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isPreview }) => ({
  root: webRoot,
  plugins: [react(), precompress(fileURLToPath(new URL('dist', import.meta.url)))],
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
    // Maps are written for debugging a build locally but never referenced from the bundles; the
    // API refuses to serve *.map (issue 18: no public source maps).
    sourcemap: 'hidden',
  },
}));
