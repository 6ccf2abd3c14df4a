/**
 * The pharmacy's billing settings in the browser (decision 077), through /api only: an
 * admin reads and saves them; a prescriber (or their staff, for the prescriber they act
 * for) reads the delivery fees an estimate needs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiErrorBodySchema,
  BILLING_API_PATHS,
  BillingSettingsResponseSchema,
  type BillingSettings,
  type BillingSettingsFormValues,
  type BillingSettingsResponse,
} from '@pharmacy/shared';
import { getJson, putJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { FormNotSaved, fieldErrors } from '@/lib/field-errors.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';

const BILLING_KEY = ['billing-settings'] as const;

/** The path a caller reads them by: a staff member's through the prescriber they act for. */
const pathFor = (actingFor: string | undefined) =>
  actingFor ? `${BILLING_API_PATHS.prescribers}/${encodeURIComponent(actingFor)}/billing-settings` : BILLING_API_PATHS.settings;

async function readBillingSettings(actingFor: string | undefined): Promise<BillingSettingsResponse> {
  const reply = await reachApi((idToken) => getJson(pathFor(actingFor), idToken));
  return replyBody(reply, BillingSettingsResponseSchema);
}

/** The settings in force (the defaults until an admin saves them). */
export function useBillingSettings(actingFor?: string) {
  return useQuery({ queryKey: [...BILLING_KEY, actingFor ?? 'own'], queryFn: () => readBillingSettings(actingFor), staleTime: 60_000 });
}

/** The form not saved: the server's message for each field, or one for the form. */
export class BillingNotSaved extends FormNotSaved<keyof BillingSettingsFormValues> {}

/** The server's paths (deliveryFees.post) as the form's fields (post). */
const formField = (path: string) => path.replace(/^deliveryFees\./, '');

async function saveBillingSettings(settings: BillingSettings): Promise<BillingSettingsResponse> {
  try {
    const reply = await reachApi((idToken) => putJson(BILLING_API_PATHS.settings, settings, idToken));
    return replyBody(reply, BillingSettingsResponseSchema);
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw error;
    const issues = (ApiErrorBodySchema.safeParse(error.reply.body).data?.issues ?? []).map((issue) => ({ ...issue, path: formField(issue.path) }));
    throw new BillingNotSaved(issues.length > 0 ? '' : (replyError(error.reply) ?? error.message), fieldErrors<keyof BillingSettingsFormValues>(issues), { cause: error });
  }
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData([...BILLING_KEY, 'own'], saved);
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}
