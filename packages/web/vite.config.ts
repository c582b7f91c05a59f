import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API and the app are served from one origin by the server; in `vite dev` the API is proxied.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/version': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Each file in a fresh worker thread: the files change the shared jsdom window and modules'
    // state, and the forks pool is shared with the server suite, which runs without isolation
    // (vitest.config.ts).
    pool: 'threads',
    // After the domain and server files, not beside them: the two pools together ran four busy
    // workers and the main process on a 2-core runner, which starved the main process until the
    // workers' reports timed out (`Timeout calling "onTaskUpdate"`) and tests failed by time alone.
    sequence: { groupOrder: 1 },
    setupFiles: ['./test/setup.ts'],
    css: false,
    // A form filled key by key in jsdom takes a few seconds on a loaded 2-core runner; the
    // default 5 s made such tests fail by time alone while the server suite ran beside them.
    testTimeout: 15_000,
  },
});
