import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'compounding-pharmacy-australia-guide',
  title: 'Compounding Pharmacy in Australia: A Practical Guide for Patients and Prescribers',
  excerpt:
    "What compounding is, when it helps and when it doesn't, how it is regulated in Australia, and what happens between your prescription and pickup.",
  category: 'Compounding Guide',
  datePublished: '2025-03-18',
  dateModified: '2026-02-10',
  readTimeMinutes: 10,
  keywords: [
    'compounding pharmacy Australia',
    'compounded medicines',
    'compounding chemist Sydney',
    'beyond-use date',
    'Pharmacy Board of Australia compounding guidelines',
    'allergen-free medicines',
    'custom dosage forms',
  ],
};

export default meta;
