/**
 * An admin's second factor must be the mobile the pharmacy has on record (issue 23,
 * decision 037). Enrolment happens in the browser, where the first person holding the
 * password could enrol any phone; so the server decides: a token's factor counts only
 * when Auth's enrolled factor with that uid has the mobile on record (adminMobiles/{uid},
 * which no browser reads: decision 066). Once seen, the factor's uid is stored as
 * adminFactorId on users/{uid}, which the security rules compare with the token's
 * firebase.second_factor_identifier, and which spares later requests both lookups.
 */
import type { UserRecord } from '@pharmacy/shared';

export interface AdminFactorStore {
  /** The admin's mobile on record (E.164, adminMobiles/{uid}), or null when none is set. */
  mobileOnRecord(uid: string): Promise<string | null>;
  /** The phone number of the user's enrolled factor with this uid, or null when there is none. */
  enrolledPhone(uid: string, factorId: string): Promise<string | null>;
  /** Stores adminFactorId, only while the mobile on record is still `mobile`. */
  recordFactorId(uid: string, factorId: string, mobile: string): Promise<void>;
}

export type IsAdminFactorOnRecord = (uid: string, record: UserRecord, factorId: string | null) => Promise<boolean>;

export function createIsAdminFactorOnRecord(store: AdminFactorStore): IsAdminFactorOnRecord {
  return async (uid, record, factorId) => {
    if (!factorId) return false;
    // Replacing the phone clears adminFactorId in the same step as it removes the factors.
    if (record.adminFactorId === factorId) return true;
    const mobile = await store.mobileOnRecord(uid);
    if (!mobile) return false;
    if ((await store.enrolledPhone(uid, factorId)) !== mobile) return false;
    await store.recordFactorId(uid, factorId, mobile);
    return true;
  };
}
