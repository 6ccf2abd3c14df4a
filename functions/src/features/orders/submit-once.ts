/**
 * An order submit made at most once per caller and Idempotency-Key (decision 021):
 * the first request claims the key and makes the order; a retry, or a double click's
 * second request arriving meanwhile, waits for it and answers with the same request
 * ID, and never stores or e-mails anything itself.
 */
import * as logger from 'firebase-functions/logger';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { sha256Hex } from '../../platform/sha256.ts';
import type { UploadedFile } from '../../platform/uploads/multipart.ts';
import { holdsKey, type SubmissionKeyRecord, type SubmissionKeyStore } from './submission-key-record.ts';
import type { OrderForm } from './order-form.ts';

const MINUTE = 60_000;
/** How long a key answers retries (retention; the TTL policy deletes the record after). */
export const SUBMISSION_KEY_KEPT_MS = 24 * 60 * MINUTE;
/** A claim this old without its order belonged to a request that is over: the function times out after 2 minutes. */
export const ABANDONED_CLAIM_MS = 5 * MINUTE;
/** How long a second request waits for the first to finish before asking to be sent again (409). */
export const WAIT_FOR_FIRST_MS = MINUTE;
const POLL_MS = 200;

export interface SubmitOnceDeps {
  store: SubmissionKeyStore;
  now: () => Date;
  /** Tests pass one that moves their clock instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

export interface KeyedSubmission {
  uid: string;
  /** A UUID, lower case (submission-key.ts). */
  key: string;
  fingerprint: string;
}

export interface SubmitOutcome {
  requestId: string;
  /** True when an earlier request with the key made the order. */
  replayed: boolean;
}

/** The record's id: the caller and the key together, so one caller's key says nothing about another's. */
export const submissionKeyId = (uid: string, key: string) => sha256Hex(`${uid}\n${key}`);

/** What the key was first sent with: the same cart, notes and scripts give the same fingerprint. */
export function submissionFingerprint({ cart, notes, payer, scripts }: Pick<OrderForm, 'cart' | 'notes'> & Partial<Pick<OrderForm, 'payer'>> & { scripts: UploadedFile[] }): string {
  // The payer joins the fingerprint only when it is the clinic (decision 081), so a patient-paid order's fingerprint is what it was before payers.
  return sha256Hex(JSON.stringify({ cart, notes, ...(payer === 'clinic' ? { payer } : {}), scripts: scripts.map((script) => sha256Hex(script.content)) }));
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function submitClaimed(id: string, submit: () => Promise<string>, store: SubmissionKeyStore): Promise<string> {
  let requestId: string;
  try {
    requestId = await submit();
  } catch (error) {
    await store.release(id).catch((releaseError: unknown) =>
      logger.error('Could not give up the Idempotency-Key of a failed order request', { error: errorMessage(releaseError) }),
    );
    throw error;
  }
  // The order exists whatever happens here; a retry then waits and, once the claim is abandoned, makes another.
  await store.complete(id, requestId).catch((error: unknown) =>
    logger.error('Could not record the order request an Idempotency-Key made', { requestId, error: errorMessage(error) }),
  );
  return requestId;
}

/** Runs `submit` unless the caller's key already made (or is making) the order; see the file's comment. */
export async function submitOnce(submission: KeyedSubmission, submit: () => Promise<string>, deps: SubmitOnceDeps): Promise<SubmitOutcome> {
  const { store, now } = deps;
  const sleep = deps.sleep ?? sleepFor;
  const id = submissionKeyId(submission.uid, submission.key);
  const giveUpAt = now().getTime() + WAIT_FOR_FIRST_MS;
  const abandonedBefore = () => new Date(now().getTime() - ABANDONED_CLAIM_MS);

  for (;;) {
    const claimedAt = now();
    const claim: SubmissionKeyRecord = {
      uid: submission.uid,
      fingerprint: submission.fingerprint,
      requestId: null,
      claimedAt,
      expiresAt: new Date(claimedAt.getTime() + SUBMISSION_KEY_KEPT_MS),
    };
    const outcome = await store.claim(id, claim, abandonedBefore());
    if (outcome.kind === 'claimed') return { requestId: await submitClaimed(id, submit, store), replayed: false };

    let record: SubmissionKeyRecord | null = outcome.record;
    while (record && holdsKey(record, now(), abandonedBefore())) {
      if (record.fingerprint !== submission.fingerprint) {
        throw new HttpError(422, ORDER_ERROR_CODES.idempotencyKeyReused, ORDER_MESSAGES.idempotencyKeyReused);
      }
      if (record.requestId !== null) return { requestId: record.requestId, replayed: true };
      if (now().getTime() >= giveUpAt) {
        throw new HttpError(409, ORDER_ERROR_CODES.submissionInProgress, ORDER_MESSAGES.submissionInProgress);
      }
      await sleep(POLL_MS);
      record = await store.get(id);
    }
    // The first request failed and gave the key up (or was abandoned): this one makes the order.
  }
}
