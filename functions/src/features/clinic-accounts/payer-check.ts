/**
 * The payer an order is sent with (decision 081): the patient unless the form says the
 * clinic, and the clinic only while the prescriber has an open account, checked on the
 * server when the order is made, whatever the browser showed.
 */
import { CLINIC_ACCOUNT_ERROR_CODES, CLINIC_ACCOUNT_MESSAGES, type OrderClinicAccount, type Payer } from '@pharmacy/shared';
import { HttpError } from '../../platform/http/errors.ts';
import type { ClinicAccountStore } from './clinic-account-store.ts';

export type PayerOfOrder = { payer: 'patient' } | { payer: 'clinic'; clinicAccount: OrderClinicAccount };

export async function payerOfOrder(store: Pick<ClinicAccountStore, 'openOf'>, prescriberId: string, payer: Payer): Promise<PayerOfOrder> {
  if (payer === 'patient') return { payer: 'patient' };
  const account = await store.openOf(prescriberId);
  if (!account) throw new HttpError(400, CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount, CLINIC_ACCOUNT_MESSAGES.noOpenAccount);
  return { payer: 'clinic', clinicAccount: { accountId: account.accountId, name: account.name } };
}
