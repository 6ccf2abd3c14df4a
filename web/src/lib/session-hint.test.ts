import { afterEach, describe, expect, it } from 'vitest';
import { parseSessionHint } from './session-hint.ts';
import { HINT_LIFETIME_MS, clearSessionHint, writeSessionHint } from './session-hint-writer.ts';

const stored = () => localStorage.getItem('portal-session-hint');

describe('the note of a portal session', () => {
  afterEach(() => localStorage.clear());

  it('is written for a portal and read back while it lasts', () => {
    writeSessionHint('admin', 1_000);
    expect(parseSessionHint(stored(), 1_000 + HINT_LIFETIME_MS - 1)).toBe('admin');
  });

  it('no longer counts once its lifetime has passed', () => {
    writeSessionHint('dashboard', 1_000);
    expect(parseSessionHint(stored(), 1_000 + HINT_LIFETIME_MS)).toBeNull();
  });

  it('is gone after logout clears it', () => {
    writeSessionHint('dashboard');
    clearSessionHint();
    expect(stored()).toBeNull();
    expect(parseSessionHint(stored())).toBeNull();
  });

  it.each([['not a note'], [''], ['root 9999999999999'], ['admin'], ['admin soon']])(
    'ignores a note it did not write: "%s"',
    (raw) => {
      expect(parseSessionHint(raw, 0)).toBeNull();
    },
  );
});
