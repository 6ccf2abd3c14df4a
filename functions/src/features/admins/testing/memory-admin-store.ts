/** Test double: admins' users records and mobiles on record in memory, with the audit entries the store would have written. */
import { AUDIT_ACTIONS, mobileHint, type UserRecord } from '@pharmacy/shared';
import type { AdminStore } from '../admin-store.ts';

export interface MemoryAdminWorld {
  users: Map<string, Partial<UserRecord>>;
  /** adminMobiles/{uid}: the mobiles on record. */
  mobiles: Map<string, string>;
  audit: { action: string; actorUid: string; targetId: string }[];
}

export function memoryAdminStore(): { store: AdminStore; world: MemoryAdminWorld } {
  const world: MemoryAdminWorld = { users: new Map(), mobiles: new Map(), audit: [] };
  const store: AdminStore = {
    async createAdminRecord({ uid, firstName, lastName, email, mobile }, actor) {
      if (world.users.has(uid)) throw new Error(`users/${uid} exists`);
      world.users.set(uid, { firstName, lastName, email, role: 'admin', status: 'approved', emailVerified: true, adminMobileHint: mobileHint(mobile) });
      world.mobiles.set(uid, mobile);
      world.audit.push({ action: AUDIT_ACTIONS.adminCreate, actorUid: actor.actorUid, targetId: uid });
    },
    async replaceMobile(userId, mobile, actor) {
      const record = world.users.get(userId);
      if (record?.role !== 'admin') return 'not_an_admin';
      record.adminMobileHint = mobileHint(mobile);
      world.mobiles.set(userId, mobile);
      delete record.adminFactorId;
      world.audit.push({ action: AUDIT_ACTIONS.adminMobile, actorUid: actor.actorUid, targetId: userId });
      return 'replaced';
    },
    mobileOnRecord: async (uid) => world.mobiles.get(uid) ?? null,
  };
  return { store, world };
}
