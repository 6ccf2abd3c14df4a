/**
 * What order drafts (decision 045) need from storage: order-draft-store.ts implements it
 * on Firestore (ORDER_DRAFT_COLLECTION), testing/memory-order-draft-store.ts in memory.
 * A draft is stored with the shared OrderDraftSchema's fields, its times as Timestamps;
 * its script copies live in Storage through the orders' store.
 */
import type { AuditEntry, OrderDraft, OrderPerson } from '@pharmacy/shared';
import type { CheckedOrderItem, OrderRecord } from '../orders/index.ts';

/** Who acted, as the audit log names them (platform/http/actor.ts). */
export type DraftActor = Pick<AuditEntry, 'actorUid' | 'actorEmail'>;

/** A draft as it is saved: the order form's fields as checked, and who saved it. */
export interface DraftSave extends Pick<OrderDraft, 'draftId' | 'prescriberId' | 'cart' | 'notes' | 'scripts' | 'lastChangedBy' | 'payer'> {
  /** Per item, the patient as the submit's checks read it. */
  patients: CheckedOrderItem['patient'][];
  /** Whether the draft exists already (saved again) or is new. */
  again: boolean;
  /** Who prepared it: always set on a new draft; on a draft saved again only when staff save it (the prescriber's change keeps its preparer). */
  preparedBy: OrderDraft['preparedBy'] | null;
  at: Date;
}

export interface DraftSendBack {
  draftId: string;
  /** The version the prescriber opened: another is refused ('changed'). */
  version: number;
  note: string;
  lastChangedBy: OrderPerson;
  at: Date;
}

export interface DraftSigning {
  draftId: string;
  /** The version the prescriber opened and claimed (claimSigning). */
  version: number;
  requestId: string;
  signedBy: OrderPerson;
  preparedBy: OrderPerson;
  /** Who pays for the order made (decision 083), as checked when it was made. */
  payer: OrderDraft['payer'];
  at: Date;
}

/** What one page of a prescriber's requests asks for (requestsOf). */
export interface RequestsPageAsk {
  conditions: readonly { field: string; value: string }[];
  /** At most 30 (Firestore's array-contains-any); absent for every patient. */
  patientIds?: readonly string[];
  after?: string;
  limit: number;
}
export interface RequestsPage {
  orders: OrderRecord[];
  next: string | null;
}

export interface OrderDraftStore {
  /** An id for a new draft (nothing is stored yet). */
  newDraftId(): string;
  /** The draft, or null when there is none or it cannot be read as one (logged). */
  get(draftId: string): Promise<OrderDraft | null>;
  /**
   * Creates the draft (version 1) or, saved again, replaces its fields while it is neither
   * signed nor being signed, with the next version, in one transaction with its audit entry
   * (`draft.prepare`).
   */
  save(draft: DraftSave, actor: DraftActor, audit: { items: number; byPrescriber: boolean }): Promise<'saved' | 'not_found' | 'signed' | 'being_signed'>;
  /** Turns an awaiting draft of this version `sent_back` with the note (the next version), in one transaction with its audit entry. */
  sendBack(change: DraftSendBack, actor: DraftActor): Promise<'sent_back' | 'not_found' | 'signed' | 'not_awaiting' | 'changed' | 'being_signed'>;
  /**
   * The sign's first transaction (decision 064): the draft must still be awaiting the
   * signature at the version the prescriber opened; it is then held until `until`, so no
   * save or send-back changes it while its order is made. 'changed' when another version
   * is stored.
   */
  claimSigning(draftId: string, version: number, until: Date): Promise<'claimed' | 'not_found' | 'signed' | 'not_awaiting' | 'changed'>;
  /** Lets the draft be changed again after a sign that failed. */
  releaseSigning(draftId: string): Promise<void>;
  /**
   * Marks the draft signed with the order it made, in one transaction with its audit entry;
   * 'already' when the request that made this same order did it, 'signed_before' (with the
   * first order) when another order was made from it, 'changed' when the stored version is
   * not the one signed; nothing written in those cases.
   */
  markSigned(change: DraftSigning, actor: DraftActor): Promise<{ kind: 'signed' | 'already' | 'not_found' | 'changed' } | { kind: 'signed_before'; first: string | null }>;
  /**
   * One page of the prescriber's order requests, newest first: what their staff follow
   * (decisions 064, 069). `conditions` are equality filters (myRequestsConditions),
   * `patientIds` keeps requests for any of those patients, `after` is the request ID the
   * page starts after; 'cursor_gone' when that request is not the prescriber's (any more).
   * `next` is the request ID of the page's last request when there may be more.
   */
  requestsOf(prescriberId: string, page: RequestsPageAsk): Promise<RequestsPage | 'cursor_gone'>;
  /** One of the prescriber's requests by its ID; null when there is none or it is another's. */
  requestOf(prescriberId: string, requestId: string): Promise<OrderRecord | null>;
  /** The prescriber's e-mail address on their users record, or null without one. */
  prescriberEmail(prescriberId: string): Promise<string | null>;
}
