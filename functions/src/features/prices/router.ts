/**
 * The pharmacy's billing settings (issue 34 part 1, decision 077):
 *   GET /billing-settings                              admins and approved practitioners
 *   GET /prescribers/:prescriberId/billing-settings    the prescriber's approved staff
 *   PUT /billing-settings                              admins only, audited
 * Nothing in them is secret (a legal name, an ABN, fees and terms): prescribers and
 * their staff read them to estimate an order's delivery fee before sending it.
 */
import { Router, type RequestHandler, type Response } from 'express';
import {
  AUDIT_ACTIONS,
  BILLING_API_PATHS,
  BILLING_SETTINGS_DOC,
  BillingSettingsSchema,
  DocumentIdSchema,
  STAFF_ERROR_CODES,
  STAFF_MESSAGES,
  STAFF_ROLE,
  type BillingSettings,
  type BillingSettingsResponse,
} from '@pharmacy/shared';
import { callerOf, requireAdmin, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { currentBillingSettings } from './billing-settings.ts';
import type { PricesDeps } from './deps.ts';

const local = (path: string) => path.replace(/^\/api/, '');

/** The fields whose values changed: the audit entry names them (the values are in the settings themselves). */
function changedFields(before: BillingSettings, after: BillingSettings): string[] {
  const fields: string[] = [];
  if (before.legalName !== after.legalName) fields.push('legalName');
  if (before.abn !== after.abn) fields.push('abn');
  for (const [method, cents] of Object.entries(after.deliveryFees)) {
    if (before.deliveryFees[method as keyof BillingSettings['deliveryFees']] !== cents) fields.push(`deliveryFees.${method}`);
  }
  if (before.deliveryGst !== after.deliveryGst) fields.push('deliveryGst');
  if (before.paymentTermsDays !== after.paymentTermsDays) fields.push('paymentTermsDays');
  return fields;
}

export function pricesRouter(deps: PricesDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();

  const answer = async (res: Response) => {
    const { settings, savedAt } = await currentBillingSettings(deps.store);
    const body: BillingSettingsResponse = { success: true, settings, savedAt };
    res.json(body);
  };

  router.get(local(BILLING_API_PATHS.settings), requireCaller, requireApprovedPractitionerOrAdmin, async (_req, res) => {
    await answer(res);
  });

  router.get(`${local(BILLING_API_PATHS.prescribers)}/:prescriberId/billing-settings`, requireCaller, async (req, res) => {
    const caller = callerOf(res);
    const prescriberId = DocumentIdSchema.safeParse(req.params.prescriberId);
    const isStaff = caller.role === STAFF_ROLE && caller.status === 'approved';
    if (!isStaff || !prescriberId.success || !(await deps.worksFor(caller.uid, prescriberId.data))) {
      throw new HttpError(403, STAFF_ERROR_CODES.notWorkingFor, STAFF_MESSAGES.notWorkingFor);
    }
    await answer(res);
  });

  router.put(local(BILLING_API_PATHS.settings), requireCaller, requireAdmin, async (req, res) => {
    const settings = parseBody(BillingSettingsSchema, req.body);
    const before = await currentBillingSettings(deps.store);
    const savedAt = now();
    await deps.store.save(settings, savedAt, {
      action: AUDIT_ACTIONS.billingSettings,
      ...actorOf(callerOf(res)),
      target: { type: 'settings', id: BILLING_SETTINGS_DOC, label: 'Billing settings' },
      details: { changed: changedFields(before.settings, settings).join(', ') || 'nothing' },
    });
    const body: BillingSettingsResponse = { success: true, settings, savedAt: savedAt.toISOString() };
    res.json(body);
  });

  return router;
}
