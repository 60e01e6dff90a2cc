// The app's routes live in lib/paths.ts, so features (e.g. the sign-in redirect check) can
// use them too; the router, its test and the build's app-routes.json read them from here.
export { APP_ROUTES, STATIC_ROUTES, YEAR_ROUTES } from '../lib/paths';
