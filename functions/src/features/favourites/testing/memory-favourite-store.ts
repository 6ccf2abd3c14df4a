/** Test double: favourites and protocols in memory, with the audit entries the store would have written. */
import { FAVOURITE_LIMITS } from '@pharmacy/shared';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { FavouriteRecord, FavouriteStore, ProtocolRecord } from '../favourite-record.ts';

export interface MemoryFavouriteWorld {
  favourites: Map<string, FavouriteRecord>;
  protocols: Map<string, ProtocolRecord>;
  audit: AuditRecord[];
}

export function memoryFavouriteStore(now: () => Date): { store: FavouriteStore; world: MemoryFavouriteWorld } {
  const world: MemoryFavouriteWorld = { favourites: new Map(), protocols: new Map(), audit: [] };
  let nextId = 1;
  const theirs = (favouriteId: string, prescriberId: string) => world.favourites.get(favouriteId)?.prescriberId === prescriberId;
  const store: FavouriteStore = {
    async create(prescriberId, name, line) {
      const kept = [...world.favourites.values()].filter((favourite) => favourite.prescriberId === prescriberId).length;
      if (kept >= FAVOURITE_LIMITS.favouritesPerPrescriber) return 'too_many';
      const id = `favourite-${nextId++}`;
      world.favourites.set(id, { prescriberId, name, line, createdAt: now(), updatedAt: now() });
      return id;
    },
    async rename(favouriteId, prescriberId, name) {
      if (!theirs(favouriteId, prescriberId)) return 'not_found';
      world.favourites.set(favouriteId, { ...world.favourites.get(favouriteId)!, name, updatedAt: now() });
      return 'renamed';
    },
    async remove(favouriteId, prescriberId) {
      if (!theirs(favouriteId, prescriberId)) return 'not_found';
      world.favourites.delete(favouriteId);
      return 'removed';
    },
    async publishProtocol(name, audience, lines, audit) {
      const id = `protocol-${nextId++}`;
      world.protocols.set(id, { name, audience, lines: [...lines], publishedAt: now() });
      world.audit.push(audit(id));
      return id;
    },
    async listProtocols(limit) {
      return [...world.protocols].slice(0, limit).map(([id, protocol]) => ({ ...structuredClone(protocol), id }));
    },
    async withdrawProtocol(protocolId, audit) {
      const protocol = world.protocols.get(protocolId);
      if (!protocol) return 'not_found';
      world.protocols.delete(protocolId);
      world.audit.push(audit(protocol));
      return 'withdrawn';
    },
  };
  return { store, world };
}
