/**
 * POST /order-compounding-record and /order-compounding-check (admins; the check also
 * after a recent sign-in, router.ts): the item's record of compounding, decided in the
 * order's transaction (compounding-steps.ts), the admin named from their verified token
 * and their record, never from the body.
 */
import type { RequestHandler } from 'express';
import {
  CompoundingCheckRequestSchema,
  CompoundingRecordRequestSchema,
  beyondUseDateProblem,
  compoundingPersonName,
  sydneyDateOf,
  type CompoundingRecordResponse,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { isOrderRequestId, orderNotFound } from '../orders/index.ts';
import type { CompoundingOutcome, CompoundingStore } from './compounding-store.ts';
import { recordChecked, recordPrepared, type CompoundingChange } from './compounding-steps.ts';

function changeBy(caller: Caller, itemIndex: number, at: Date): CompoundingChange {
  return { itemIndex, by: { uid: caller.uid, name: compoundingPersonName(caller.record, caller.email ?? '') }, actor: actorOf(caller), at };
}

function answer(outcome: CompoundingOutcome): CompoundingRecordResponse {
  if (outcome.kind === 'not_found') throw orderNotFound();
  if (outcome.kind === 'refused') throw new HttpError(outcome.status, outcome.code, outcome.message);
  const { checkedAt, preparedAt, ...record } = outcome.record;
  return { success: true, record: { ...record, preparedAt: preparedAt.toISOString(), ...(checkedAt ? { checkedAt: checkedAt.toISOString() } : {}) } };
}

export function recordCompounding(store: CompoundingStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, batchNumber, beyondUseDate } = parseBody(CompoundingRecordRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const at = now();
    const problem = beyondUseDateProblem(beyondUseDate, sydneyDateOf(at));
    if (problem) throw new HttpError(400, 'invalid_request', problem);
    const change = { ...changeBy(callerOf(res), itemIndex, at), batchNumber, beyondUseDate };
    res.json(answer(await store.change(requestId, (order) => recordPrepared(order, change))));
  };
}

export function checkCompounding(store: CompoundingStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, version } = parseBody(CompoundingCheckRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const change = { ...changeBy(callerOf(res), itemIndex, now()), version };
    res.json(answer(await store.change(requestId, (order) => recordChecked(order, change))));
  };
}
