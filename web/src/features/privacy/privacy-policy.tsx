/**
 * The Privacy Policy (APP 1): what the pharmacy collects, why, where it is held, who
 * receives what, how to ask for access or correction and how to complain. Plain
 * en-AU. It names no medicine: public pages follow medicines advertising law.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES, SITE, formatAddress } from '@pharmacy/shared';

interface PolicySection {
  heading: string;
  body: ReactNode;
}

const SECTIONS: PolicySection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        {SITE.productName} ({formatAddress()}) is a community pharmacy that prepares compounded medicines. We are bound
        by the Australian Privacy Principles in the Privacy Act 1988 and by the Health Records and Information Privacy
        Act 2002 (NSW). Health information is sensitive information, and we handle it with particular care.
      </p>
    ),
  },
  {
    heading: 'What we collect, and why',
    body: (
      <ul>
        <li>
          <strong>Enquiries and script uploads</strong> (<Link to={ROUTES.contact}>Contact</Link> and{' '}
          <Link to={ROUTES.upload}>Upload Script</Link>): your name, e-mail address, phone number, your notes and any
          file you attach. We use them to answer you and, for a script, to prepare for dispensing it. An uploaded
          image of a script is an advance copy: we still need the original paper prescription or the electronic
          prescription before we can dispense.
        </li>
        <li>
          <strong>Practitioner registrations</strong>: a prescriber&apos;s name, Ahpra or board registration number,
          clinic name and address, e-mail address and password (held by our sign-in provider, never by us in
          readable form), and, if they turn on two-step sign-in, a mobile number for the sign-in codes. We use them to check who is registering, to approve access to the practitioner portal and
          to contact the practitioner about their orders.
        </li>
        <li>
          <strong>Order requests</strong> from approved practitioners: what is to be compounded, the patient each
          medicine is for (name, date of birth, phone, allergies and notes, and pickup or the delivery address; for an
          animal, its name, species and weight and its owner&apos;s name and phone; if the patient agrees, an e-mail
          address for notices, which carry only a link to track the parcel or to pay the invoice), the
          e-script token or the prescription copies they attach, and the practitioner&apos;s notes and questions. We
          use them to prepare, check, label and supply the medicine, and we keep them as dispensing and health records.
          A parcel&apos;s carrier (Australia Post, StarTrack or a Sydney courier) receives the name and address on it.
          A practitioner&apos;s list of their patients is kept so they can choose a patient when ordering; only they,
          the clinic staff they have invited, and our staff can see it.
        </li>
        <li>
          <strong>Clinic staff</strong>: when a practitioner invites a nurse or receptionist to prepare their work, the
          staff member&apos;s name and e-mail address, their password (held by our sign-in provider), and which
          practitioners they work for, including when that access ended. We use them to let the staff member sign in,
          to show each practitioner and the pharmacy who could see which patients, and to end that access. Orders they
          prepare wait as drafts until the practitioner signs them.
        </li>
        <li>
          <strong>Security records</strong>: a record of what our staff, practitioners and clinic staff do in the
          portal (for example, who opened an uploaded script or changed a patient&apos;s details), which names the
          patients concerned, and short-lived counters that stop one connection from flooding our forms. Counters
          hold a keyed code, never your address.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Where your information is held',
    body: (
      <p>
        Forms, uploaded files, registrations and orders are stored with Google Cloud in Sydney (the
        australia-southeast1 region). Only our staff, signed in to the portal, the practitioner who placed an order
        and the clinic staff that practitioner has invited to prepare their work can see them; a staff member&apos;s
        access ends when the practitioner removes them or we suspend them. The public website and the practitioner
        portal do not show one person&apos;s information to another.
      </p>
    ),
  },
  {
    heading: 'Overseas providers',
    body: (
      <>
        <p>
          Our e-mails are sent through SendGrid (Twilio Inc., United States). SendGrid receives the e-mail address we
          write to and the e-mail itself. We write our e-mails so that they carry only a reference number and a link
          to the portal: never a patient&apos;s name, a medicine, a script, a clinical question, or anything you typed
          into a form.
        </p>
        <p>
          Our staff, and practitioners who choose to, sign in with a code texted to their mobile. The text is sent by
          Google&apos;s sign-in service (Firebase Authentication, Google LLC, through phone carriers that may be outside
          Australia), which receives the mobile number and the code only.
        </p>
        <p>
          When a patient pays an invoice by card from the link we e-mail them, the payment is taken by Stripe (Stripe,
          Inc., United States, through Stripe Payments Australia). Stripe receives the invoice&apos;s number and the
          amount owing from us, and the card details and e-mail address the patient types into Stripe&apos;s payment
          page; it never receives the patient&apos;s name from us, the medicine or anything else about the order. We
          keep the payment&apos;s reference from Stripe with the invoice, never the card number.
        </p>
        <p>
          When a practitioner types a clinic address on the registration form, the address suggestions may come from
          Google Maps (Google LLC, United States), which receives what is typed into that field.
        </p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Order requests, their prescription copies and our record of compounding each item: 7 years after the order was completed or after its last supply, whichever is later (never counted from when it was placed), and for a patient under 18 until they turn 25 if that is later, as health records (NSW law requires at least 2 years from the last supply for dispensing records and 7 years for adults&apos; health records).</li>
        <li>Invoices and the payments recorded against them (the order&apos;s reference number, its lines and prices), and a clinic account&apos;s monthly statements: 7 years after the invoice was issued or the statement made, as financial records.</li>
        <li>Enquiries and script uploads that did not lead to an order: 2 years after we received them.</li>
        <li>Registrations whose e-mail address was never verified: 7 days.</li>
        <li>Clinic staff&apos;s order drafts: 30 days after their last change.</li>
        <li>Verification and password-reset links: until they expire (24 hours and 1 hour).</li>
        <li>When we delete a practitioner&apos;s account, their sign-in, details and list of patients go at once; orders they placed stay for the health-record period above.</li>
        <li>Which clinic staff worked for which practitioner, and when that access began and ended: kept as the record of who could see that practitioner&apos;s patients; a staff member&apos;s sign-in is deleted 30 days after their access ends.</li>
        <li>Our record of who opened, changed or sent health information in the portal (our staff, practitioners and clinic staff; it names the patients concerned, never their health details): 7 years.</li>
        <li>Our record of a suspected data breach (what happened, whose information it may have reached, how we assessed it and whom we told): 7 years after we last updated it.</li>
      </ul>
    ),
  },
  {
    heading: 'Access and correction',
    body: (
      <p>
        You may ask to see the information we hold about you, or to correct it. Call us on{' '}
        <a href={SITE.phoneHref}>{SITE.phone}</a> or e-mail <a href={`mailto:${SITE.email}`}>{SITE.email}</a>. We will
        confirm who you are before we answer, and reply within 30 days. There is no charge for asking. We send
        everything we hold about you, from every prescriber who ordered for you, as a readable summary with the same
        information as a data file. When we correct your record we keep what it said before, who changed it and why;
        orders already sent keep the details they were sent with.
      </p>
    ),
  },
  {
    heading: 'Complaints',
    body: (
      <p>
        If you are concerned about how we handled your information, please tell us first (by phone or e-mail, above);
        we will answer within 30 days. If you are not satisfied with our answer, you can complain to the Office of the
        Australian Information Commissioner (OAIC) at <a href="https://www.oaic.gov.au">oaic.gov.au</a> or on 1300 363
        992, or, for health information, to the NSW Information and Privacy Commission.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <div className="prose privacy-policy">
      <p className="privacy-policy__review" role="note">
        Draft for the pharmacy&apos;s review before launch: the pharmacy confirms every statement on this page with
        its privacy adviser, the retention periods included (records past them are deleted automatically every night).
      </p>
      {SECTIONS.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 id={headingId(section.heading)}>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}

const headingId = (heading: string) => `privacy-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
