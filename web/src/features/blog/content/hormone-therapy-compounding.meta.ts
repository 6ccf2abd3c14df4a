import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'hormone-therapy-compounding',
  title: 'Hormone Therapy and Compounding: An Honest Guide for Patients and Prescribers',
  excerpt:
    "When a compounded hormone preparation may suit, what 'bioidentical' really means, the forms available and how to use them safely, with your prescriber.",
  category: 'Hormone Therapy',
  datePublished: '2025-09-09',
  dateModified: '2026-05-19',
  readTimeMinutes: 9,
  keywords: [
    'hormone therapy Australia',
    'compounded hormone preparations',
    'menopause',
    'bioidentical hormones explained',
    'transdermal creams',
    'troches',
    'compounding pharmacy Sydney',
  ],
};

export default meta;
