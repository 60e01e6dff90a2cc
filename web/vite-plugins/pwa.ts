import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// dist/shell.html: a copy of the built index.html under a name the server answers with 200
// as a plain file. The service worker precaches it and answers navigations with it when
// offline. (/index.html itself is not an app route, so the server answers it 404, which the
// precache refuses; and "/" will carry server-rendered content of the home page.)
function offlineShell(): Plugin {
  return {
    name: 'pathshala-offline-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('offline shell: no index.html in the bundle');
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
    },
  };
}

// Installable and offline (issue 14): the web app manifest and the service worker, src/sw.ts
// (injectManifest: our own routing, see that file), built to dist/sw.js with the precache
// list of the app shell. Registration is ours too (src/lib/service-worker.ts, in the main
// bundle), because the plugin's inline snippet would break the CSP (script-src 'self').
export function pwa() {
  return [
    offlineShell(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      // The manifest link goes into index.html; PNG icons are rendered from favicon.svg by
      // scripts/make-icons.mjs and committed.
      manifest: {
        id: '/home',
        name: 'Pathshala — study resources for B.Tech',
        short_name: 'Pathshala',
        description: 'Syllabus, previous-year papers, important topics, Quantum, notes and practical files for AKTU B.Tech students.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The whole app (every page's chunk) and shell.html, so any page opens offline; not
        // index.html (see offlineShell), the .br/.gz siblings (the server picks those by
        // Accept-Encoding), the build manifest or the server's route list.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['index.html', '**/*.br', '**/*.gz', '.vite/**', 'app-routes.json', 'sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
