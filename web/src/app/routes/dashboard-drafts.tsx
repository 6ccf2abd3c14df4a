/**
 * Order drafts on the dashboard (decision 045), composed here because they join three
 * features (decision 014): the orders' own form and cart, clinic teams' drafts, and the
 * patients. A staff member prepares an order and sends it for signing; the prescriber
 * opens it under "To sign", may change it, sends it back with a note, or signs it.
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DRAFT_PARAM, ORDER_DRAFT_MESSAGES, ROUTES, WORKING_FOR_PARAM, type MedicationDatabase, type OrderDraft } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { ViewsNav } from '@/components/ui/views-nav.tsx';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { DASHBOARD_SECTIONS, STAFF_SECTIONS } from '@/lib/dashboard-sections.ts';
import { DraftList, DraftNote, DraftSignPanel, draftScripts, saveDraft, useDrafts, type DraftTarget } from '@/features/staff/index.ts';
import { orderRequestForm, type OrderSubmission } from '@/features/orders/api/submit-order-request.ts';
import { NewOrder } from '@/features/orders/components/new-order.tsx';
import { OrderHistory } from '@/features/orders/components/order-history.tsx';
import { useMedicationDatabase } from '@/features/catalogue/api/get-medication-database.ts';
import type { CartItem } from '@/features/orders/cart.ts';
import { cartFromStored } from '@/features/order-drafts/draft-cart.ts';
import { useOrdering, type Ordering } from '@/features/orders/use-ordering.ts';
import { PatientDirectory } from '@/features/patients/components/patient-directory.tsx';
import { usePrescriberPatientKind } from '@/features/patients/index.ts';
import { ORDER_DRAFTS_QUERY_KEY } from '@/features/order-drafts/api/order-drafts.ts';

/** Sends the cart as a draft (the order form's own multipart body); the drafts are read again after. */
function useDraftSend(target: DraftTarget, label: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return {
    label,
    run: async (submission: OrderSubmission) => {
      const id = await saveDraft(target, orderRequestForm(submission), submission.upload);
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: ORDER_DRAFTS_QUERY_KEY });
      return id;
    },
  };
}

/** The ordering state of a draft's own items, marked unsaved once its form or cart changes. */
function useTrackedOrdering(initial: { items: CartItem[]; notes: string }, actingFor: string | undefined) {
  const ordering = useOrdering({ initial, actingFor, patientKind: usePrescriberPatientKind() });
  const [unsaved, setUnsaved] = useState(false);
  const changed = () => setUnsaved(true);
  const tracked: Ordering = {
    ...ordering,
    changeCart: (action) => {
      changed();
      ordering.changeCart(action);
    },
    addToCart: (loaded) => {
      changed();
      ordering.addToCart(loaded);
    },
    patientEdited: (patient) => {
      changed();
      ordering.patientEdited(patient);
    },
    dispatchForm: (action) => {
      if (action.type === 'notes') changed();
      ordering.dispatchForm(action);
    },
  };
  return { ordering: tracked, unsaved };
}

interface DraftEditorProps {
  draft: OrderDraft;
  /** Whose patients the form finds: the draft's prescriber. */
  prescriberId: string;
  /** Set for a staff member, who saves patients through the staff path. */
  actingFor?: string;
  sendLabel: string;
  sentView: (id: string) => ReactNode;
  /** Above the form: the note for staff, the sign panel for the prescriber. */
  header: (unsaved: boolean) => ReactNode;
  /** Once saved, before the drafts are read again (which opens the saved draft afresh). */
  onSaved?: () => void;
}

/** A draft's script copies, fetched to be sent again with it. */
function useDraftFiles(draft: OrderDraft) {
  return useQuery({ queryKey: ['order-draft-scripts', draft.draftId, draft.updatedAt], queryFn: () => draftScripts(draft), staleTime: Infinity });
}

/**
 * A saved draft in the order form and cart (its script copies included), opened again
 * whenever the draft changes (its key: the id and the last change).
 */
function DraftEditor(props: DraftEditorProps) {
  const { draft, actingFor } = props;
  const catalogue = useMedicationDatabase(actingFor);
  const files = useDraftFiles(draft);
  if (files.isError) return <FormError message="The draft could not be opened. Please try again." />;
  if (catalogue.status !== 'ready' || !files.data) return <PageLoading label="Opening the draft..." />;
  return <LoadedDraft key={`${draft.draftId}-${draft.updatedAt}`} {...props} database={catalogue.database} files={files.data} />;
}

function LoadedDraft({ draft, prescriberId, actingFor, sendLabel, sentView, header, onSaved, database, files }: DraftEditorProps & { database: MedicationDatabase; files: (File | null)[] }) {
  const [initial] = useState(() => ({
    items: cartFromStored({ cart: draft.cart, patients: draft.patients, files }, database, () => crypto.randomUUID()),
    notes: draft.notes,
  }));
  const { ordering, unsaved } = useTrackedOrdering(initial, actingFor);
  const send = useDraftSend({ draft: draft.draftId }, sendLabel, onSaved);
  return (
    <>
      {header(unsaved)}
      <NewOrder uid={prescriberId} actingFor={actingFor} ordering={ordering} send={send} sentView={sentView} />
    </>
  );
}

/** The draft the address names (?draft=), once the prescriber's drafts are read. */
function useNamedDraft(prescriberId: string) {
  const [params] = useSearchParams();
  const draftId = params.get(DRAFT_PARAM);
  const drafts = useDrafts(prescriberId);
  return { draftId, drafts, draft: draftId ? drafts.data?.find((candidate) => candidate.draftId === draftId) : undefined };
}

function SentForSigning({ onAnother }: { onAnother: () => void }) {
  return (
    <div className="surface-panel order-submitted" role="status">
      <h2>Sent for signing</h2>
      <p>{ORDER_DRAFT_MESSAGES.saved}</p>
      <p>It reaches the pharmacy once the prescriber signs it. You can follow it under Drafts.</p>
      <button type="button" className="button button--primary" onClick={onAnother}>
        Prepare another order
      </button>
    </div>
  );
}

/** A staff member's New order: a new draft for the prescriber, or a draft opened from Drafts (?draft=). */
function StaffNewOrder({ prescriberId }: { prescriberId: string }) {
  const [params, setParams] = useSearchParams();
  const { draftId, drafts, draft } = useNamedDraft(prescriberId);
  const ordering = useOrdering({ actingFor: prescriberId, patientKind: usePrescriberPatientKind() });
  // Held here: the draft is read again once saved, which would open it afresh below.
  const [sent, setSent] = useState(false);
  const send = useDraftSend({ for: prescriberId }, 'Send for signing', () => setSent(true));
  const startAgain = () => {
    setSent(false);
    ordering.submitAnother();
    const next = new URLSearchParams(params);
    next.delete(DRAFT_PARAM);
    setParams(next);
  };
  const sentView = () => <SentForSigning onAnother={startAgain} />;

  if (sent) return sentView();
  if (draftId) {
    if (drafts.isPending) return <PageLoading label="Opening the draft..." />;
    if (!draft || draft.status === 'signed') return <p className="notice">This draft has been signed or no longer exists.</p>;
    return (
      <DraftEditor
        draft={draft}
        prescriberId={prescriberId}
        actingFor={prescriberId}
        sendLabel="Send for signing again"
        sentView={sentView}
        onSaved={() => setSent(true)}
        header={() => <DraftNote draft={draft} />}
      />
    );
  }
  return <NewOrder uid={prescriberId} actingFor={prescriberId} ordering={ordering} send={send} sentView={sentView} />;
}

/** A staff member's work for one prescriber (decisions 044, 045), in sections held in the address. */
export function StaffWork({ prescriberId }: { prescriberId: string }) {
  const [params] = useSearchParams();
  const section = STAFF_SECTIONS.from(params.get(VIEW_PARAM));
  const keep = { [WORKING_FOR_PARAM]: prescriberId };
  const openHref = (draftId: string) => `${ROUTES.dashboard}?${new URLSearchParams({ [VIEW_PARAM]: 'new-order', [DRAFT_PARAM]: draftId, ...keep }).toString()}`;
  return (
    <>
      <ViewsNav label="Staff dashboard sections" pathname={ROUTES.dashboard} views={STAFF_SECTIONS} current={section} keep={keep} />
      {section === 'new-order' && <StaffNewOrder prescriberId={prescriberId} />}
      {section === 'drafts' && <DraftList prescriberId={prescriberId} side="staff" openHref={openHref} />}
      {section === 'requests' && <OrderHistory uid={prescriberId} onReorder={undefined} staffView />}
      {section === 'patients' && <PatientDirectory uid={prescriberId} actingFor={prescriberId} />}
    </>
  );
}

/** The prescriber's "To sign" section: the list, or one draft opened to change, send back or sign. */
export function ToSignSection({ uid }: { uid: string }) {
  const [params, setParams] = useSearchParams();
  const { draftId, drafts, draft } = useNamedDraft(uid);
  const [outcome, setOutcome] = useState<string | null>(null);
  const toList = (message: string) => {
    setOutcome(message);
    const next = new URLSearchParams(params);
    next.delete(DRAFT_PARAM);
    setParams(next);
  };
  const openHref = (id: string) => `${ROUTES.dashboard}${DASHBOARD_SECTIONS.search('to-sign')}&${DRAFT_PARAM}=${encodeURIComponent(id)}`;

  if (draftId) {
    if (drafts.isPending) return <PageLoading label="Opening the draft..." />;
    if (!draft || draft.status !== 'awaiting_signature') return <p className="notice">{ORDER_DRAFT_MESSAGES.notAwaiting}</p>;
    return (
      <DraftEditor
        draft={draft}
        prescriberId={uid}
        sendLabel="Save changes to the draft"
        sentView={() => <p role="status">{ORDER_DRAFT_MESSAGES.changesSaved}</p>}
        header={(unsaved) => (
          <DraftSignPanel
            draft={draft}
            unsaved={unsaved}
            onSigned={(requestId) => toList(`Signed and sent to the pharmacy as order request ${requestId}.`)}
            onSentBack={() => toList(ORDER_DRAFT_MESSAGES.sentBack)}
          />
        )}
      />
    );
  }
  return (
    <>
      <div role="status">{outcome && <p className="notice">{outcome}</p>}</div>
      <DraftList prescriberId={uid} side="prescriber" openHref={openHref} />
    </>
  );
}
