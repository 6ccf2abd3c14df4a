import { capitalise, formatRegistered, statusTone } from '../practitioner-format.ts';
import { fullName, type PractitionerRow } from '../practitioner-row.ts';

/** The spec's "recent list of 5": who registered last, and where each one stands. */
export function RecentRegistrations({ rows }: { rows: readonly PractitionerRow[] }) {
  return (
    <section className="admin-section" aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent Registrations</h2>
      {rows.length === 0 ? (
        <p>No registrations yet.</p>
      ) : (
        <ol className="recent-registrations">
          {rows.map((row) => (
            <li key={row.id} className="recent-registrations__item">
              <span className="recent-registrations__name">{fullName(row) || '-'}</span>
              <span className="recent-registrations__email">{row.email}</span>
              <span className="recent-registrations__status">
                <span className={`status-dot status-dot--${statusTone(row.status)}`} aria-hidden="true" />
                {capitalise(row.status)}
              </span>
              <span className="recent-registrations__date">{formatRegistered(row.createdAt) || '-'}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
