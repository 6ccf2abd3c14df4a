import { SITE } from '@pharmacy/shared';

/** A staff member (spec section 3): name, title, bio, image. */
export interface StaffMember {
  name: string;
  title: string;
  /** 40 to 70 words: credentials and areas of focus, never patient outcomes (TGA advertising rules). */
  bio: string;
  /** Path under public/, 400 x 400. */
  image: string;
}

/** Shown when a staff photo cannot be loaded (spec section 2, "Team"). */
export const PLACEHOLDER_PHOTO = '/images/placeholder-person.svg';

export const STAFF: readonly StaffMember[] = [
  {
    name: 'Sarah Mitchell',
    title: 'Principal Pharmacist & Founder',
    bio: `Sarah founded ${SITE.productName} in ${SITE.foundedYear} after more than a decade in hospital and community pharmacy. She holds a Bachelor of Pharmacy and a postgraduate qualification in compounding, and is a member of the Pharmaceutical Society of Australia. Sarah oversees every preparation made in our laboratory and works closely with prescribers across Sydney.`,
    image: '/images/team/sarah-mitchell.svg',
  },
  {
    name: 'James Nguyen',
    title: 'Compounding Pharmacist',
    bio:
      "James holds a Bachelor of Pharmacy and a graduate certificate in pharmaceutical compounding, and is a member of the Pharmaceutical Society of Australia. He prepares creams, capsules, oral liquids and lozenges to prescribers' directions, with a particular interest in dermatology and in allergen-free, flavoured preparations for patients who cannot take standard products.",
    image: '/images/team/james-nguyen.svg',
  },
  {
    name: 'Priya Raman',
    title: "Compounding Pharmacist – Women's Health",
    bio:
      "Priya holds a Master of Pharmacy and is a member of the Pharmaceutical Society of Australia. She focuses on women's health compounding, working with GPs, gynaecologists and nurse practitioners on preparations in strengths and forms that are not available commercially. Priya also leads our consultation service, helping patients understand how to use and store their medicine.",
    image: '/images/team/priya-raman.svg',
  },
  {
    name: 'Tom Whitaker',
    title: 'Veterinary Compounding Pharmacist',
    bio:
      "Tom holds a Bachelor of Pharmacy and a graduate certificate in veterinary compounding, and is a member of the Pharmaceutical Society of Australia. He works with veterinarians to prepare medicines for dogs, cats, horses and exotic pets, in flavoured liquids, chewable treats and transdermal gels, each dosed to the animal's weight as the prescription directs.",
    image: '/images/team/tom-whitaker.svg',
  },
  {
    name: 'Mei Chen',
    title: 'Quality & Compliance Manager',
    bio:
      "Mei holds a Bachelor of Pharmaceutical Science and a graduate diploma in quality management. She maintains our compounding procedures, equipment calibration and staff training records in line with the Pharmacy Board of Australia's guidelines on compounding, and reviews the documentation of every batch before a pharmacist releases it.",
    image: '/images/team/mei-chen.svg',
  },
  {
    name: 'Olivia Brennan',
    title: 'Patient Care Coordinator',
    bio: 'Olivia is the first person many patients and prescribers speak to. She holds a Certificate IV in Community Pharmacy and coordinates scripts, enquiries, pickups and deliveries across Australia, keeping patients informed from the moment a script arrives until their medicine is ready. Olivia also supports our admin team with new practitioner registrations.',
    image: '/images/team/olivia-brennan.svg',
  },
];
