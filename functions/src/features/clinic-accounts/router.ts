/**
 * Clinic accounts (issue 34 part 4, decision 081), mounted at the root:
 *   GET  /clinic-accounts                     admins: every account
 *   POST /clinic-accounts                     admins: opens (or reopens) a prescriber's account, audited
 *   POST /clinic-account-closures/:accountId  admins: closes it, audited
 *   GET  /my-clinic-account                   an approved prescriber: their open account, or null
 *   GET  /prescribers/:prescriberId/clinic-account   that prescriber's active staff: the same (decision 083)
 * Who the account is for comes from the prescriber's users record, never the form.
 */
import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  CLINIC_ACCOUNT_API_PATHS,
  CLINIC_ACCOUNT_ERROR_CODES,
  CLINIC_ACCOUNT_MESSAGES,
  DocumentIdSchema,
  OpenClinicAccountRequestSchema,
  STAFF_ERROR_CODES,
  STAFF_MESSAGES,
  STAFF_ROLE,
  clinicAccountNameOf,
  isDocumentId,
  type ClinicAccount,
  type ClinicAccountList,
  type ClinicAccountReply,
  type MyClinicAccountReply,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { routePath } from '../../platform/http/app.ts';
import { callerOf, requireAdmin, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import type { ClinicAccountStore } from './clinic-account-store.ts';

export interface ClinicAccountDeps {
  store: ClinicAccountStore;
  /** The billing settings' payment terms: an account opened without its own takes these. */
  defaultTermsDays: () => Promise<number>;
  now: () => Date;
  /** Whether an approved staff member works for the prescriber now (the staff feature's check, given by the wiring). */
  worksFor: (staffUid: string, prescriberId: string) => Promise<boolean>;
}

const notFound = () => new HttpError(404, CLINIC_ACCOUNT_ERROR_CODES.notFound, CLINIC_ACCOUNT_MESSAGES.notFound);
const isApprovedPrescriber = (caller: Caller) => caller.role === 'practitioner' && caller.status === 'approved';

const aboutAccount = (account: ClinicAccount, caller: Caller, action: AuditRecord['action'], details: AuditRecord['details']): AuditRecord => ({
  action,
  ...actorOf(caller),
  target: { type: 'clinic_account', id: account.accountId, label: account.name },
  details,
});

export function clinicAccountsRouter(deps: ClinicAccountDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  const accountsPath = routePath(CLINIC_ACCOUNT_API_PATHS.accounts);

  router.get(accountsPath, requireCaller, requireAdmin, async (_req, res) => {
    const body: ClinicAccountList = { accounts: await deps.store.list() };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  router.post(accountsPath, requireCaller, requireAdmin, async (req, res) => {
    const request = parseBody(OpenClinicAccountRequestSchema, req.body);
    const prescriberId = request.prescriberId ?? (await deps.store.uidOfEmail(request.prescriberEmail!.toLowerCase()));
    if (!prescriberId || !isDocumentId(prescriberId)) throw new HttpError(404, CLINIC_ACCOUNT_ERROR_CODES.prescriberNotFound, CLINIC_ACCOUNT_MESSAGES.prescriber);
    const caller = callerOf(res);
    const terms = request.paymentTermsDays ?? (await deps.defaultTermsDays());
    const at = deps.now().toISOString();
    const outcome = await deps.store.open(
      prescriberId,
      (prescriber, before): ClinicAccount => ({
        accountId: prescriberId,
        prescriberId,
        name: clinicAccountNameOf(request.practiceName, prescriber),
        prescriberName: `${prescriber.firstName} ${prescriber.lastName}`.trim(),
        prescriberEmail: prescriber.email,
        paymentTermsDays: terms,
        accountsEmail: request.accountsEmail,
        status: 'open',
        // Reopening keeps when it was first opened: its statements run from then.
        openedAt: before?.openedAt ?? at,
        closedAt: null,
      }),
      (account) => aboutAccount(account, caller, AUDIT_ACTIONS.clinicAccountOpen, { paymentTermsDays: account.paymentTermsDays, accountsEmail: account.accountsEmail ? 'given' : 'none' }),
    );
    if (outcome.kind === 'no_prescriber') throw new HttpError(404, CLINIC_ACCOUNT_ERROR_CODES.prescriberNotFound, CLINIC_ACCOUNT_MESSAGES.prescriber);
    const body: ClinicAccountReply = { account: outcome.account };
    res.status(201).json(body);
  });

  router.post(`${routePath(CLINIC_ACCOUNT_API_PATHS.closures)}/:accountId`, requireCaller, requireAdmin, async (req, res) => {
    const accountId = req.params.accountId;
    if (typeof accountId !== 'string' || !isDocumentId(accountId)) throw notFound();
    const caller = callerOf(res);
    const outcome = await deps.store.close(accountId, deps.now(), (account) => aboutAccount(account, caller, AUDIT_ACTIONS.clinicAccountClose, {}));
    if (outcome.kind === 'not_found') throw notFound();
    if (outcome.kind === 'already_closed') throw new HttpError(409, CLINIC_ACCOUNT_ERROR_CODES.alreadyClosed, CLINIC_ACCOUNT_MESSAGES.alreadyClosed);
    const body: ClinicAccountReply = { account: outcome.account };
    res.json(body);
  });

  router.get(routePath(CLINIC_ACCOUNT_API_PATHS.mine), requireCaller, async (_req, res) => {
    const caller = callerOf(res);
    if (!isApprovedPrescriber(caller)) throw new HttpError(403, 'forbidden', 'Only an approved prescriber has a clinic account.');
    const body: MyClinicAccountReply = { account: await deps.store.openOf(caller.uid) };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  // Staff preparing a draft offer "Who pays" only when the prescriber's account is open: the
  // prescriber's own, never the staff member's. Anyone not working for them now is refused alike.
  router.get(`${routePath(CLINIC_ACCOUNT_API_PATHS.prescribers)}/:prescriberId/clinic-account`, requireCaller, async (req, res) => {
    const caller = callerOf(res);
    const prescriberId = DocumentIdSchema.safeParse(req.params.prescriberId);
    const isStaff = caller.role === STAFF_ROLE && caller.status === 'approved';
    if (!isStaff || !prescriberId.success || !(await deps.worksFor(caller.uid, prescriberId.data))) {
      throw new HttpError(403, STAFF_ERROR_CODES.notWorkingFor, STAFF_MESSAGES.notWorkingFor);
    }
    const body: MyClinicAccountReply = { account: await deps.store.openOf(prescriberId.data) };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  return router;
}
