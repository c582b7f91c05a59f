import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DOMAIN_BUNDLE } from './test/domain-bundle.ts';

// The API and the app are served from one origin by the server; in `vite dev` the API is proxied.
export default defineConfig({
  plugins: [react()],
  // JSON modules (the translations) as JSON.parse of a string: browsers parse that faster than the
  // same object as JavaScript, and the entry's English is parsed on every page load (named exports
  // would be literals again; nothing imports a JSON file's keys by name).
  json: { stringify: true, namedExports: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/version': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Fewer, larger chunks: Rollup split the screens' shared code into 427 files, down to a chunk
    // per icon of 130 bytes, and a screen's first visit fetched up to 100 of them (the booking list
    // 2.7 s on an idle machine, most of it waiting on requests). Chunks under 20 kB are merged where
    // that runs no code earlier than before; MUI's `createSvgIcon` is declared pure so its icons can
    // be (it only makes a component). 209 files; 53 screens' first visits ask 38 % fewer requests
    // and Chromium spends about a tenth less CPU on them (docs/decisions.md, "Fewer chunks").
    rollupOptions: {
      treeshake: { manualPureFunctions: ['createSvgIcon'] },
      output: { experimentalMinChunkSize: 20_000 },
    },
  },
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // jsdom, one window per worker thread kept across its files (test/shared-jsdom.ts): a fresh
    // thread and window per file cost ~3 s of set-up each (MUI alone takes 1 s to import), which
    // was 1,300 of the suite's 2,900 s of worker time on a loaded machine; now about 200.
    environment: './test/shared-jsdom.ts',
    // Threads, reused from file to file (vitest.config.ts). Each file still loads the app's own
    // modules afresh (`isolate`), so a file's mocks (`vi.mock`) and module state (the i18n
    // language, query caches) never reach the next; only the libraries loaded natively are shared.
    pool: 'threads',
    poolOptions: { threads: { isolate: true } },
    // After the domain and server files, not beside them: the two pools together ran four busy
    // workers and the main process on a 2-core runner, which starved the main process until the
    // workers' reports timed out (`Timeout calling "onTaskUpdate"`) and tests failed by time alone.
    sequence: { groupOrder: 1 },
    setupFiles: ['./test/setup.ts'],
    // The domain, built once per run and loaded natively once per thread (test/domain-bundle.ts).
    globalSetup: ['./test/domain-bundle.ts'],
    alias: { '@seaberth/domain': DOMAIN_BUNDLE },
    css: false,
    // A form filled key by key in jsdom takes a few seconds on a loaded 2-core runner; the
    // default 5 s made such tests fail by time alone while the server suite ran beside them.
    testTimeout: 30_000,
  },
});
