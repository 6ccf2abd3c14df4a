import type { IconName } from '@/components/ui/icon.tsx';

/** The pharmacy's three values (spec section 1), in the spec's order. */
export const VALUES: readonly { title: string; description: string; icon: IconName }[] = [
  {
    title: 'Patient-Centric Care',
    description:
      'We listen first. Every preparation starts with the person who will use it: their prescription, their preferences and anything they cannot take.',
    icon: 'heart',
  },
  {
    title: 'Quality and Safety',
    description:
      'We work to documented procedures, use pharmaceutical-grade ingredients and check every preparation before it leaves the pharmacy.',
    icon: 'shield',
  },
  {
    title: 'Expertise and Innovation',
    description:
      'Our pharmacists keep training in compounding and invest in modern equipment, so we can prepare strengths and forms that are not available off the shelf.',
    icon: 'flask',
  },
];
