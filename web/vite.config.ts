/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-plugins/precompress';
import { appRoutes } from './vite-plugins/app-routes';
import { pwa } from './vite-plugins/pwa';
import { startAfterPaint } from './vite-plugins/start-after-paint';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  // startAfterPaint rewrites index.html before pwa's offline shell copies it.
  plugins: [react(), tailwindcss(), appRoutes(), startAfterPaint(), pwa(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
  },
});
