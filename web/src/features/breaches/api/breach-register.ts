/**
 * The breach register in the browser (decision 041): read and written only through /api.
 * The function records each read of the list and each breach opened (decision 063), and
 * audits each change; firestore.rules let no browser read breaches.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AffectedPatientsRequestSchema,
  AffectedPatientsResponseSchema,
  ApiErrorBodySchema,
  BREACH_API_PATHS,
  BREACH_LIST_LIMIT,
  BREACH_MESSAGES,
  BreachInputSchema,
  BreachListReplySchema,
  BreachRecordResponseSchema,
  BreachReplySchema,
  COLLECTIONS,
  type AffectedPatientsResponse,
  type Breach,
  type BreachFormValues,
  type BreachSummary,
} from '@pharmacy/shared';
import { getJson, postJson, putJson, replyBody, replyError, type ApiReply } from '@/lib/api-reply.ts';
import { FormNotSaved, fieldErrors, type FieldErrors } from '@/lib/field-errors.ts';
import { freshOnlyIfReadAhead, markCachedReadAhead } from '@/lib/read-ahead.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { RECORDED_READ } from '@/lib/recorded-read.ts';

export { BREACH_LIST_LIMIT };
const BREACHES_KEY = ['breaches'] as const;

export interface BreachRow {
  id: string;
  /** The list's summary (how many patients, not who); null when the server could not read the breach. */
  breach: BreachSummary | null;
}

/** The register's list, newest found first, through the function, which records the read. */
async function listBreaches(): Promise<BreachRow[]> {
  const reply = await reachApi((idToken) => getJson(BREACH_API_PATHS.breaches, idToken));
  return replyBody(reply, BreachListReplySchema).breaches;
}

// Never a cached list on mount, except the one read ahead as this page opened (decision 073), once.
const breachesQuery = { queryKey: BREACHES_KEY, queryFn: listBreaches, staleTime: freshOnlyIfReadAhead };

export function useBreaches() {
  return useQuery(breachesQuery);
}

/** The register's list, started before the screen mounts (decision 073). */
export async function readBreachesAhead(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(breachesQuery);
  markCachedReadAhead(queryClient, BREACHES_KEY);
}

/** One breach with the patients it may affect, answered once the function has recorded the look; null when there is none. */
async function getBreach(breachId: string): Promise<{ id: string; breach: Breach } | null> {
  try {
    const reply = await reachApi((idToken) => getJson(`${BREACH_API_PATHS.breaches}/${encodeURIComponent(breachId)}`, idToken));
    return { id: breachId, breach: replyBody(reply, BreachReplySchema).breach };
  } catch (error) {
    if (error instanceof ApiRefusal && error.reply.status === 404) return null;
    throw error;
  }
}

export function useBreach(breachId: string) {
  return useQuery({ queryKey: [...BREACHES_KEY, breachId], queryFn: () => getBreach(breachId), ...RECORDED_READ });
}

export interface AdminChoice {
  uid: string;
  email: string;
  name: string;
}

/** Every admin, to choose whose access entries to search. */
async function listAdmins(): Promise<AdminChoice[]> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.users), where('role', '==', 'admin')));
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return { uid: doc.id, email: text(data.email), name: `${text(data.firstName)} ${text(data.lastName)}`.trim() };
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

export function useAdmins() {
  return useQuery({ queryKey: ['breaches', 'admins'], queryFn: listAdmins, staleTime: 60_000 });
}

export type BreachFieldErrors = FieldErrors<keyof BreachFormValues>;

/** A breach, or an audit-log question, the browser or the server refused: the message for each field, or one for the form. */
export class BreachNotSaved extends FormNotSaved<keyof BreachFormValues> {}

/** Sends a checked form; a refusal's field messages go beside their fields, anything else above the button. */
async function sendBreachForm(call: (idToken: string) => Promise<ApiReply>): Promise<ApiReply> {
  try {
    return await reachApi(call);
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw new BreachNotSaved(`${BREACH_MESSAGES.saveFailed}${error instanceof Error ? error.message : String(error)}`, {}, { cause: error });
    const issues = ApiErrorBodySchema.safeParse(error.reply.body).data?.issues ?? [];
    const message = issues.length > 0 ? '' : `${BREACH_MESSAGES.saveFailed}${replyError(error.reply) ?? `the server answered ${error.reply.status}.`}`;
    throw new BreachNotSaved(message, fieldErrors<keyof BreachFormValues>(issues), { cause: error });
  }
}

/** Records a breach (no breachId) or updates one; resolves its id. */
export async function saveBreach({ breachId, values }: { breachId: string | null; values: BreachFormValues }): Promise<string> {
  const checked = BreachInputSchema.safeParse(values);
  if (!checked.success) throw new BreachNotSaved('', fieldErrors<keyof BreachFormValues>(checked.error.issues));
  const reply = await sendBreachForm((idToken) =>
    breachId ? putJson(`${BREACH_API_PATHS.breaches}/${encodeURIComponent(breachId)}`, values, idToken) : postJson(BREACH_API_PATHS.breaches, values, idToken),
  );
  return replyBody(reply, BreachRecordResponseSchema).breachId;
}

export function useSaveBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBreach,
    // Not awaited: the caller's own onSuccess (the screen's "Saved.") comes first, the lists follow.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BREACHES_KEY }),
  });
}

type AccessFields = Pick<BreachFormValues, 'accessActorUid' | 'accessFrom' | 'accessTo'>;

/** The patients the audit log's entries in the range named (a preview: nothing is stored). */
export async function findAffectedPatients(fields: AccessFields): Promise<AffectedPatientsResponse> {
  const checked = AffectedPatientsRequestSchema.safeParse(fields);
  if (!checked.success) throw new BreachNotSaved('', fieldErrors<keyof BreachFormValues>(checked.error.issues));
  const reply = await sendBreachForm((idToken) => postJson(BREACH_API_PATHS.affectedPatients, fields, idToken));
  return replyBody(reply, AffectedPatientsResponseSchema);
}

export function useFindAffectedPatients() {
  return useMutation({ mutationFn: findAffectedPatients });
}
