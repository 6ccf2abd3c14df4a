import { useSearchParams } from 'react-router';
import { DRAFT_PARAM } from '@pharmacy/shared';
import { useDrafts } from '../api/order-drafts.ts';

/** The draft the address names (?draft=), once the prescriber's drafts are read. */
export function useNamedDraft(prescriberId: string) {
  const [params] = useSearchParams();
  const draftId = params.get(DRAFT_PARAM);
  const drafts = useDrafts(prescriberId);
  return { draftId, drafts, draft: draftId ? drafts.data?.find((candidate) => candidate.draftId === draftId) : undefined };
}
