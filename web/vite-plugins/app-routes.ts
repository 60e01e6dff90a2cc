import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APP_ROUTES } from '../src/app/paths';
import { linkPreviewsFile } from '../src/lib/link-previews';
import { PAGE_QUERIES } from '../src/lib/page-queries';
import { ITEM_PAGES } from '../src/lib/paths';
import { SITEMAP_PAGES } from '../src/lib/page-titles';
import { SITE_FILES } from '../src/lib/site-files';

// Emits dist/app-routes.json: every route pattern of the app. The C++ server answers these
// paths with index.html (200) and every other unknown path with index.html and status 404.
// And dist/sitemap-pages.json: the app's public pages, which the server's sitemap lists. And
// dist/site-files.json: the site's own documents the app links (syllabus, legal pages, service
// tiles' downloads; [{id, title, url}]), which the server reads for their previews and search.
// And what else the server must know of the routes, so it never keeps a copy (issue 47):
// dist/link-previews.json (every route's link-preview picture, lib/link-previews.ts),
// dist/page-queries.json (the query strings pages read, lib/page-queries.ts) and
// dist/item-pages.json (the item pages' patterns, which the sitemap fills, lib/paths.ts).
// And the site's own documents' bytes: web/site-files/<url> → dist/site-files/<url>, which the
// server installs into its files directory at start (catalog/install_site_files.hpp); the
// build fails when one that site-files.ts lists is not there.
export function appRoutes(): Plugin {
  return {
    name: 'pathshala-app-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'app-routes.json', source: JSON.stringify(APP_ROUTES, null, 1) });
      this.emitFile({ type: 'asset', fileName: 'sitemap-pages.json', source: JSON.stringify(SITEMAP_PAGES, null, 1) });
      this.emitFile({ type: 'asset', fileName: 'site-files.json', source: JSON.stringify(SITE_FILES, null, 1) });
      for (const file of SITE_FILES) {
        const shipped = fileURLToPath(new URL(`../site-files${file.url}`, import.meta.url));
        let source: Uint8Array;
        try {
          source = readFileSync(shipped);
        } catch {
          this.error(`${file.title} (${file.url}) is listed in src/lib/site-files.ts but web/site-files${file.url} is missing`);
        }
        this.emitFile({ type: 'asset', fileName: `site-files${file.url}`, source });
      }
      this.emitFile({ type: 'asset', fileName: 'link-previews.json', source: JSON.stringify(linkPreviewsFile(), null, 1) });
      this.emitFile({ type: 'asset', fileName: 'page-queries.json', source: JSON.stringify(PAGE_QUERIES, null, 1) });
      this.emitFile({ type: 'asset', fileName: 'item-pages.json', source: JSON.stringify(ITEM_PAGES, null, 1) });
    },
  };
}
