import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '@/components/ui/form-error.tsx';
import { formatSydneyLogTime } from '@/lib/sydney-time.ts';
import { auditLogKey, getAuditLogPage } from '../api/get-audit-log.ts';
import { auditLogOfPatients } from '../audit-address.ts';
import { auditActionLabel } from '../audit-entry-text.ts';

/** The latest entries the panel lists; the audit log, one link away, has them all. */
export const WHO_HAS_SEEN_LIMIT = 10;

interface WhoHasSeenProps {
  /**
   * patients/{id} of one person: usually one id; a person who is a patient of several
   * prescribers has one record with each, and the panel lists the entries naming any.
   */
  patientIds: readonly string[];
  /** Whom the panel is about, for its heading ("Who has seen Jane Citizen"). */
  name: string;
  /** The heading's level where the panel sits; h4 on the order detail, beside its other sections. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * "Who has seen this patient" (decision 039): the admins who opened, downloaded or acted
 * on anything of this patient's, newest first, from the audit entries naming them, and
 * a link to all of them in the audit log. Read when it opens; it lists nothing about the
 * patient but who, what and when.
 */
export function WhoHasSeen({ patientIds, name, headingLevel = 4 }: WhoHasSeenProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const filters = { patientIds };
  const entries = useQuery({
    queryKey: [...auditLogKey(filters), 'latest'],
    queryFn: () => getAuditLogPage(filters, undefined, WHO_HAS_SEEN_LIMIT),
    enabled: patientIds.length > 0,
    staleTime: 0,
  });
  const rows = entries.data?.rows ?? [];
  return (
    <section className="who-has-seen" aria-labelledby={headingId}>
      <Heading id={headingId}>Who has seen {name}</Heading>
      {entries.isPending && patientIds.length > 0 && <p>Loading who has seen {name}...</p>}
      <FormError message={entries.error ? `Who has seen ${name} could not be loaded: ${entries.error.message}` : null} />
      {entries.isSuccess && rows.length === 0 && <p>No admin has opened anything of {name}&rsquo;s yet.</p>}
      {rows.length > 0 && (
        <ul className="who-has-seen__list">
          {rows.map((row) => (
            <li key={row.id}>
              <strong>{row.actorEmail}</strong> · {auditActionLabel(row.action)} · <time dateTime={row.at}>{formatSydneyLogTime(row.at)}</time>
            </li>
          ))}
        </ul>
      )}
      {patientIds.length > 0 && (
        <Link to={auditLogOfPatients(patientIds)}>
          Every audit entry about {name}
          {entries.data?.next ? ' (more than these)' : ''}
        </Link>
      )}
    </section>
  );
}
