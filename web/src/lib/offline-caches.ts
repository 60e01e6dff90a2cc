// Cache Storage names shared by the app and its service worker (src/sw.ts). Changing a name
// orphans what students saved under the old one, so add a version suffix only on purpose.

// PDFs a student chose to keep ("Save for offline"): written and removed by the page only;
// the service worker reads from it, never adds to it.
export const SAVED_FILES_CACHE = 'pathshala-saved-files-v1';

// Catalog and job lists, served stale-while-revalidate by the service worker.
export const LISTS_CACHE = 'pathshala-lists-v1';

// The public lists the service worker keeps: nothing that depends on who is signed in (auth,
// purchases, orders, admin).
export const LIST_API = /^\/api\/(catalog\/[^/]+\/[^/]+|courses(\/[^/]+)?|projects(\/[^/]+)?|jobs|jobs\/[^/]+|site)$/;
