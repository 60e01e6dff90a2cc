import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The server render (src/ssr/render.tsx, issue 25): dist/server/render.js, which the C++ server
// runs in JavaScriptCore. One classic script with everything in it (no import, export or
// require; every lazy page inlined), no CSS. Built after the app (npm run build), whose build
// empties dist/ first, so the service worker's precache list and the budget never see it.
export default defineConfig({
  mode: 'production',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Nothing is left to load at run time; 'webworker': a JavaScript engine without Node's modules.
  ssr: { noExternal: true, target: 'webworker' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/render.tsx',
    outDir: 'dist/server',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'iife', entryFileNames: 'render.js', codeSplitting: false },
    },
  },
});
