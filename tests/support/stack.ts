/**
 * Where the running local stack listens (firebase.json "emulators"). Tests talk
 * to the site through the Hosting emulator, as a browser would.
 */
import { LOCAL_PROJECT_ID, REGION } from '@pharmacy/shared';

export const SITE_URL = process.env.SITE_URL || 'http://127.0.0.1:5000';
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
/** The app's project; the Auth emulator issues tokens for it whatever the API key. */
export const STACK_PROJECT_ID = process.env.STACK_PROJECT_ID || LOCAL_PROJECT_ID;
/** Any key works on the Auth emulator; the browser SDK sends one, so we do too. */
export const AUTH_EMULATOR_API_KEY = 'demo-api-key';

/** An HTTPS function called directly on the Functions emulator, past Hosting's rewrites (paths then have no /api). */
export const functionUrl = (name: string, path: string) =>
  `${process.env.FUNCTIONS_EMULATOR_URL || 'http://127.0.0.1:5001'}/${STACK_PROJECT_ID}/${REGION}/${name}${path}`;
