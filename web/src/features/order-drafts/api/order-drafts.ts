/**
 * Order drafts (decision 045): read under the rules (a prescriber's own, or those of the
 * prescriber a staff member works for), saved, sent back and signed through /api.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_DRAFT_API_PATHS,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_MESSAGES,
  ORDER_IDEMPOTENCY_HEADER,
  OrderDraftSchema,
  SaveDraftResponseSchema,
  SignDraftResponseSchema,
  WORKING_FOR_PARAM,
  orderDraftScriptPath,
  type OrderDraft,
  type Payer,
} from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { freshOnlyIfReadAhead } from '@/lib/read-ahead.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';
import { postJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { sendForm, type SendFormOptions } from '@/lib/send-form.ts';
import { appCheckHeaders } from '@/lib/app-check-header.ts';

export const ORDER_DRAFTS_QUERY_KEY = ['order-drafts'] as const;

/** Every draft of a prescriber, the latest change first (a list the rules allow: prescriberId is in the query). */
export async function draftsOf(prescriberId: string): Promise<OrderDraft[]> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, ORDER_DRAFT_COLLECTION), where('prescriberId', '==', prescriberId)));
  const drafts = snapshot.docs.flatMap((doc) => parseStoredDocument(OrderDraftSchema, doc.id, { ...doc.data(), draftId: doc.id }) ?? []);
  return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * Read again whenever a list or the count shows and every minute: the other side (the staff
 * member, or the prescriber) changes drafts from another browser. The one exception is the
 * answer read ahead as this page opened (decision 086): fresh for its first mount, once.
 */
export const draftsQueryOptions = (prescriberId: string) =>
  queryOptions({
    queryKey: [...ORDER_DRAFTS_QUERY_KEY, prescriberId],
    queryFn: () => draftsOf(prescriberId),
    staleTime: freshOnlyIfReadAhead,
    refetchOnMount: true,
    refetchInterval: 60_000,
  });

export function useDrafts(prescriberId: string) {
  return useQuery(draftsQueryOptions(prescriberId));
}

/** Drafts that wait for the prescriber's signature. */
export const awaitingSignature = (drafts: readonly OrderDraft[]) => drafts.filter((draft) => draft.status === 'awaiting_signature');

/** Where a draft is saved: a staff member's new draft for a prescriber, or an existing draft again. */
export type DraftTarget = { for: string } | { draft: string };

const targetQuery = (target: DraftTarget) =>
  'for' in target ? `?${WORKING_FOR_PARAM}=${encodeURIComponent(target.for)}` : `?draft=${encodeURIComponent(target.draft)}`;

/**
 * POST /api/order-drafts: the order form's own multipart body; resolves the draft's id, or
 * rejects with what to say. A new draft carries the cart's Idempotency-Key (decision 064):
 * a double click on Send for signing, or a retry, makes one draft.
 */
export async function saveDraft(
  target: DraftTarget,
  form: FormData,
  upload: Pick<SendFormOptions, 'signal' | 'onProgress'> = {},
  idempotencyKey?: string,
): Promise<string> {
  try {
    const keyHeader: Record<string, string> = 'for' in target && idempotencyKey ? { [ORDER_IDEMPOTENCY_HEADER]: idempotencyKey } : {};
    const reply = await reachApi((idToken) =>
      sendForm(`${ORDER_DRAFT_API_PATHS.save}${targetQuery(target)}`, form, { ...upload, headers: { Authorization: `Bearer ${idToken}`, ...keyHeader } }),
    );
    return replyBody(reply, SaveDraftResponseSchema).draftId;
  } catch (error) {
    const reason = error instanceof ApiRefusal ? replyError(error.reply) : null;
    throw new Error(reason ? `${ORDER_DRAFT_MESSAGES.saveFailed} ${reason}` : ORDER_DRAFT_MESSAGES.saveFailed, { cause: error });
  }
}

/** The script copies kept with a draft, per item (null where it has none), to save the draft again with them. */
export async function draftScripts(draft: OrderDraft): Promise<(File | null)[]> {
  return Promise.all(
    draft.scripts.map(async (script, index) => {
      if (!script) return null;
      const reply = await reachApi(async (idToken) => {
        const response = await fetch(orderDraftScriptPath(draft.draftId, index), { headers: { ...(await appCheckHeaders()), Authorization: `Bearer ${idToken}` } });
        if (!response.ok) return { ok: false, status: response.status, body: await response.json().catch(() => null) };
        return { ok: true, status: response.status, body: await response.blob() };
      });
      return new File([reply.body as Blob], script.fileName, { type: script.contentType });
    }),
  );
}

/** The drafts are read again after a decision, and after a refusal too: a draft changed since it was opened shows its new version (decision 064). */
function useDraftAction<Input>(action: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: ORDER_DRAFTS_QUERY_KEY }) });
}

/** The draft as the prescriber opened it: its id and the version they read. */
export type OpenedDraft = Pick<OrderDraft, 'draftId' | 'version'>;

/** The prescriber sends the version they opened back to their staff with a note. */
export const useSendBackDraft = () =>
  useDraftAction(async ({ draft, note }: { draft: OpenedDraft; note: string }) => {
    await reachApi((idToken) => postJson(ORDER_DRAFT_API_PATHS.sendBack, { draftId: draft.draftId, version: draft.version, note }, idToken));
  });

/**
 * The prescriber signs the version they opened (a changed draft is refused, "changed since
 * you opened it"), paid by whom the signing panel says (decision 083): asked to sign in again
 * first when their sign-in is over 10 minutes old.
 */
export const useSignDraft = () =>
  useDraftAction(async ({ draft, payer }: { draft: OpenedDraft; payer: Payer }) => {
    const reply = await reachApi((idToken) => postJson(ORDER_DRAFT_API_PATHS.sign, { draftId: draft.draftId, version: draft.version, payer }, idToken), {
      prefix: `${ORDER_DRAFT_MESSAGES.signFailed} `,
      recentSignIn: true,
    });
    return replyBody(reply, SignDraftResponseSchema).requestId;
  });
