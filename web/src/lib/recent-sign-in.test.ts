import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRecentSignIn, withRecentSignIn } from './recent-sign-in.ts';

const ok = { ok: true, status: 200, body: { success: true } };
const stale = { ok: false, status: 401, body: { error: 'Sign in again', code: 'recent_sign_in_required' } };
const signedOut = { ok: false, status: 401, body: { error: 'Please sign in again to continue.', code: 'unauthenticated' } };

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('withRecentSignIn', () => {
  it('sends once and returns the reply when the server does not ask for a fresh sign-in', async () => {
    const confirm = vi.fn(async () => true);
    unregister = registerRecentSignIn(confirm);
    const send = vi.fn(async () => ok);
    expect(await withRecentSignIn(send)).toBe(ok);
    expect(send).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the person to sign in again, then sends the same request once more', async () => {
    unregister = registerRecentSignIn(async () => true);
    const send = vi.fn().mockResolvedValueOnce(stale).mockResolvedValueOnce(ok);
    expect(await withRecentSignIn(send)).toBe(ok);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('returns the refusal when the person cancels, sending nothing more', async () => {
    unregister = registerRecentSignIn(async () => false);
    const send = vi.fn(async () => stale);
    expect(await withRecentSignIn(send)).toBe(stale);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not treat another 401 as a request to sign in again', async () => {
    const confirm = vi.fn(async () => true);
    unregister = registerRecentSignIn(confirm);
    expect(await withRecentSignIn(async () => signedOut)).toBe(signedOut);
    expect(confirm).not.toHaveBeenCalled();
  });
});
