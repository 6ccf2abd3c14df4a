/**
 * Order drafts (decision 045): read under the rules (a prescriber's own, or those of the
 * prescriber a staff member works for), saved, sent back and signed through /api.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_DRAFT_API_PATHS,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_MESSAGES,
  OrderDraftSchema,
  SaveDraftResponseSchema,
  SignDraftResponseSchema,
  WORKING_FOR_PARAM,
  orderDraftScriptPath,
  type OrderDraft,
} from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
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
 * member, or the prescriber) changes drafts from another browser.
 */
export function useDrafts(prescriberId: string) {
  return useQuery({
    queryKey: [...ORDER_DRAFTS_QUERY_KEY, prescriberId],
    queryFn: () => draftsOf(prescriberId),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}

/** Drafts that wait for the prescriber's signature. */
export const awaitingSignature = (drafts: readonly OrderDraft[]) => drafts.filter((draft) => draft.status === 'awaiting_signature');

/** Where a draft is saved: a staff member's new draft for a prescriber, or an existing draft again. */
export type DraftTarget = { for: string } | { draft: string };

const targetQuery = (target: DraftTarget) =>
  'for' in target ? `?${WORKING_FOR_PARAM}=${encodeURIComponent(target.for)}` : `?draft=${encodeURIComponent(target.draft)}`;

/** POST /api/order-drafts: the order form's own multipart body; resolves the draft's id, or rejects with what to say. */
export async function saveDraft(target: DraftTarget, form: FormData, upload: Pick<SendFormOptions, 'signal' | 'onProgress'> = {}): Promise<string> {
  try {
    const reply = await reachApi((idToken) => sendForm(`${ORDER_DRAFT_API_PATHS.save}${targetQuery(target)}`, form, { ...upload, headers: { Authorization: `Bearer ${idToken}` } }));
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

function useDraftAction<Input>(action: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_DRAFTS_QUERY_KEY }) });
}

/** The prescriber sends the draft back to their staff with a note. */
export const useSendBackDraft = () =>
  useDraftAction(async ({ draftId, note }: { draftId: string; note: string }) => {
    await reachApi((idToken) => postJson(ORDER_DRAFT_API_PATHS.sendBack, { draftId, note }, idToken));
  });

/** The prescriber signs the draft: asked to sign in again first when their sign-in is over 10 minutes old. */
export const useSignDraft = () =>
  useDraftAction(async (draftId: string) => {
    const reply = await reachApi((idToken) => postJson(ORDER_DRAFT_API_PATHS.sign, { draftId }, idToken), {
      prefix: `${ORDER_DRAFT_MESSAGES.signFailed} `,
      recentSignIn: true,
    });
    return replyBody(reply, SignDraftResponseSchema).requestId;
  });
