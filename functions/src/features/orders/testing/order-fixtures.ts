/** Test helper: an order request as the services see it, and a checked submission. */
import { CUSTOM_FORMULA, TEST_PRACTITIONER, orderAt, storedLine } from '@pharmacy/shared/testing';
import { SCRIPT_PDF } from '../../../../../tests/support/file-fixtures.ts';
import type { MailState } from '../../../platform/mail/mail-state.ts';
import type { OrderRecord } from '../order-record.ts';
import type { OrderSubmission } from '../order-submission.ts';

export const SUBMITTED_AT = new Date('2026-03-02T03:00:00.000Z');

export const sentMail = (at = SUBMITTED_AT): MailState => ({ status: 'sent', attempts: 1, error: null, lastAttemptAt: at });

const practitioner = TEST_PRACTITIONER;

/** An uploaded hydrocortisone item, and a mailed custom formula (no strength or amount), as the order factory builds stored lines. */
const hydrocortisone = storedLine({ notes: 'Lactose-free base', directions: 'Apply a thin layer to the rash twice daily', daysSupply: 28, quantity: 2, scriptMethod: 'upload' });
const { condition, conditionLabel, formula, formulaLabel, strength, amount, description } = CUSTOM_FORMULA;
const customFormula = storedLine({ condition, conditionLabel, formula, formulaLabel, strength, amount, description, notes: 'Zinc 10% in a <cream> base', directions: 'Apply at each nappy change' });

/** Two items: an uploaded script, then a mailed one (a custom formula with no strength or amount). */
export function submission(overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    prescriberId: 'alice-uid',
    practitioner,
    signedBy: { uid: 'alice-uid', name: 'Alice Nguyen' },
    items: [
      { ...hydrocortisone, script: { fileName: 'script.pdf', contentType: 'application/pdf', content: SCRIPT_PDF.content }, escriptToken: null },
      { ...customFormula, script: null, escriptToken: null },
    ],
    delivery: { method: 'pickup', cents: 0, gst: 'gst_10' },
    notes: 'Patient collects on Friday',
    ...overrides,
  };
}

/** The original of an item of an order submitted at SUBMITTED_AT (a Monday in Sydney) is due a week later. */
export const ORIGINAL_DUE = '2026-03-09';

/**
 * A stored order request, confirmations sent: an uploaded copy and a mailed script,
 * both originals awaited (decision 026).
 */
export function orderRecord(requestId: string, overrides: Partial<OrderRecord> = {}): OrderRecord {
  const awaited = { state: 'original_awaited', dueDate: ORIGINAL_DUE } as const;
  return orderAt(SUBMITTED_AT, {
    requestId,
    items: [
      {
        ...hydrocortisone,
        script: {
          storagePath: `order-scripts/${requestId}/0-script.pdf`,
          fileName: 'script.pdf',
          contentType: 'application/pdf',
          size: SCRIPT_PDF.content.byteLength,
        },
        legalScript: awaited,
      },
      { ...customFormula, notes: '', legalScript: awaited },
    ],
    mail: { practitioner: sentMail(), pharmacy: sentMail() },
    needsMailResend: false,
    originalAwaited: true,
    originalDueDate: ORIGINAL_DUE,
    originalReminderOn: '2026-03-07',
    ...overrides,
  });
}

/** The order as if every item had come with its e-script token: nothing awaited. */
export function withTokens(order: OrderRecord): OrderRecord {
  const legalScript = { state: 'token_received', token: { kind: 'code', value: '1XPR352VP3QCX7BJD6' } } as const;
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, legalScript })),
    originalAwaited: false,
    originalDueDate: null,
    originalReminderOn: null,
  };
}

/** The order with every item's record of compounding made and checked by two admins (decision 050), so it may be made ready. */
export function withCheckedCompounding(order: OrderRecord): OrderRecord {
  const record = {
    batchNumber: 'B-260302',
    beyondUseDate: '2026-04-01',
    preparedBy: { uid: 'preparer-uid', name: 'Priya Shah' },
    preparedAt: SUBMITTED_AT,
    checkedBy: { uid: 'checker-uid', name: 'Chris Wong' },
    checkedAt: SUBMITTED_AT,
  };
  return { ...order, compounding: order.items.map(() => record), lastSupplyAt: SUBMITTED_AT };
}
