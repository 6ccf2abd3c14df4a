import { Router, type RequestHandler } from 'express';
import { ORDER_QUESTION_API_PATHS } from '@pharmacy/shared';
import { mailDeps } from '../../platform/mail/mail-deps.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { requireAdmin, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import type { AppConfig } from '../../platform/config.ts';
import { threadBodyLimit } from './order-question-form.ts';
import type { ThreadMailDeps } from './order-question-mail-delivery.ts';
import type { ThreadStore } from './order-question-record.ts';
import { answerQuestion, askQuestion, threadFile, threadLook } from './order-question-routes.ts';
import { routePath } from '../../platform/http/app.ts';

export interface OrderQuestionDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'pharmacyEmail' | 'appOrigin'>;
  store: ThreadStore;
  sendMail: SendMail;
  recordAudit(record: AuditRecord): Promise<void>;
  /** Records an admin's look at a thread, folding a repeat in the same window into the first (decision 039). */
  recordAccess(record: AuditRecord): Promise<void>;
}


function mailDepsOf(deps: OrderQuestionDeps, now: () => Date): ThreadMailDeps {
  return { ...mailDeps(deps.settings, deps.sendMail, now), store: deps.store };
}

/** The question and the answer, which may carry a file: served by the uploads function (decision 021). */
export function orderQuestionUploadRouter(deps: OrderQuestionDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  const mailDeps = mailDepsOf(deps, now);
  router.post(routePath(ORDER_QUESTION_API_PATHS.ask), requireCaller, requireAdmin, askQuestion(mailDeps));
  router.post(routePath(ORDER_QUESTION_API_PATHS.answer), requireCaller, requireApprovedPractitionerOrAdmin, answerQuestion(mailDeps));
  return router;
}

/** The thread and its files (admins' reads of the thread are recorded), on the api function beside the order scripts' downloads. */
export function orderQuestionFilesRouter(deps: OrderQuestionDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  router.get(
    `${routePath(ORDER_QUESTION_API_PATHS.files)}/:requestId/:messageId`,
    requireCaller,
    requireApprovedPractitionerOrAdmin,
    threadFile({ ...mailDepsOf(deps, () => new Date()), recordAudit: deps.recordAudit }),
  );
  router.get(`${routePath(ORDER_QUESTION_API_PATHS.thread)}/:requestId`, requireCaller, requireAdmin, threadLook(deps));
  return router;
}

/** Both POSTs' bodies, refused from their size before they are parsed. */
export const ORDER_QUESTION_BODY_LIMITS: BodyLimit[] = [
  threadBodyLimit(routePath(ORDER_QUESTION_API_PATHS.ask)),
  threadBodyLimit(routePath(ORDER_QUESTION_API_PATHS.answer)),
];
