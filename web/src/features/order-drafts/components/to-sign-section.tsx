import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DRAFT_PARAM, ORDER_DRAFT_MESSAGES, ROUTES, type PatientKind } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { DASHBOARD_SECTIONS } from '@/lib/dashboard-sections.ts';
import { useNamedDraft } from '../hooks/use-named-draft.ts';
import { DraftEditor } from './draft-editor.tsx';
import { DraftList, DraftSignPanel } from './order-drafts.tsx';

/** The prescriber's "To sign" section: the list, or one draft opened to change, send back or sign. */
export function ToSignSection({ uid, patientKind }: { uid: string; patientKind: PatientKind | undefined }) {
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
        patientKind={patientKind}
        sendLabel="Save changes to the draft"
        sentView={() => <p role="status">{ORDER_DRAFT_MESSAGES.changesSaved}</p>}
        header={(unsaved, opened, payer) => (
          <DraftSignPanel
            draft={opened}
            unsaved={unsaved}
            payer={payer}
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
