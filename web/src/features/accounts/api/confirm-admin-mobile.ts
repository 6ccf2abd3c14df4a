import { ADMIN_API_PATHS, SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { postJson, replyError } from '@/lib/api-reply.ts';

/**
 * POST /api/admin-mobile/confirm, before a code is texted at an admin's first two-step
 * sign-in: the server says whether the typed mobile is the one on record, which the browser
 * never sees (decision 066). Resolves null when it is, else what to say.
 */
export async function confirmAdminMobile(phone: string): Promise<string | null> {
  const { auth } = await getFirebase();
  const user = auth.currentUser;
  if (!user) return 'Please log in again to continue.';
  const reply = await postJson(ADMIN_API_PATHS.confirmAdminMobile, { mobile: phone }, await user.getIdToken());
  if (reply.ok) return null;
  return replyError(reply) ?? SIGN_IN_SECURITY_MESSAGES.mobileNotOnRecord;
}
