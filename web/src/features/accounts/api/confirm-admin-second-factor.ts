import { ADMIN_API_PATHS, SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { postJson, replyError } from '@/lib/api-reply.ts';

/**
 * POST /api/admin-second-factor, right after an admin's code and before any admin list
 * is read: the server checks the factor is the mobile on record and records it, which the
 * security rules then ask for (decision 037). Resolves null when accepted, else what to say.
 */
export async function confirmAdminSecondFactor(idToken: string): Promise<string | null> {
  const reply = await postJson(ADMIN_API_PATHS.adminSecondFactor, {}, idToken);
  if (reply.ok) return null;
  return replyError(reply) ?? SIGN_IN_SECURITY_MESSAGES.secondFactorNotOnRecord;
}
