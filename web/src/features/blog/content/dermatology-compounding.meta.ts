import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'dermatology-compounding',
  title: 'Compounded Skin Preparations: How Custom Creams, Gels and Ointments Are Made',
  excerpt:
    'A practical guide to compounded skin preparations: choosing a base, avoiding ingredients that irritate, measuring the right amount and storing them safely.',
  category: 'Dermatology',
  datePublished: '2025-10-21',
  dateModified: '2026-01-29',
  readTimeMinutes: 10,
  keywords: [
    'dermatology compounding',
    'compounded creams Australia',
    'custom topical preparations',
    'fragrance-free cream',
    'preservative-free skin preparation',
    'sensitive skin prescription',
    'compounding pharmacy Sydney',
  ],
};

export default meta;
