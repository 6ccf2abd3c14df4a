import { useState, type ReactNode } from 'react';
import type { MedicationDatabase, OrderDraft, PatientKind } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useMedicationDatabase } from '@/features/catalogue/index.ts';
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
  /** Above the form: the note for staff, the sign panel for the prescriber. */
  header: (unsaved: boolean) => ReactNode;
  /** Once saved, before the drafts are read again (which opens the saved draft afresh). */
  onSaved?: () => void;
}

/**
 * A saved draft in the order form and cart (its script copies included), opened again
 * whenever the draft changes (its key: the id and the last change).
 */
export function DraftEditor(props: DraftEditorProps) {
  const { draft, actingFor } = props;
  const catalogue = useMedicationDatabase(actingFor);
  const files = useDraftFiles(draft);
  if (files.isError) return <FormError message="The draft could not be opened. Please try again." />;
  if (catalogue.status !== 'ready' || !files.data) return <PageLoading label="Opening the draft..." />;
  return <LoadedDraft key={`${draft.draftId}-${draft.updatedAt}`} {...props} database={catalogue.database} files={files.data} />;
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
  const send = useDraftSend({ draft: draft.draftId }, sendLabel, onSaved);
  return (
    <>
      {header(unsaved)}
      <NewOrder uid={prescriberId} actingFor={actingFor} ordering={ordering} send={send} sentView={sentView} />
    </>
  );
}
