/**
 * What every OrderStore must do, run against the in-memory store (unit tests) and
 * the Firestore and Cloud Storage adapter (tests/api/store-contracts.test.ts, on the
 * emulators), so the double the unit tests trust cannot drift from the real thing.
 * Only the port is used, and only the orders each test made are looked at.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPT_PDF, SCRIPT_PNG } from '../../../../../tests/support/file-fixtures.ts';
import { scriptPath, type OrderRecord, type OrderStore } from '../order-record.ts';
import { orderRecord, sentMail } from './order-fixtures.ts';

/** Whose orders the contract makes, so the emulator run can remove them afterwards. */
export const CONTRACT_PRACTITIONER_ID = 'order-store-contract';

const HOUR = 60 * 60 * 1000;
const LATER = () => new Date(Date.now() + HOUR);
const ALL = 500;
const ACTOR = { actorUid: 'admin-uid', actorEmail: 'pat@pharmacy.test' };

/** A request ID of the real form on a date no real order has (1 January 2000). */
function requestId(): string {
  const letters = Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('');
  return `HC-000101-${letters}`;
}

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return orderRecord(requestId(), { prescriberId: CONTRACT_PRACTITIONER_ID, createdAt: new Date(), updatedAt: new Date(), ...overrides });
}

/** Everything but the times the database may set itself. */
const withoutTimes = ({ createdAt: _c, updatedAt: _u, ...rest }: OrderRecord) => rest;

async function due(store: OrderStore, ids: string[], before = LATER(), limit = ALL): Promise<OrderRecord[]> {
  return (await store.listNeedingMailResend(before, limit)).filter((item) => ids.includes(item.requestId));
}

function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export interface OrderStoreContractOptions {
  /** Whether the storage under test refuses to overwrite (production Cloud Storage does; its emulator does not). */
  honoursWritePreconditions: boolean;
}

export function describeOrderStoreContract(name: string, makeStore: () => OrderStore, options: OrderStoreContractOptions): void {
  describe(`the order store contract: ${name}`, () => {
    it('keeps a created order as it was given, and finds it by its request ID', async () => {
      const store = makeStore();
      const created = order();
      expect(await store.create(created)).toBe('created');

      const found = await store.get(created.requestId);
      expect(found && withoutTimes(found)).toEqual(withoutTimes(created));
      expect(found?.createdAt).toBeInstanceOf(Date);
      expect(await store.get(requestId())).toBeNull();
    });

    it('answers exists for a request ID that is taken, and keeps the first order', async () => {
      const store = makeStore();
      const first = order();
      await store.create(first);
      expect(await store.create({ ...first, notes: 'Another order' })).toBe('exists');
      expect((await store.get(first.requestId))?.notes).toBe(first.notes);
    });

    it('keeps a script byte for byte, and forgets it once deleted', async () => {
      const store = makeStore();
      const path = scriptPath(requestId(), 0, 'script.pdf');
      expect(await store.saveScript(path, SCRIPT_PDF.content, 'application/pdf')).toBe('saved');
      expect(await read(store.openScript(path))).toEqual(SCRIPT_PDF.content);

      await store.deleteScript(path);
      await expect(read(store.openScript(path))).rejects.toThrow();
      await expect(store.deleteScript(path)).resolves.toBeUndefined();
    });

    // The Storage emulator ignores write preconditions (ifGenerationMatch), which
    // production honours (googleapis/nodejs-storage#2475), so only a store that keeps
    // them can show this; the submit service's ID-collision handling relies on it.
    it.skipIf(!options.honoursWritePreconditions)('never overwrites a stored script', async () => {
      const store = makeStore();
      const path = scriptPath(requestId(), 0, 'script.pdf');
      await store.saveScript(path, SCRIPT_PDF.content, 'application/pdf');
      expect(await store.saveScript(path, SCRIPT_PNG.content, 'image/png')).toBe('exists');
      expect(await read(store.openScript(path))).toEqual(SCRIPT_PDF.content);
      await store.deleteScript(path);
    });

    it('moves an order along the work queue with its history, and refuses a move the queue does not allow', async () => {
      const store = makeStore();
      const created = order();
      await store.create(created);
      const at = new Date();

      const moved = await store.changeStatus({ requestId: created.requestId, to: 'in_progress', actor: ACTOR, at });
      expect(moved).toMatchObject({ kind: 'changed', from: 'received', order: { status: 'in_progress' } });
      const stored = await store.get(created.requestId);
      expect(stored?.status).toBe('in_progress');
      expect(stored?.statusHistory.map((entry) => entry.status)).toEqual(['received', 'in_progress']);
      expect(stored?.mail.statusUpdate?.status).toBe('pending');
      expect(stored?.needsMailResend).toBe(true);

      expect(await store.changeStatus({ requestId: created.requestId, to: 'collected', actor: ACTOR, at })).toEqual({
        kind: 'invalid_transition',
        from: 'in_progress',
      });
      expect(await store.changeStatus({ requestId: requestId(), to: 'in_progress', actor: ACTOR, at })).toEqual({ kind: 'not_found' });
    });

    it('replaces only the named e-mail states, and lists an order only while its e-mail is due', async () => {
      const store = makeStore();
      const created = order({ needsMailResend: true, mail: { practitioner: { ...sentMail(), status: 'failed' }, pharmacy: sentMail() } });
      await store.create(created);
      expect((await due(store, [created.requestId])).map((item) => item.requestId)).toEqual([created.requestId]);

      await store.updateMail(created.requestId, { practitioner: sentMail() }, false);
      const stored = await store.get(created.requestId);
      expect(stored?.mail).toEqual({ practitioner: sentMail(), pharmacy: sentMail() });
      expect(await due(store, [created.requestId])).toEqual([]);
      await expect(store.updateMail(requestId(), { practitioner: sentMail() }, false)).rejects.toThrow();
    });

    it('lists only orders updated at or before the cut-off, oldest first, at most the limit', async () => {
      const store = makeStore();
      const failing = { practitioner: { ...sentMail(), status: 'failed' as const }, pharmacy: sentMail() };
      const older = order({ needsMailResend: true, mail: failing, updatedAt: new Date(Date.now() - 2000) });
      await store.create(older);
      const newer = order({ needsMailResend: true, mail: failing });
      await store.create(newer);

      const ids = [older.requestId, newer.requestId];
      expect((await due(store, ids)).map((item) => item.requestId)).toEqual(ids);
      expect(await due(store, ids, new Date(Date.now() - HOUR))).toEqual([]);
      expect(await store.listNeedingMailResend(LATER(), 1)).toHaveLength(1);
    });

    it('refuses an order whose e-script token another order holds, and keeps nothing of it', async () => {
      const store = makeStore();
      const token = randomTokenCode();
      const first = withToken(order(), token);
      expect(await store.create(first)).toBe('created');

      const second = withToken(order(), token);
      expect(await store.create(second)).toBe('token_taken');
      expect(await store.get(second.requestId)).toBeNull();
      // Another token is free.
      expect(await store.create(withToken(order(), randomTokenCode()))).toBe('created');
    });

    it('creates exactly one of two orders sent at once with the same token', async () => {
      const store = makeStore();
      const token = randomTokenCode();
      const orders = [withToken(order(), token), withToken(order(), token)];
      const outcomes = await Promise.all(orders.map((each) => store.create(each)));
      expect([...outcomes].sort()).toEqual(['created', 'token_taken']);
      const stored = await Promise.all(orders.map((each) => store.get(each.requestId)));
      expect(stored.filter(Boolean)).toHaveLength(1);
    });

    it('frees a cancelled order\u2019s token for another order', async () => {
      const store = makeStore();
      const token = randomTokenCode();
      const cancelled = withToken(order(), token);
      await store.create(cancelled);
      await store.changeStatus({ requestId: cancelled.requestId, to: 'cancelled', actor: ACTOR, at: new Date() });
      expect(await store.create(withToken(order(), token))).toBe('created');
    });
  });
}

/** An 18-character token code no other test uses. */
function randomTokenCode(): string {
  const characters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${randomInt(10)}${Array.from({ length: 17 }, () => characters[randomInt(characters.length)]).join('')}`;
}

/** The order with its first item backed by the token. */
function withToken(stored: OrderRecord, code: string): OrderRecord {
  const [first, ...rest] = stored.items;
  if (!first) return stored;
  return { ...stored, items: [{ ...first, legalScript: { state: 'token_received', token: { kind: 'code', value: code } } }, ...rest] };
}
