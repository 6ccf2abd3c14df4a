/**
 * The header that carries an App Check token: the Firebase SDKs' own name, so our /api
 * and Firestore read the same one (decision 038).
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** The API's refusals when App Check is enforced and the token is missing or not valid. */
export const APP_CHECK_CODES = {
  required: 'app_check_required',
  invalid: 'app_check_invalid',
} as const;
