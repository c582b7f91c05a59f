import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The public booking pages' own build (`book.html`, issue 17: under 200 kB of JavaScript on a
 * phone). It runs after the back office's build into the same `dist` and renders the same React
 * components with Preact's React-compatible runtime, which is about 50 kB (gzip) lighter than
 * react-dom; the back office and the unit tests keep React. The e2e suite drives these pages in
 * Chromium, so the Preact build is what those tests book through.
 */
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: REACT_ON_PREACT },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    rollupOptions: { input: { book: 'book.html' } },
    // Read by scripts/page-weight.mjs, which sums what a public booking page downloads.
    manifest: 'book-manifest.json',
  },
});
