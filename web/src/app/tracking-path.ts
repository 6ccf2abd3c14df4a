/**
 * The patient's tracking page's path, `${TRACKING_PATH}/{token}` (decision 061). The same as
 * the shared TRACKING_PAGE_PATH (tracking-path.test.ts checks it), written out here because
 * importing it would bring the whole consignments module into the public entry chunk, which
 * every public page loads (decision 032: about 2 KB brotli on each).
 */
export const TRACKING_PATH = '/track';
