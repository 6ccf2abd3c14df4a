/**
 * Access ends with the prescriber's (decision 044): a prescriber rejected, suspended or
 * deleted takes their staff's access to their data with them. The rules read only the
 * link (one get), so their active links turn `ended`; the server's own check reads the
 * prescriber's status on every request as well, so it refuses even before this runs.
 */
import type { StaffStore } from './staff-record.ts';

type Record = { role?: unknown; status?: unknown } | undefined;

const approvedPrescriber = (record: Record) => record?.role === 'practitioner' && record.status === 'approved';

/** Whether a users/{uid} write took an approved prescriber's access away (rejected, suspended, deleted, another role). */
export function prescriberLostAccess(before: Record, after: Record): boolean {
  return approvedPrescriber(before) && !approvedPrescriber(after);
}

/** The trigger's work for one users/{uid} write. */
export async function endStaffAccessIfPrescriberLostIt(
  store: Pick<StaffStore, 'endActiveLinks'>,
  uid: string,
  before: Record,
  after: Record,
  at: Date,
): Promise<number> {
  return prescriberLostAccess(before, after) ? store.endActiveLinks('prescriberId', uid, at) : 0;
}
