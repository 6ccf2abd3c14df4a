/**
 * Forgotten passwords (POST /api/password-reset): our own e-mail with a link to our
 * /reset-password page carrying Firebase Auth's one-time code.
 */
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { ACCOUNT_API_PATHS, ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { confirmPasswordReset, signIn } from '../support/auth-emulator.ts';
import { outboxMessages } from '../support/outbox.ts';
import { linkTo } from '../support/registration.ts';
import { createNewcomer, deleteTestUsers, uniqueEmail } from '../support/users.ts';

// Each test uses new addresses, so the per-address counters need no clean-up.
const requestReset = (email: unknown) => request(ACCOUNT_API_PATHS.passwordReset, { body: { email } });

afterEach(deleteTestUsers);
afterAll(closeAdmin);

describe('POST /api/password-reset', () => {
  test('the e-mailed link carries a code that sets a new password', async () => {
    const user = await createNewcomer();
    const response = await requestReset(user.email);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });

    const [mail] = await outboxMessages(user.email);
    expect(mail?.subject).toMatch(/password/i);
    expect(mail?.text).toContain('expires in 1 hour');
    const link = linkTo(mail, ROUTES.resetPassword);
    const oobCode = link.searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();
    // The page opens on the site.
    expect((await request(`${link.pathname}${link.search}`)).status).toBe(200);

    const newPassword = 'A-brand-new-password-2026';
    await confirmPasswordReset(oobCode ?? '', newPassword);
    expect((await signIn(user.email, newPassword)).uid).toBe(user.uid);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  });

  test('an address without an account gets the same answer, and the same kind of e-mail without a link', async () => {
    const stranger = uniqueEmail('stranger');
    const response = await requestReset(stranger);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const [mail] = await outboxMessages(stranger);
    expect(mail?.subject).toMatch(/password/i);
    expect(mail?.text).toContain('there is no account with this address');
    expect(mail?.text).not.toContain(ROUTES.resetPassword);
  });

  test('a malformed address is refused', async () => {
    for (const email of ['not-an-email', '', undefined, 42]) {
      const response = await requestReset(email);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid_request', error: 'Please enter a valid email address.' });
    }
  });

  test('at most three e-mails an hour go to one address, whatever its case', async () => {
    const user = await createNewcomer();
    for (const email of [user.email, user.email.toUpperCase(), user.email, user.email]) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: true });
    }
    expect(await outboxMessages(user.email)).toHaveLength(3);
  });
});
