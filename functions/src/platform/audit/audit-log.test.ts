import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { ACCESS_FOLD_MINUTES, accessEntryId } from './audit-log.ts';

const look = { action: AUDIT_ACTIONS.accessOrder, actorUid: 'admin-uid', target: { type: 'order', id: 'HC-261127-K7QX', label: 'HC-261127-K7QX Alice Nguyen' } };
const at = (iso: string) => new Date(iso);

describe('folding repeated looks (decision 039)', () => {
  it('gives the same admin’s looks at the same thing in one window one entry', () => {
    const first = accessEntryId(look, at('2026-11-27T04:10:00.000Z'));
    expect(accessEntryId(look, at('2026-11-27T04:19:59.999Z'))).toBe(first);
    expect(first).toMatch(/^access-[0-9a-f]{64}$/);
  });

  it('records a new entry in the next window, and for another admin, action or thing', () => {
    const first = accessEntryId(look, at('2026-11-27T04:10:00.000Z'));
    const later = new Date(at('2026-11-27T04:10:00.000Z').getTime() + ACCESS_FOLD_MINUTES * 60_000);
    expect(accessEntryId(look, later)).not.toBe(first);
    expect(accessEntryId({ ...look, actorUid: 'other-admin' }, at('2026-11-27T04:10:00.000Z'))).not.toBe(first);
    expect(accessEntryId({ ...look, action: AUDIT_ACTIONS.accessWorksheet }, at('2026-11-27T04:10:00.000Z'))).not.toBe(first);
    expect(accessEntryId({ ...look, target: { ...look.target, id: 'HC-261127-ZZZZ' } }, at('2026-11-27T04:10:00.000Z'))).not.toBe(first);
  });
});
