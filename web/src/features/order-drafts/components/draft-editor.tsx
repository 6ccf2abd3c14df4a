import { useState, type ReactNode } from 'react';
import type { MedicationDatabase, OrderDraft, PatientKind, Payer } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useMedicationDatabase } from '@/features/catalogue/index.ts';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';
import { NewOrder } from '@/features/orders/index.ts';
import { cartFromStored } from '../draft-cart.ts';
import { useDraftFiles } from '../hooks/use-draft-files.ts';
import { useDraftSend } from '../hooks/use-draft-send.ts';
import { useTrackedOrdering } from '../hooks/use-tracked-ordering.ts';

interface DraftEditorProps {
  draft: OrderDraft;
  /** Whose patients the form finds: the draft's prescriber. */
  prescriberId: string;
  /** Set for a staff member, who saves patients through the staff path. */
  actingFor?: string;
  /** Whose patients the prescriber has (decision 048); undefined for staff. */
  patientKind: PatientKind | undefined;
  sendLabel: string;
  sentView: (id: string) => ReactNode;
  /**
   * Above the form: the note for staff, the sign panel for the prescriber (for the version
   * opened). For the prescriber, who pays is chosen there (decision 083): `payer` is it.
   */
  header: (unsaved: boolean, opened: OrderDraft, payer: DraftPayerChoice) => ReactNode;
  /** Once saved, before the drafts are read again (which opens the saved draft afresh). */
  onSaved?: () => void;
}

/** Who pays on the draft the prescriber opened, and how the signing panel changes it (decision 083). */
export interface DraftPayerChoice {
  payer: Payer;
  change: (payer: Payer) => void;
}

/**
 * A saved draft in the order form and cart (its script copies included), as it was when
 * opened. A change by the other side meanwhile (staff saving while the prescriber reads it,
 * or the reverse) shows a notice with a way to reload, never a reload over unsaved edits
 * (decision 064); the editor's own save opens the version it made.
 */
export function DraftEditor(props: DraftEditorProps) {
  const { draft: latest, actingFor, onSaved } = props;
  const [opened, setOpened] = useState(latest);
  const [ownSave, setOwnSave] = useState(false);
  const newer = latest.draftId === opened.draftId && latest.version !== opened.version;
  if (latest.draftId !== opened.draftId || (newer && ownSave)) {
    // Another draft opened, or the version this editor's own save made: open it (adjusting state while rendering).
    setOwnSave(false);
    setOpened(latest);
  }
  const catalogue = useMedicationDatabase(actingFor);
  const files = useDraftFiles(opened);
  if (files.isError) return <FormError message="The draft could not be opened. Please try again." />;
  if (catalogue.status !== 'ready' || !files.data) return <PageLoading label="Opening the draft..." />;
  const saved = () => {
    setOwnSave(true);
    onSaved?.();
  };
  return (
    <>
      <div role="status">{newer && !ownSave && <ChangedNotice latest={latest} onReload={() => setOpened(latest)} />}</div>
      <LoadedDraft key={`${opened.draftId}-${opened.version}-${opened.updatedAt}`} {...props} draft={opened} onSaved={saved} database={catalogue.database} files={files.data} />
    </>
  );
}

/** The other side changed the draft while it was open: say who and when, and let the reader reload when they choose. */
function ChangedNotice({ latest, onReload }: { latest: OrderDraft; onReload: () => void }) {
  return (
    <div className="notice notice--warning draft-changed">
      <p>
        This draft was changed by {latest.lastChangedBy.name} at {formatSydneyDateTime(latest.updatedAt)}; reload to see the changes. What you see
        below is the version you opened, with any changes you have not saved.
      </p>
      <button type="button" className="button button--secondary" onClick={onReload}>
        Reload the draft
      </button>
    </div>
  );
}

function LoadedDraft({
  draft,
  prescriberId,
  actingFor,
  patientKind,
  sendLabel,
  sentView,
  header,
  onSaved,
  database,
  files,
}: DraftEditorProps & { database: MedicationDatabase; files: (File | null)[] }) {
  const [initial] = useState(() => ({
    items: cartFromStored({ cart: draft.cart, patients: draft.patients, files }, database, () => crypto.randomUUID()),
    notes: draft.notes,
  }));
  const { ordering, unsaved } = useTrackedOrdering(initial, actingFor, patientKind);
  // Staff choose who pays in the cart; the prescriber in the signing panel, whose choice a save of their changes keeps too.
  const [payer, setPayer] = useState<Payer>(draft.payer);
  const send = useDraftSend({ draft: draft.draftId }, sendLabel, onSaved, actingFor ? { initialPayer: draft.payer } : { payer });
  return (
    <>
      {header(unsaved, draft, { payer, change: setPayer })}
      <NewOrder uid={prescriberId} actingFor={actingFor} ordering={ordering} send={send} sentView={sentView} />
    </>
  );
}
