import { useState, type FormEvent } from 'react';
import {
  GST_TREATMENTS,
  GST_TREATMENT_LABELS,
  INVOICE_MESSAGES,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  sydneyDateOf,
  type PaymentKind,
  centsOfAud,
  formatAud,
  isTaxInvoice,
  type GstTreatment,
  type OrderRequest,
} from '@pharmacy/shared';
import { FileDownloadButton } from '@/components/ui/file-download-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { downloadInvoice, useOrderInvoice, usePriceInvoice, useRecordPayment, useResendPayLink } from '../api/invoice-api.ts';

/** dd/mm/yyyy from a Sydney calendar date (YYYY-MM-DD). */
const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Only an order dispatched or collected is invoiced (decision 078). */
const isInvoiced = (order: Pick<OrderRequest, 'status'>) => order.status === 'dispatched' || order.status === 'collected';

/**
 * An order's invoice (decision 078), for its prescriber, their staff and the admin: its
 * number, status, total and due date, and the PDF. Where a line has no price, it says
 * "Price every line to invoice"; the admin (`canPrice`) enters the missing unit prices here.
 */
export function OrderInvoice({ order, canPrice = false }: { order: Pick<OrderRequest, 'requestId' | 'status' | 'items'>; canPrice?: boolean }) {
  const invoiced = isInvoiced(order);
  const reply = useOrderInvoice(order.requestId, invoiced);
  if (!invoiced) return null;
  const invoice = reply.data?.invoice;
  return (
    <section className="order-invoice" aria-label={`Invoice of ${order.requestId}`}>
      <h4 className="order-history__subheading">Invoice</h4>
      {reply.isPending && <p>Loading the invoice...</p>}
      {reply.isError && <FormError message={reply.error.message} />}
      {invoice && (
        <>
          <dl className="fact-list">
            <dt>{isTaxInvoice(invoice) ? 'Tax invoice' : 'Invoice'}</dt>
            <dd>{invoice.number}</dd>
            <dt>Status</dt>
            <dd>{INVOICE_STATUS_LABELS[invoice.status]}</dd>
            <dt>Total</dt>
            <dd>
              {formatAud(invoice.totalCents)}
              {isTaxInvoice(invoice) && ` (includes GST of ${formatAud(invoice.gstCents)})`}
            </dd>
            <dt>Issued</dt>
            <dd>{dayMonthYear(invoice.issuedOn)}</dd>
            <dt>Due</dt>
            <dd>{dayMonthYear(invoice.dueOn)}</dd>
          </dl>
          <FileDownloadButton download={() => downloadInvoice(order.requestId, invoice.number)} label="Download invoice" context={invoice.number} />
          {invoice.payments.length > 0 && (
            <ul className="order-invoice__payments" aria-label={`Payments of ${invoice.number}`}>
              {invoice.payments.map((payment) => (
                <li key={payment.paymentId}>
                  {payment.kind === 'refund' ? 'Refund' : 'Payment'} of {formatAud(payment.amountCents)}, {PAYMENT_METHOD_LABELS[payment.method]}, {dayMonthYear(payment.on)}
                  {payment.reason && `: ${payment.reason}`}
                </li>
              ))}
            </ul>
          )}
          {canPrice && invoice.payer === 'patient' && invoice.status === 'unpaid' && <ResendPayLink requestId={order.requestId} />}
          {canPrice && <RecordPayment requestId={order.requestId} />}
        </>
      )}
      {reply.data && !invoice && reply.data.unpricedLines.length > 0 && (
        <>
          <p className="order-invoice__unpriced">{INVOICE_MESSAGES.priceEveryLine}</p>
          {canPrice && <MissingPrices requestId={order.requestId} lines={reply.data.unpricedLines} items={order.items} />}
        </>
      )}
      {reply.data && !invoice && reply.data.unpricedLines.length === 0 && <p>{INVOICE_MESSAGES.notIssued}</p>}
    </section>
  );
}

/** The admin's "Send the pay link again" (decision 079): a new link to the patient's e-mail; the raw link is never shown here. */
function ResendPayLink({ requestId }: { requestId: string }) {
  const resend = useResendPayLink(requestId);
  return (
    <div className="order-invoice__pay-link">
      <button type="button" className="button button--secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending the pay link...' : 'Send the pay link again'}
      </button>
      <div aria-live="polite">
        {resend.data && <p>{resend.data.reason}</p>}
        {resend.isError && <FormError message={resend.error.message} />}
      </div>
    </div>
  );
}

/** The admin's unit prices for the unpriced lines (1-based), in dollars and cents, each with its GST treatment. */
function MissingPrices({ requestId, lines, items }: { requestId: string; lines: number[]; items: Pick<OrderRequest, 'items'>['items'] }) {
  const save = usePriceInvoice(requestId);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [gst, setGst] = useState<Record<number, GstTreatment>>({});
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const prices = [];
    for (const line of lines) {
      const cents = centsOfAud(amounts[line] ?? '');
      if (cents === null) {
        setProblem(INVOICE_MESSAGES.priceMissing(line));
        return;
      }
      prices.push({ itemIndex: line - 1, unitCents: cents, gst: gst[line] ?? 'gst_free' });
    }
    setProblem(null);
    save.mutate(prices);
  }

  return (
    <form className="order-invoice__prices" onSubmit={submit} noValidate>
      {lines.map((line) => {
        const item = items[line - 1];
        const name = item ? [item.formulaLabel, item.strength, item.amount].filter(Boolean).join(' ') : `Line ${line}`;
        return (
          <fieldset key={line}>
            <legend>
              Line {line}: {name}
            </legend>
            <label>
              Unit price ($)
              <input type="text" inputMode="decimal" value={amounts[line] ?? ''} onChange={(event) => setAmounts({ ...amounts, [line]: event.target.value })} />
            </label>
            <label>
              GST
              <select value={gst[line] ?? 'gst_free'} onChange={(event) => setGst({ ...gst, [line]: event.target.value as GstTreatment })}>
                {GST_TREATMENTS.map((treatment) => (
                  <option key={treatment} value={treatment}>
                    {GST_TREATMENT_LABELS[treatment]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        );
      })}
      {problem && <FormError message={problem} />}
      {save.isError && <FormError message={save.error.message} />}
      <button type="submit" className="button" aria-disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save prices and issue the invoice'}
      </button>
    </form>
  );
}

const OTHER_METHODS = ['card_at_pickup', 'bank_transfer', 'cash'] as const;

/** The admin records a payment taken another way (card at pickup, bank transfer, cash), or a refund with its reason. */
function RecordPayment({ requestId }: { requestId: string }) {
  const record = useRecordPayment(requestId);
  const [kind, setKind] = useState<PaymentKind>('payment');
  const [method, setMethod] = useState<(typeof OTHER_METHODS)[number]>('card_at_pickup');
  const [amount, setAmount] = useState('');
  const [on, setOn] = useState(() => sydneyDateOf(new Date()));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = centsOfAud(amount);
    if (amountCents === null || amountCents <= 0) {
      setProblem(INVOICE_MESSAGES.paymentAmount);
      return;
    }
    if (kind === 'refund' && reason.trim() === '') {
      setProblem(INVOICE_MESSAGES.refundReason);
      return;
    }
    setProblem(null);
    record.mutate({ kind, method, amountCents, on, reason: kind === 'refund' ? reason.trim() : '' }, { onSuccess: () => setAmount('') });
  }

  return (
    <form className="order-invoice__payment" onSubmit={submit} noValidate aria-label="Record a payment or refund">
      <fieldset>
        <legend>Record a payment or refund</legend>
        <label className="checkbox-field">
          <input type="radio" name={`kind-${requestId}`} checked={kind === 'payment'} onChange={() => setKind('payment')} /> Payment
        </label>
        <label className="checkbox-field">
          <input type="radio" name={`kind-${requestId}`} checked={kind === 'refund'} onChange={() => setKind('refund')} /> Refund
        </label>
      </fieldset>
      <label>
        How
        <select value={method} onChange={(event) => setMethod(event.target.value as (typeof OTHER_METHODS)[number])}>
          {OTHER_METHODS.map((each) => (
            <option key={each} value={each}>
              {PAYMENT_METHOD_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount ($)
        <input type="text" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <label>
        Date
        <input type="date" value={on} onChange={(event) => setOn(event.target.value)} />
      </label>
      {kind === 'refund' && (
        <label>
          Reason for the refund
          <input type="text" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      )}
      {problem && <FormError message={problem} />}
      {record.isError && <FormError message={record.error.message} />}
      <button type="submit" className="button button--secondary" aria-disabled={record.isPending}>
        {record.isPending ? 'Saving...' : kind === 'refund' ? 'Record the refund' : 'Record the payment'}
      </button>
    </form>
  );
}
