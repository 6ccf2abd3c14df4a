/**
 * The two HTTPS functions that serve /api (decision 021). Which paths go to the uploads
 * function is each feature's to say (its *_UPLOAD_API_PATHS); function-routing.ts, above
 * the features, gathers them. firebase.json's Hosting rewrites say the same
 * (scripts/stack/hosting-rewrites.test.ts checks it).
 */

/** Serves every /api/* path but the uploads. */
export const API_FUNCTION_NAME = 'api';
/** Serves the routes that take files, with its own memory and concurrency. */
export const UPLOADS_FUNCTION_NAME = 'uploads';
