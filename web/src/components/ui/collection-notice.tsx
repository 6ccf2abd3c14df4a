/**
 * The collection notice beside a form that collects personal information (Australian
 * Privacy Principle 5): who collects it, why, who else receives it, and where the
 * Privacy Policy says the rest (access, correction, complaints).
 * A plain link, not the router's: the public forms run as islands without the router
 * (decision 072), and the Privacy Policy is a prerendered page of its own.
 */
import { ROUTES, SITE } from '@pharmacy/shared';

const NOTICES = {
  enquiry: `${SITE.productName} collects these details, and any file you attach, to answer your enquiry. They are stored in Sydney and seen only by our staff.`,
  script: `${SITE.productName} collects these details and your script to prepare for dispensing it and to contact you. They are stored in Sydney and seen only by our staff. An uploaded script is an advance copy: we still need the original or the electronic prescription.`,
  registration: `${SITE.productName} collects these details to check your registration, to decide on access to the practitioner portal and to contact you about your orders. They are stored in Sydney.`,
  order: `${SITE.productName} collects this order and its prescription copies to prepare and supply the medicine, and keeps them as health records. They are stored in Sydney and seen only by our staff and you.`,
} as const;

export type CollectionNoticeKind = keyof typeof NOTICES;

export function CollectionNotice({ kind }: { kind: CollectionNoticeKind }) {
  return (
    <p className="collection-notice">
      {NOTICES[kind]} Our e-mails, sent through a provider in the United States, carry only a reference and a link. See
      our <a href={ROUTES.privacy}>Privacy Policy</a> for how to see or correct your information, or complain.
    </p>
  );
}
