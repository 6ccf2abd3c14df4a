/**
 * The retention purge (docs/retention-schedule.md, decision 020): what one run removes,
 * counted per kind in its audit entry (AUDIT_ACTIONS.retentionPurge) and in the answer of
 * the emulators' dev route that runs it by hand.
 */
import { z } from 'zod';

/** Every count a purge reports, in the order the audit log shows them. */
export const PURGED_KINDS = [
  'enquiries',
  'enquiryFiles',
  'orderRequests',
  'orderScripts',
  'consignments',
  'invoices',
  'clinicStatements',
  'unverifiedRegistrations',
  'unverifiedAccounts',
  'verificationLinks',
  'rateLimitCounters',
  'orderSubmitKeys',
  'accountMailFailures',
  'auditEntries',
  'breaches',
  'orderDrafts',
  'orderDraftScripts',
  'staffInvitations',
  'staffAccounts',
] as const;
export type PurgedKind = (typeof PURGED_KINDS)[number];
export type PurgeCounts = Record<PurgedKind, number>;

/** Every count at zero: a run that found nothing past its period. */
export function nothingPurged(): PurgeCounts {
  return Object.fromEntries(PURGED_KINDS.map((kind) => [kind, 0])) as PurgeCounts;
}

/** Emulators only: runs the purge now, or as of the given instant. */
export const DEV_PURGE_PATH = '/api/dev/purge';

/** POST /api/dev/purge: `now` (ISO 8601 with a zone) is when the purge takes itself to run; the clock's time without it. */
export const DevPurgeRequestSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });
export type DevPurgeRequest = z.infer<typeof DevPurgeRequestSchema>;

/** POST /api/dev/purge, 200 */
export const DevPurgeResponseSchema = z.object({
  /** The instant the purge ran as, ISO 8601. */
  asOf: z.string(),
  removed: z.object(Object.fromEntries(PURGED_KINDS.map((kind) => [kind, z.number().int()])) as Record<PurgedKind, z.ZodNumber>),
});
export type DevPurgeResponse = z.infer<typeof DevPurgeResponseSchema>;
