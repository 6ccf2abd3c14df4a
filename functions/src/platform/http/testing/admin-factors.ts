import type { AdminFactorStore, IsAdminFactorOnRecord } from '../admin-factor.ts';

/** Auth's enrolled phones by uid and factor uid, the mobiles on record by uid, and the adminFactorId each record was given. */
export function inMemoryAdminFactorStore(enrolled: Record<string, Record<string, string>>, mobiles: Record<string, string>) {
  const recorded = new Map<string, string>();
  const store: AdminFactorStore = {
    mobileOnRecord: async (uid) => mobiles[uid] ?? null,
    enrolledPhone: async (uid, factorId) => enrolled[uid]?.[factorId] ?? null,
    recordFactorId: async (uid, factorId) => void recorded.set(uid, factorId),
  };
  return { store, recorded };
}

/** For routers' tests that are not about the factor on record: every admin's factor is. */
export const everyAdminFactorOnRecord: IsAdminFactorOnRecord = async () => true;
