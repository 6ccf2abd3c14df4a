import { z } from 'zod';

/**
 * Every error response of /api/*: a human-readable `error` (shown by the browser)
 * and a stable machine `code`. Validation errors add the failing fields.
 */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  region: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/me: the signed-in caller. role and status are null while the caller has
 * no users/{uid} record yet (a verified practitioner before onboarding); a record
 * without a status reports 'pending'.
 */
export const MeResponseSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.string().nullable(),
  status: z.string().nullable(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
