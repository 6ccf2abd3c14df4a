import { SITE } from '@pharmacy/shared';

/** A FAQ item (spec section 3): question and answer. */
export interface FaqItem {
  q: string;
  a: string;
}

/** The eight questions of the FAQ page, on the spec's topics and in its order. Answers stay factual. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    q: 'What is compounding?',
    a: 'Compounding is the preparation of a medicine by a pharmacist for one particular person, to a prescription. We compound when a commercially available product does not suit, for example when a different strength, a different form such as a cream or an oral liquid, or a preparation without a particular ingredient is needed.',
  },
  {
    q: 'Are compounded medicines safe?',
    a: 'Compounded medicines are prepared by registered pharmacists following the Pharmacy Board of Australia guidelines on compounding. Each preparation is made to documented procedures from pharmaceutical-grade ingredients, checked by a pharmacist before it is released, and labelled with directions for use and storage. Your prescriber decides whether a compounded medicine is appropriate for you.',
  },
  {
    q: 'Do I need a prescription?',
    a: 'Yes. Compounded prescription medicines need a valid prescription from a licensed practitioner, such as your doctor, nurse practitioner, dentist or veterinarian.',
  },
  {
    q: 'How do I order a compounded medicine?',
    a: `Upload a photo or scan of your script on our Upload Script page, bring it to the pharmacy in ${SITE.address.suburb}, or ask your prescriber to send it to us. Practitioners registered with us can also order through the practitioner portal.`,
  },
  {
    q: 'Do you ship Australia-wide?',
    a: `Yes. We ship Australia-wide with tracking, and delivery takes 2-5 business days. You are also welcome to collect your medicine from the pharmacy in ${SITE.address.suburb}.`,
  },
  {
    q: 'What payment methods do you accept?',
    a: 'We accept Visa, MasterCard, EFTPOS and bank transfer.',
  },
  {
    q: 'What happens after I upload my script?',
    a: 'Our pharmacists review your script. If we need more information, we contact you. When your medicine is ready, we notify you so that you can pick it up from the pharmacy or have it delivered.',
  },
  {
    q: 'What happens after I register as a practitioner?',
    a: 'First confirm your e-mail address with the link we send you. Our admin team then reviews your registration, including your details and the documents you uploaded. When it is approved you receive an e-mail, and you can then log in to reach practitioner resources and place orders.',
  },
];
