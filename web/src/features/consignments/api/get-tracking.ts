/**
 * GET /api/track/{token}: the patient's no-login view of their parcel. Read without the
 * portal's sign-in or App Check code: this page is opened from an e-mail by someone who
 * has no account, and it loads only what it shows (decision 061).
 */
import { CONSIGNMENT_API_PATHS, PublicTrackingSchema, type PublicTracking } from '@pharmacy/shared';
import { parseReplyBody } from '@/lib/api-reply-body.ts';

export type TrackingAnswer = { kind: 'found'; tracking: PublicTracking } | { kind: 'not-found' } | { kind: 'expired' } | { kind: 'failed' };

export async function getTracking(token: string): Promise<TrackingAnswer> {
  let response: Response;
  try {
    response = await fetch(`${CONSIGNMENT_API_PATHS.track}/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 410) return { kind: 'expired' };
  if (!response.ok) return { kind: 'failed' };
  const parsed = PublicTrackingSchema.safeParse(parseReplyBody(await response.text()));
  return parsed.success ? { kind: 'found', tracking: parsed.data } : { kind: 'failed' };
}
