import { useRef, useState, type Dispatch, type ReactNode, type RefObject } from 'react';
import { ORDER_MESSAGES, estimatedDeliveryOf, priceOfChoice, type MedicationDatabase, type PatientSnapshot, type Payer } from '@pharmacy/shared';
import { WhoPays, useMyClinicAccount } from '@/features/clinic-accounts/index.ts';
import { PriceSummary, useBillingSettings } from '@/features/prices/index.ts';
import { productName } from '@/features/catalogue/index.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { UploadStatus } from '@/components/ui/upload-status.tsx';
import { prepareUploadFile } from '@/lib/photo-reduction.ts';
import { useUpload } from '@/lib/use-upload.ts';
import { useSubmitOrderRequest, type OrderSubmission } from '../api/submit-order-request.ts';
import { cartProblem, type CartAction, type CartItem } from '../cart.ts';
import { SUBMITTING_LABEL } from '../ordering-copy.ts';
import { scriptProblem } from '../script-problem.ts';
import { submissionKeyFor, type SubmissionKey } from '../submission-key.ts';
import { CartLine } from './cart-line.tsx';
import { ConsentDialog } from './consent-dialog.tsx';
import { CollectionNotice } from '@/components/ui/collection-notice.tsx';

interface CartPanelProps {
  cart: readonly CartItem[];
  dispatch: Dispatch<CartAction>;
  /** The form's Notes, sent with the request. */
  notes: string;
  /** What the last reorder could not copy as it was. */
  notice: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The Patient section's patient, offered to an item that has none. */
  chosenPatient: PatientSnapshot | null;
  onSubmitted: (requestId: string) => void;
  /** What the button sends the cart as, when not an order request: a draft to sign (decision 045). */
  send?: CartSend;
  /** More for each line, composed in app/ (Save as favourite, decision 054). */
  lineExtra?: (item: CartItem) => ReactNode;
  /** The catalogue the lines were chosen from: their prices (decision 077). */
  database: MedicationDatabase;
  /** A staff member's cart for this prescriber: the delivery fees are read through the prescriber (decision 044). */
  actingFor?: string;
}

/** The cart's button sending something else than the order request (decision 045): its words and its request. */
export interface CartSend {
  label: string;
  run: (submission: OrderSubmission) => Promise<string>;
  /** Who pays as chosen elsewhere (the prescriber's signing panel, decision 083): the cart then offers no "Who pays" of its own. */
  payer?: Payer;
  /** Where the cart offers "Who pays": its first choice (a saved draft's payer). */
  initialPayer?: Payer;
}

/** A message about one state of the cart: it goes away as soon as the cart changes. */
interface CartMessage {
  text: string;
  cart: readonly CartItem[];
}

/** The cart, the patient-consent checkbox and Submit Request (spec sections 2 and 5). */
export function CartPanel({ cart, dispatch, notes, notice, headingRef, chosenPatient, onSubmitted, send, lineExtra, database, actingFor }: CartPanelProps) {
  const billing = useBillingSettings(actingFor);
  // An estimate only: the server prices the order again from the catalogue and settings in force when it is sent.
  const prices = cart.map((item) => priceOfChoice(database, item.formula, item.strength, item.amount));
  const delivery = billing.data ? estimatedDeliveryOf(cart, billing.data.settings) : null;
  // "Who pays" (decisions 081, 083): on New order the prescriber's own open account; on a staff
  // member's draft the prescriber's, read through them; on a draft the prescriber opened to sign, the signing panel's choice.
  const chosenElsewhere = send?.payer;
  const clinicAccount = useMyClinicAccount(chosenElsewhere === undefined, actingFor).data?.account ?? null;
  const [payer, setPayer] = useState<Payer>(send?.initialPayer ?? 'patient');
  const [consent, setConsent] = useState(false);
  const [message, setMessage] = useState<CartMessage | null>(null);
  const consentDialogRef = useRef<HTMLDialogElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: a double click's second click must see the key its first one made.
  const submissionKey = useRef<SubmissionKey | null>(null);
  const submission = useSubmitOrderRequest(send?.run);
  const upload = useUpload();
  const [fileNote, setFileNote] = useState<string | null>(null);
  const say = (text: string) => setMessage({ text, cart });

  function handleSubmit() {
    if (cart.length === 0) return say(ORDER_MESSAGES.emptyCart);
    if (!consent) return consentDialogRef.current?.showModal();
    const problem = cartProblem(cart);
    if (problem) return say(problem);
    setMessage(null);
    submissionKey.current = submissionKeyFor(submissionKey.current, cart, notes, () => crypto.randomUUID());
    submission.mutate(
      { cart, notes, payer: chosenElsewhere ?? (clinicAccount ? payer : 'patient'), idempotencyKey: submissionKey.current.key, upload: upload.begin() },
      { onSuccess: (requestId) => onSubmitted(requestId), onError: (error) => say(error.message), onSettled: upload.end },
    );
  }

  function cancelUpload() {
    upload.cancel();
    // Cancel goes away with the upload: keep the keyboard on Submit Request, to try again.
    requestAnimationFrame(() => submitRef.current?.focus());
  }

  async function attachScript(id: string, chosen: File) {
    setFileNote(null);
    const { file, note } = await prepareUploadFile(chosen);
    const problem = scriptProblem(file);
    if (problem) return say(problem);
    setFileNote(note);
    dispatch({ type: 'attachScript', id, file });
  }

  const shownMessage = message?.cart === cart ? message.text : null;
  return (
    <section className="surface-panel order-panel cart-panel" aria-labelledby="cart-heading">
      <h2 id="cart-heading" ref={headingRef} tabIndex={-1}>
        Cart <span className="cart-panel__count">({cart.length === 1 ? '1 item' : `${cart.length} items`})</span>
      </h2>
      <div role="status" className="notice notice--warning cart-panel__notice">
        {notice}
      </div>
      {cart.length === 0 ? (
        <p className="cart-panel__empty">Your cart is empty.</p>
      ) : (
        <ul className="cart-list">
          {cart.map((item, index) => (
            <CartLine
              key={item.id}
              item={item}
              price={prices[index] ?? null}
              onQuantity={(quantity) => dispatch({ type: 'quantity', id: item.id, quantity })}
              onAttachScript={(file) => void attachScript(item.id, file)}
              chosenPatient={chosenPatient}
              onUsePatient={(patient) => dispatch({ type: 'patient', id: item.id, patient })}
              onDirections={(directions) => dispatch({ type: 'directions', id: item.id, directions })}
              onScriptMethod={(method) => dispatch({ type: 'scriptMethod', id: item.id, method })}
              onRemove={() => dispatch({ type: 'remove', id: item.id })}
              extra={lineExtra?.(item)}
            />
          ))}
        </ul>
      )}
      {cart.length > 0 && (
        <PriceSummary
          title="Estimated total"
          lines={cart.map((item, index) => ({ key: item.id, name: productName(item), price: prices[index], quantity: item.quantity }))}
          delivery={delivery}
        />
      )}
      {chosenElsewhere === undefined && clinicAccount && <WhoPays account={clinicAccount} payer={payer} onChange={setPayer} />}
      <label className="checkbox-field cart-panel__consent">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        {ORDER_MESSAGES.consent}
      </label>
      <p role="status" className="field-note">
        {fileNote}
      </p>
      <CollectionNotice kind="order" />
      <FormError message={shownMessage} />
      <UploadStatus progress={upload.progress} onCancel={cancelUpload} label="Order upload" />
      <button
        ref={submitRef}
        type="button"
        className="button button--primary button--large"
        onClick={handleSubmit}
        disabled={submission.isPending}
        aria-busy={submission.isPending}
      >
        {submission.isPending ? SUBMITTING_LABEL : (send?.label ?? 'Submit Request')}
      </button>
      <ConsentDialog ref={consentDialogRef} onClose={() => submitRef.current?.focus()} />
    </section>
  );
}
