/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-plugins/precompress';
import { appRoutes } from './vite-plugins/app-routes';
import { pwa } from './vite-plugins/pwa';
import { startAfterPaint } from './vite-plugins/start-after-paint';
import { compileHints } from './vite-plugins/compile-hints';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  // startAfterPaint rewrites index.html before pwa's offline shell copies it.
  plugins: [react(), tailwindcss(), appRoutes(), startAfterPaint(), compileHints(), pwa(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/files', '/downloads', '/courses.json', '/healthz'].map((p) => [p, server])),
  },
  // manifest: scripts/check-budget.mjs reads it to measure each page's first-load JavaScript.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Worker threads, not the default child processes: on the 2-core machine the suite takes
    // 76 s instead of 101 s (jsdom starts and modules load faster in a thread).
    pool: 'threads',
    // Above Testing Library's 5 s wait (testing/setup.ts), so a slow first chunk fails as a
    // missing element with its DOM, not as a bare timeout.
    testTimeout: 15_000,
    // The app runs on Preact: package.json installs @preact/compat under the names react and
    // react-dom. The libraries that import react are run through Vite (not Node's loader) so
    // that they and the app share one Preact instance, and Testing Library's ESM build is used,
    // with react-dom/test-utils (which @preact/compat lacks) from Preact's own test utilities.
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    ],
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /react-hook-form/, /@hookform\/resolvers/, /swiper/] } },
  },
});
