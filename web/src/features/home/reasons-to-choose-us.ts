import { SITE } from '@pharmacy/shared';

/** The four points of the home page's Why Choose Us list. */
export const REASONS_TO_CHOOSE_US: readonly { title: string; text: string }[] = [
  {
    title: 'Experienced compounding pharmacists',
    text: `Our pharmacists specialise in compounding and prepare every medicine on site in ${SITE.address.suburb}.`,
  },
  {
    title: 'Made for your prescription',
    text: 'Strength, form, flavour and ingredients are chosen with you and your prescriber, one patient at a time.',
  },
  {
    title: 'Quality and safety at every step',
    text: "Documented procedures, pharmaceutical-grade ingredients and a pharmacist's final check on every preparation.",
  },
  {
    title: 'Pickup or Australia-wide delivery',
    text: 'Collect from the pharmacy or have your medicine sent to your door with tracking.',
  },
];
