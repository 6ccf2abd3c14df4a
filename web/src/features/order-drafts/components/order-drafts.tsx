import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CLINIC_ACCOUNT_MESSAGES,
  ORDER_DRAFT_MESSAGES,
  PAYER_LABELS,
  ORDER_DRAFT_STATUS_LABELS,
  SEND_BACK_NOTE_MAX_LENGTH,
  patientLabel,
  type OrderDraft,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';
import { WhoPays, useMyClinicAccount } from '@/features/clinic-accounts/index.ts';
import type { DraftPayerChoice } from './draft-editor.tsx';
import { awaitingSignature, useDrafts, useSendBackDraft, useSignDraft } from '../api/order-drafts.ts';

/** The draft's patients, each once, as the list names them. */
function patientsOf(draft: OrderDraft): string {
  return [...new Set(draft.patients.map(patientLabel))].join('; ');
}

const itemCount = (draft: OrderDraft) => (draft.cart.length === 1 ? '1 item' : `${draft.cart.length} items`);

/** In the signed-in shell: how many orders wait for the prescriber's signature, a link to "To sign". */
export function ToSignMarker({ uid, href }: { uid: string; href: string }) {
  const drafts = useDrafts(uid);
  const count = awaitingSignature(drafts.data ?? []).length;
  return (
    <div role="status">
      {count > 0 && (
        <p className="notice to-sign-marker">
          <Link to={href}>{count === 1 ? '1 order waits for your signature' : `${count} orders wait for your signature`}</Link>
        </p>
      )}
    </div>
  );
}

interface DraftListProps {
  prescriberId: string;
  /** The prescriber's "To sign", or the staff member's drafts for the prescriber they work for. */
  side: 'prescriber' | 'staff';
  /** Where a draft opens. */
  openHref: (draftId: string) => string;
}

/**
 * A prescriber's drafts (decision 045): for the prescriber, those to sign and those sent
 * back; for their staff, every draft with where it stands and the prescriber's note.
 */
export function DraftList({ prescriberId, side, openHref }: DraftListProps) {
  const headingId = useId();
  const drafts = useDrafts(prescriberId);
  const shown = (drafts.data ?? []).filter((draft) => side === 'staff' || draft.status !== 'signed');
  return (
    <section className="draft-list" aria-labelledby={headingId} aria-busy={drafts.isFetching}>
      <h2 id={headingId}>{side === 'prescriber' ? 'To sign' : 'Drafts for signing'}</h2>
      <p>
        {side === 'prescriber'
          ? 'Orders your staff prepared. Nothing reaches the pharmacy until you sign it; you may change an order first, or send it back with a note.'
          : 'Orders you prepared wait here for the prescriber. One sent back shows their note: open it, change it and send it again.'}
      </p>
      {drafts.isPending && <p>Loading drafts...</p>}
      {drafts.isError && <FormError message="The drafts could not be loaded. Please try again." />}
      {drafts.data && shown.length === 0 && <p>{side === 'prescriber' ? 'Nothing to sign.' : 'No drafts yet.'}</p>}
      {shown.length > 0 && (
        <ul className="draft-list__items">
          {shown.map((draft) => (
            <li key={draft.draftId} className="surface-panel draft-list__item">
              <p>
                <span className={`status-badge draft-status draft-status--${draft.status}`}>{ORDER_DRAFT_STATUS_LABELS[draft.status]}</span>{' '}
                <strong>{itemCount(draft)}</strong> for {patientsOf(draft)} · paid by {PAYER_LABELS[draft.payer].toLowerCase()}
              </p>
              <p className="field-note">
                Prepared by {draft.preparedBy.name} · last changed {formatSydneyDateTime(draft.updatedAt)} by {draft.lastChangedBy.name}
              </p>
              {draft.status === 'sent_back' && draft.note && (
                <blockquote className="draft-list__note">
                  <p>Note from the prescriber: {draft.note}</p>
                </blockquote>
              )}
              {draft.status === 'signed' ? (
                <p>Signed: order request {draft.orderRequestId}</p>
              ) : (
                (side === 'staff' || draft.status === 'awaiting_signature') && (
                  <Link className="button button--secondary" to={openHref(draft.draftId)}>
                    {side === 'prescriber' ? 'Open to sign' : 'Open'}
                    <span className="visually-hidden"> the draft for {patientsOf(draft)}</span>
                  </Link>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A sent-back draft's note, above the order form, for the staff member changing it. */
export function DraftNote({ draft }: { draft: OrderDraft }) {
  if (draft.status !== 'sent_back' || !draft.note) return null;
  return (
    <div className="notice notice--warning draft-note">
      <p>
        <strong>Sent back by the prescriber:</strong> {draft.note}
      </p>
      <p>Change the order below, then send it for signing again.</p>
    </div>
  );
}

interface SignPanelProps {
  draft: OrderDraft;
  /** Changes in the form not saved to the draft yet: signing signs what is saved. */
  unsaved: boolean;
  /** Who pays for the order signed (decision 083): the draft's payer until the prescriber changes it here. */
  payer: DraftPayerChoice;
  onSigned: (requestId: string) => void;
  onSentBack: () => void;
}

/** The prescriber's decision on a draft: sign it (a recent sign-in), or send it back with a note. */
export function DraftSignPanel({ draft, unsaved, payer, onSigned, onSentBack }: SignPanelProps) {
  const headingId = useId();
  const sign = useSignDraft();
  const sendBack = useSendBackDraft();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  function handleSendBack(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (note.trim() === '') return setNoteError(ORDER_DRAFT_MESSAGES.noteRequired);
    setNoteError(null);
    sendBack.mutate({ draft, note: note.trim() }, { onSuccess: onSentBack });
  }

  return (
    <section className="surface-panel draft-sign" aria-labelledby={headingId}>
      <h2 id={headingId}>Prepared by {draft.preparedBy.name}</h2>
      <p>
        {itemCount(draft)} for {patientsOf(draft)}. Check the order below; you may change it and save your changes. Signing sends it to the
        pharmacy in your name, recording that {draft.preparedBy.name} prepared it.
      </p>
      <DraftPayer choice={payer} />
      {unsaved && <p className="notice notice--warning">You have changed the order: save your changes to the draft (below the cart) before you sign.</p>}
      <FormError message={sign.error?.message} />
      <button
        type="button"
        className="button button--primary button--large"
        disabled={unsaved || sign.isPending}
        aria-busy={sign.isPending}
        onClick={() => sign.mutate({ draft, payer: payer.payer }, { onSuccess: (requestId) => onSigned(String(requestId)) })}
      >
        {sign.isPending ? 'Signing...' : 'Sign and send to the pharmacy'}
      </button>
      <p className="field-note">{ORDER_DRAFT_MESSAGES.recentSignIn}</p>
      <form className="form draft-sign__back" noValidate onSubmit={handleSendBack}>
        <FormField label="Note to your staff member" error={noteError ?? undefined}>
          {(control) => (
            <textarea {...control} rows={3} maxLength={SEND_BACK_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
        <FormError message={sendBack.error?.message} />
        <button type="submit" className="button button--secondary" disabled={sendBack.isPending}>
          {sendBack.isPending ? 'Sending back...' : 'Send back with this note'}
        </button>
      </form>
    </section>
  );
}

/**
 * Who pays, on the signing screen (decision 083): the choice while the prescriber's clinic
 * account is open; without one, the patient, and a draft that names the clinic says so and
 * offers the patient instead (signing it as it is would be refused).
 */
function DraftPayer({ choice }: { choice: DraftPayerChoice }) {
  const account = useMyClinicAccount();
  if (account.data?.account) return <WhoPays account={account.data.account} payer={choice.payer} onChange={choice.change} />;
  // While the account loads, the draft's own payer holds the line, so the button below does not move under a click.
  if (!account.data || choice.payer === 'patient') return <p className="draft-sign__payer">Who pays: {PAYER_LABELS[choice.payer]}</p>;
  return (
    <div className="notice notice--warning draft-sign__payer">
      <p>
        This draft names {PAYER_LABELS.clinic.replace(/^The/, 'the')} as the payer. {CLINIC_ACCOUNT_MESSAGES.noOpenAccount}
      </p>
      <button type="button" className="button button--secondary" onClick={() => choice.change('patient')}>
        Let the patient pay
      </button>
    </div>
  );
}
