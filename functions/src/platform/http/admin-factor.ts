/**
 * An admin's second factor must be the mobile the pharmacy has on record (issue 23,
 * decision 037). Enrolment happens in the browser, where the first person holding the
 * password could enrol any phone; so the server decides: a token's factor counts only
 * when Auth's enrolled factor with that uid has the record's adminMobile. Once seen, the
 * factor's uid is stored as adminFactorId, which the security rules compare with the
 * token's firebase.second_factor_identifier, and which spares later requests the lookup.
 */
import type { UserRecord } from '@pharmacy/shared';

export interface AdminFactorStore {
  /** The phone number of the user's enrolled factor with this uid, or null when there is none. */
  enrolledPhone(uid: string, factorId: string): Promise<string | null>;
  /** Stores adminFactorId, only while the record's adminMobile is still `mobile`. */
  recordFactorId(uid: string, factorId: string, mobile: string): Promise<void>;
}

export type IsAdminFactorOnRecord = (uid: string, record: UserRecord, factorId: string | null) => Promise<boolean>;

export function createIsAdminFactorOnRecord(store: AdminFactorStore): IsAdminFactorOnRecord {
  return async (uid, record, factorId) => {
    const mobile = record.adminMobile;
    if (!factorId || !mobile) return false;
    // Replacing the phone clears adminFactorId in the same step as it removes the factors.
    if (record.adminFactorId === factorId) return true;
    if ((await store.enrolledPhone(uid, factorId)) !== mobile) return false;
    await store.recordFactorId(uid, factorId, mobile);
    return true;
  };
}
