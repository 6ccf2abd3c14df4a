import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, SHEET_SYNC_MESSAGES, syncSuccessMessage } from '@pharmacy/shared';
import { ApiRefusal } from '@/lib/reach-api.ts';
import { syncFailureMessage, syncMessageTone } from './sync-message.ts';

describe('sync message colour', () => {
  it('is green for the success message, which carries the ✅', () => {
    expect(syncMessageTone(syncSuccessMessage({ conditions: 6, totalFormulas: 12, totalDosages: 40 }))).toBe('success');
  });

  it('is green for any message with the success mark, wherever it stands', () => {
    expect(syncMessageTone('Synced ✅')).toBe('success');
  });

  it.each([
    `${ADMIN_MESSAGES.syncErrorPrefix}${SHEET_SYNC_MESSAGES.notShared}`,
    `${ADMIN_MESSAGES.syncNetworkPrefix}Failed to fetch`,
    ADMIN_MESSAGES.sheetIdRequired,
    'Success! Synced 1 conditions, 1 formulas, and 1 dosages.',
  ])('is red for a message without the success mark: %s', (message) => {
    expect(syncMessageTone(message)).toBe('error');
  });
});

describe('sync failure message', () => {
  it('puts the server\u2019s reason after "❌ Error: "', () => {
    expect(syncFailureMessage(new ApiRefusal(SHEET_SYNC_MESSAGES.noTabs, { ok: false, status: 400, body: { error: SHEET_SYNC_MESSAGES.noTabs } }))).toBe(`❌ Error: ${SHEET_SYNC_MESSAGES.noTabs}`);
  });

  it('puts a network failure after "❌ Sync failed: "', () => {
    expect(syncFailureMessage(new TypeError('Failed to fetch'))).toBe('❌ Sync failed: Failed to fetch');
  });
});
