/**
 * Favourites and protocols as the function keeps them, and what the routes need from
 * storage: favourite-store.ts implements it with Firestore.
 */
import type { z } from 'zod';
import { favouriteSchema, protocolSchema, type ProtocolAudience, type SavedLine } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';

export const FavouriteRecordSchema = favouriteSchema(storedDate);
export type FavouriteRecord = z.output<typeof FavouriteRecordSchema>;
export const ProtocolRecordSchema = protocolSchema(storedDate);
export type ProtocolRecord = z.output<typeof ProtocolRecordSchema>;

export interface FavouriteStore {
  /** A new favourite of the prescriber's; 'too_many' when they already keep the most allowed (checked in the same transaction). */
  create(prescriberId: string, name: string, line: SavedLine): Promise<string | 'too_many'>;
  /** Renames one of the prescriber's favourites; 'not_found' for another's, or none. */
  rename(favouriteId: string, prescriberId: string, name: string): Promise<'renamed' | 'not_found'>;
  /** Deletes one of the prescriber's favourites; 'not_found' for another's, or none. */
  remove(favouriteId: string, prescriberId: string): Promise<'removed' | 'not_found'>;
  /** Publishes a protocol for `audience` with its audit entry, in one batch; resolves its ID. */
  publishProtocol(name: string, audience: ProtocolAudience, lines: readonly SavedLine[], audit: (protocolId: string) => AuditRecord): Promise<string>;
  /** Every protocol with its ID, at most `limit` (the pharmacy publishes a handful; the route filters by audience). */
  listProtocols(limit: number): Promise<(ProtocolRecord & { id: string })[]>;
  /** Withdraws (deletes) a protocol with its audit entry, in one transaction. */
  withdrawProtocol(protocolId: string, audit: (protocol: ProtocolRecord) => AuditRecord): Promise<'withdrawn' | 'not_found'>;
}
