import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DRAFT_PARAM, type PatientKind } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { NewOrder, useOrdering } from '@/features/orders/index.ts';
import { useDraftSend } from '../hooks/use-draft-send.ts';
import { useNamedDraft } from '../hooks/use-named-draft.ts';
import { DraftEditor } from './draft-editor.tsx';
import { DraftNote } from './order-drafts.tsx';
import { SentForSigning } from './sent-for-signing.tsx';

/** A staff member's New order: a new draft for the prescriber, or a draft opened from Drafts (?draft=). */
export function StaffNewOrder({ prescriberId, patientKind }: { prescriberId: string; patientKind: PatientKind | undefined }) {
  const [params, setParams] = useSearchParams();
  const { draftId, drafts, draft } = useNamedDraft(prescriberId);
  const ordering = useOrdering({ actingFor: prescriberId, patientKind });
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
        patientKind={patientKind}
        sendLabel="Send for signing again"
        sentView={sentView}
        onSaved={() => setSent(true)}
        header={() => <DraftNote draft={draft} />}
      />
    );
  }
  return <NewOrder uid={prescriberId} actingFor={prescriberId} ordering={ordering} send={send} sentView={sentView} />;
}
