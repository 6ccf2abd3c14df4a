/**
 * Clinic accounts in the browser (decision 081), through /api only: the admin lists, opens
 * and closes them; a prescriber reads their own open account (New order offers "Who pays"
 * only with one).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLINIC_ACCOUNT_API_PATHS,
  ClinicAccountListSchema,
  ClinicAccountReplySchema,
  MyClinicAccountReplySchema,
  clinicAccountClosurePath,
  prescriberClinicAccountPath,
  type OpenClinicAccountRequest,
} from '@pharmacy/shared';
import { getJson, postJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const CLINIC_ACCOUNTS_KEY = ['clinic-accounts'] as const;

export function useClinicAccounts() {
  return useQuery({
    queryKey: [...CLINIC_ACCOUNTS_KEY, 'all'],
    queryFn: async () => replyBody(await reachApi((idToken) => getJson(CLINIC_ACCOUNT_API_PATHS.accounts, idToken), { prefix: 'The clinic accounts could not be loaded: ' }), ClinicAccountListSchema),
  });
}

/**
 * The signed-in prescriber's open account, or null; with `actingFor`, the open account of the
 * prescriber a staff member works for (decision 083). Not asked at all when `enabled` is false.
 */
export function useMyClinicAccount(enabled = true, actingFor?: string) {
  const path = actingFor ? prescriberClinicAccountPath(actingFor) : CLINIC_ACCOUNT_API_PATHS.mine;
  return useQuery({
    queryKey: [...CLINIC_ACCOUNTS_KEY, 'mine', actingFor ?? 'own'],
    queryFn: async () => replyBody(await reachApi((idToken) => getJson(path, idToken)), MyClinicAccountReplySchema),
    enabled,
    staleTime: 60_000,
  });
}

export function useOpenClinicAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OpenClinicAccountRequest) =>
      replyBody(await reachApi((idToken) => postJson(CLINIC_ACCOUNT_API_PATHS.accounts, request, idToken), { prefix: 'The account could not be opened: ' }), ClinicAccountReplySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLINIC_ACCOUNTS_KEY }),
  });
}

export function useCloseClinicAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) =>
      replyBody(await reachApi((idToken) => postJson(clinicAccountClosurePath(accountId), {}, idToken), { prefix: 'The account could not be closed: ' }), ClinicAccountReplySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLINIC_ACCOUNTS_KEY }),
  });
}
