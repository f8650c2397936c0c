import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadBudget, PRECOMPRESS_MIN_BYTES } from './first-load-budget.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

// In production the API serves the built app on one port; in development Vite forwards the API
// paths and the site icons (services/api/src/web/site-icons.ts) so the browser still sees a
// single origin (cookies, no CORS).
const apiProxy = Object.fromEntries(
  ['/api', '/fe-api', '/newsletter', '/callbacks', '/favicon.svg', '/favicon.ico', '/apple-touch-icon.png'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
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
        if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * react-router's production build keeps components the app never uses (Form, HistoryRouter and
 * what they import: submissions, fetchers) because of two kinds of top-level statement the bundler
 * must assume to have side effects: `X.displayName = "X";` (React DevTools names; dropped, DevTools
 * then show the function's own name) and `var X = React.forwardRef(…)` / `createContext` / `memo`
 * (pure, annotated so). Tree-shaking then drops them (first-load JS budget, issue 18).
 */
function dropRouterDisplayNames(): Plugin {
  return {
    name: 'autoleasing-drop-router-display-names',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/ },
      handler(code) {
        const out = code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
        return { code: out, map: null };
      },
    },
  };
}

export default defineConfig(({ command, isPreview, isSsrBuild }) => {
  const isBuild = command === 'build';
  return {
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), dropRouterDisplayNames(), precompress(fileURLToPath(new URL('dist', import.meta.url))), firstLoadBudget(webRoot)],
  resolve: {
    // Compile the shared contracts from source: the web must not wait for a contracts build,
    // and only what the web imports ends up in the bundle.
    alias: [
      { find: '@autoleasing/contracts', replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      // react-router's package exports name only its development build (warnings and checks
      // included); the browser bundle takes the production build beside it (first-load JS budget).
      ...(isSsrBuild || !isBuild
        ? []
        : [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // `vite preview` reuses server.proxy; it stands in for the API on port 3000 in the e2e setup
    // and must not proxy to itself.
    proxy: isPreview ? undefined : apiProxy,
  },
  // The server entry (docs/public-site.md) is one self-contained CommonJS file the API requires:
  // no node_modules lookups from web/, and Jest's int tests can load it too.
  ssr: { noExternal: true },
  // Bundled into that file, React and react-router would otherwise pick their development builds
  // at run time wherever NODE_ENV is unset (`npm start`, CI): prop validation and a console task per
  // element made a server render of /leasing take about three times as long. The build decides.
  ...(isSsrBuild && isBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs', inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Maps are written for debugging a build locally but never referenced from the bundles; the
        // API refuses to serve *.map (issue 18: no public source maps).
        sourcemap: 'hidden',
        // One small stylesheet in the page's head instead of a stylesheet per lazy route: a
        // server-rendered page is styled from its first paint (issue 18, item 4).
        cssCodeSplit: false,
        // No preload helper: it adds a list of every lazy chunk's dependencies (file names with
        // hashes, brotli cannot shrink them) and a function to the entry (first-load JS budget); a
        // lazy chunk's own static imports are fetched when it arrives.
        modulePreload: false,
        // First-load JS budget (issue 18, checked by first-load-budget.ts): brotli packs one file
        // better than thirty small ones, and each chunk boundary costs import/export glue.
        // - `initial`: everything the entry imports statically (React, the router, the query
        //   client, the app frame) in one chunk; every page loads all of it anyway.
        // - `catalogue`: the catalogue's shared code (cards, prices, listing query, paths) that the
        //   homepage, listings and car page load together, as one chunk instead of a dozen (with the
        //   term choice the car page and the listings share: alone it would be one more small file).
        //   The shared page links (components/pagination) go there too: alone they cost the listings
        //   about 750 bytes of glue; the staff lists that use them load this cached chunk as well.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                {
                  name: 'catalogue',
                  test: /[\\/]web[\\/]src[\\/](features[\\/]catalogue[\\/](lib|api|components[\\/]shared)|components[\\/](car-picture|pagination))[\\/]|[\\/]features[\\/]catalogue[\\/]components[\\/]detail[\\/]use-term-choice\.ts$|[\\/]contracts[\\/]src[\\/](catalogue[\\/]|format[\\/]percent)/,
                },
              ],
            },
          },
        },
      },
};
});
