import {
  S8_MESSAGES,
  SCRIPT_METHOD_LABELS,
  formulaKindText,
  directionsText,
  needsS8Prescription,
  s8PrescriptionText,
  type OrderItem,
  type OrderRequest,
} from '@pharmacy/shared';
import { PharmacyItemCourse } from '@/features/courses/index.ts';
import { LegalScriptFacts } from '@/features/legal-prescriptions/index.ts';
import { PrintLabelButton } from '@/features/labels/index.ts';
import { PatientFacts } from '@/components/ui/patient-facts.tsx';
import { formatFileSize } from '@/lib/queue/format.ts';

/** Blank strengths and amounts (formulas without them) show as the spec's "-". */
export const orDash = (text: string) => (text.trim() === '' ? '-' : text);

/**
 * One item of an order as the pharmacist reads it: what to make, for whom, and where its
 * legal prescription stands. Its script's download and original-received form are with
 * the order's actions (order-actions.tsx).
 */
export function OrderItemCard({ order, item, index }: { order: OrderRequest; item: OrderItem; index: number }) {
  return (
    <li className="queue-item">
      <h5>
        Item {index + 1}: {item.formulaLabel}
        {needsS8Prescription(item.schedule) && <span className="s8-mark">{S8_MESSAGES.mark}</span>}
      </h5>
      <dl className="fact-list queue-facts">
        <PatientFacts patient={item.patient} />
        <dt>Condition</dt>
        <dd>{item.conditionLabel}</dd>
        <dt>Formula</dt>
        <dd>{item.formulaLabel}</dd>
        {/* As copied onto the order when it was placed (decision 042); orders from before say nothing. */}
        <dt>Kind</dt>
        <dd>{orDash(formulaKindText({ schedule: item.schedule ?? null, storage: item.storage ?? null }))}</dd>
        {item.s8Prescription && (
          <>
            <dt>Schedule 8</dt>
            <dd>{s8PrescriptionText(item.s8Prescription)}</dd>
          </>
        )}
        <dt>Strength</dt>
        <dd>{orDash(item.strength)}</dd>
        <dt>Amount</dt>
        <dd>{orDash(item.amount)}</dd>
        <dt>Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt>Directions</dt>
        <dd className="queue-directions">{directionsText(item)}</dd>
        <PharmacyItemCourse order={order} item={item} index={index} />
        <dt>Notes</dt>
        <dd className="queue-notes">{orDash(item.notes)}</dd>
        <dt>Script</dt>
        <dd>
          {SCRIPT_METHOD_LABELS[item.scriptMethod]}
          {item.script && (
            <>
              {': '}
              {item.script.fileName} ({formatFileSize(item.script.size)})
            </>
          )}
        </dd>
        <LegalScriptFacts legalScript={item.legalScript} />
      </dl>
      <PrintLabelButton order={order} index={index} />
    </li>
  );
}
