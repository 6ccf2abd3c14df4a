import { SITE } from '@pharmacy/shared';
import type { IconName } from '@/components/ui/icon.tsx';

/** A service card (spec section 3): title, description, icon. */
interface CoreService {
  title: string;
  description: string;
  icon: IconName;
}

/** The four core services of the home page (spec section 1), in the spec's order. */
export const CORE_SERVICES: readonly CoreService[] = [
  {
    title: 'Personalised Compounding',
    description:
      'Medicines prepared in the strength, form and flavour your prescription calls for, from creams and gels to capsules, oral liquids and lozenges.',
    icon: 'mortar',
  },
  {
    title: 'Consultation Services',
    description:
      'Time with one of our pharmacists to talk through your compounded medicine: how to use it, how to store it and any questions you have.',
    icon: 'chat',
  },
  {
    title: 'Prescription Management',
    description:
      'We keep your scripts on file, keep track of your repeats and liaise with your prescriber when a new script is needed.',
    icon: 'clipboard',
  },
  {
    title: 'Delivery Services',
    description: `Collect your medicine from our ${SITE.address.suburb} pharmacy or have it sent to you anywhere in Australia with tracked delivery.`,
    icon: 'truck',
  },
];
