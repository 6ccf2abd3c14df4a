/**
 * Access ends with the prescriber's (decision 044): a prescriber rejected, suspended or
 * deleted takes their staff's access to their data with them. The rules read only the
 * link (one get), so their active links turn `ended`; the server's own check reads the
 * prescriber's status on every request as well, so it refuses even before this runs.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { CLINIC_TEAM_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';

type Record = { role?: unknown; status?: unknown } | undefined;

const approvedPrescriber = (record: Record) => record?.role === 'practitioner' && record.status === 'approved';

/** Whether a users/{uid} write took an approved prescriber's access away (rejected, suspended, deleted, another role). */
export function prescriberLostAccess(before: Record, after: Record): boolean {
  return approvedPrescriber(before) && !approvedPrescriber(after);
}

/** Turns every active link of `field` == `uid` to `ended`; resolves how many. */
export async function endActiveLinks(field: 'prescriberId' | 'staffUid', uid: string, at: Date): Promise<number> {
  const links = await db().collection(CLINIC_TEAM_COLLECTIONS.staffLinks).where(field, '==', uid).where('status', '==', 'active').get();
  if (links.empty) return 0;
  const batch = db().batch();
  for (const link of links.docs) batch.update(link.ref, { status: 'ended', changedAt: Timestamp.fromDate(at) });
  await batch.commit();
  return links.size;
}

/** The trigger's work for one users/{uid} write. */
export async function endStaffAccessIfPrescriberLostIt(uid: string, before: Record, after: Record, at: Date): Promise<number> {
  return prescriberLostAccess(before, after) ? endActiveLinks('prescriberId', uid, at) : 0;
}
