import { ACCOUNT_API_PATHS, type PendingRegistration } from '@pharmacy/shared';
import { postJson } from '@/lib/api-reply.ts';

/**
 * POST /api/onboard-practitioner: creates the verified account's users/{uid}
 * record (idempotent; identity comes from the token). The server prefers the
 * details it stored at registration; the copy kept in this browser goes along
 * for when it has none. Resolves whether it worked: the spec reads only the status.
 */
export async function onboardPractitioner(idToken: string, registration: PendingRegistration | null): Promise<boolean> {
  try {
    const reply = await postJson(ACCOUNT_API_PATHS.onboardPractitioner, registration ?? {}, idToken);
    return reply.ok;
  } catch {
    return false;
  }
}
