import type { Plugin } from 'vite';
import { APP_ROUTES } from '../src/app/paths';

// Emits dist/app-routes.json: every route pattern of the app. The C++ server answers these
// paths with index.html (200) and every other unknown path with index.html and status 404.
export function appRoutes(): Plugin {
  return {
    name: 'pathshala-app-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'app-routes.json', source: JSON.stringify(APP_ROUTES, null, 1) });
    },
  };
}
