import { useEffect, useState } from 'react';
import { CONSIGNMENT_MESSAGES, CONSIGNMENT_STATUS_LABELS, type PublicTracking } from '@pharmacy/shared';
import { getTracking, type TrackingAnswer } from '../api/get-tracking.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function CallThePharmacy({ phone }: { phone: string }) {
  return (
    <p>
      {CONSIGNMENT_MESSAGES.trackingCall} <a href={telHref(phone)}>{phone}</a>.
    </p>
  );
}

function Tracking({ tracking }: { tracking: PublicTracking }) {
  return (
    <>
      <dl className="fact-list tracking-facts">
        <dt>Status</dt>
        <dd>
          <span className={`consignment-status consignment-status--${tracking.status}`}>{CONSIGNMENT_STATUS_LABELS[tracking.status]}</span>
        </dd>
        <dt>Carrier</dt>
        <dd>{tracking.carrier}</dd>
        {tracking.trackingNumber && (
          <>
            <dt>Tracking number</dt>
            <dd>
              {tracking.trackingUrl ? (
                <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                  <code>{tracking.trackingNumber}</code>
                  <span className="visually-hidden"> on the carrier&rsquo;s tracking page (opens in a new tab)</span>
                </a>
              ) : (
                <code>{tracking.trackingNumber}</code>
              )}
            </dd>
          </>
        )}
      </dl>
      <CallThePharmacy phone={tracking.pharmacyPhone} />
    </>
  );
}

/**
 * The patient's tracking page (issue 33 part 5, decision 061), opened from the link in
 * their e-mail without signing in: the status, the carrier, the tracking number and the
 * pharmacy's phone, and nothing else (the server answers nothing else). An unknown or
 * expired link says so plainly.
 */
export function TrackingPage({ token, pharmacyPhone }: { token: string; pharmacyPhone: string }) {
  // Kept with the token it answers, so another token shows nothing until its own answer comes.
  const [answered, setAnswered] = useState<{ token: string; answer: TrackingAnswer } | null>(null);
  const answer = answered?.token === token ? answered.answer : null;
  useEffect(() => {
    let current = true;
    void getTracking(token).then((next) => {
      if (current) setAnswered({ token, answer: next });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="tracking-page" aria-live="polite" aria-busy={answer === null}>
      {answer === null && <p>Looking up your parcel...</p>}
      {answer?.kind === 'found' && <Tracking tracking={answer.tracking} />}
      {answer?.kind === 'not-found' && <p className="notice notice--warning">{CONSIGNMENT_MESSAGES.trackingNotFound}</p>}
      {answer?.kind === 'expired' && <p className="notice notice--warning">{CONSIGNMENT_MESSAGES.trackingExpired}</p>}
      {answer?.kind === 'failed' && <p className="notice notice--warning">The parcel&rsquo;s status could not be loaded just now. Please try again later.</p>}
      {answer !== null && answer.kind !== 'found' && <CallThePharmacy phone={pharmacyPhone} />}
    </div>
  );
}
