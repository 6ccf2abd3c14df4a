import * as logger from 'firebase-functions/logger';
import { getAppCheck } from 'firebase-admin/app-check';
import { adminApp } from '../firebase.ts';
import type { VerifyAppCheckToken } from './app-check.ts';

/**
 * Verifies an App Check token with the Admin SDK, which fetches Google's public keys
 * (so it cannot run offline, and there is no App Check emulator: ENVIRONMENT.md).
 * Any failure leaves the request unproven, so it is refused; the reason is logged
 * (never the token) so a key outage is told apart from a script in the logs.
 */
export const verifyAppCheckToken: VerifyAppCheckToken = async (token) => {
  try {
    await getAppCheck(adminApp()).verifyToken(token);
    return true;
  } catch (error) {
    logger.warn('App Check token refused', { reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
};
