import { orderPatientFields, type Prescriber } from '@pharmacy/shared';
import type { HeldAuditRecord, HeldMessageRecord, HeldOrderRecord, PatientHeldSource } from '../held-source.ts';

/** PatientHeldSource in memory, for the finder's and everything-held's unit tests. */
export function memoryHeldSource(seed: {
  orders?: HeldOrderRecord[];
  messages?: Record<string, HeldMessageRecord[]>;
  prescribers?: Prescriber[];
  entries?: (HeldAuditRecord & { patientIds: string[] })[];
} = {}): PatientHeldSource {
  const orders = seed.orders ?? [];
  const byAge = (list: HeldOrderRecord[]) => [...list].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    async ordersNaming(patientId) {
      return byAge(orders.filter((order) => orderPatientFields(order.items).patientIds.includes(patientId)));
    },
    async ordersByKey(key, limit) {
      return byAge(orders.filter((order) => orderPatientFields(order.items).patientKeys.includes(key))).slice(0, limit);
    },
    async messagesOf(requestId) {
      return [...(seed.messages?.[requestId] ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async prescribers(uids) {
      return new Map((seed.prescribers ?? []).filter((prescriber) => uids.includes(prescriber.prescriberId)).map((prescriber) => [prescriber.prescriberId, prescriber]));
    },
    async accessEntries(patientId) {
      return (seed.entries ?? [])
        .filter((entry) => entry.patientIds.includes(patientId))
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .map(({ at, action, actorEmail, target }) => ({ at, action, actorEmail, target }));
    },
  };
}

