/** Who pays for an order, as its details say it (decision 081): the clinic's account by its name where the order kept one. */
import { PAYER_LABELS, type Payer } from '../prices/index.ts';
import type { OrderClinicAccount } from '../clinic-accounts/index.ts';

export function payerTextOf(order: { payer?: Payer | undefined; clinicAccount?: OrderClinicAccount | undefined }): string {
  const payer = order.payer ?? 'patient';
  if (payer === 'clinic' && order.clinicAccount) return `${PAYER_LABELS.clinic}: ${order.clinicAccount.name}`;
  return PAYER_LABELS[payer];
}
