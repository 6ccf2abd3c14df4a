import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'mens-health-compounding',
  title: "Men's Health and Compounding: What to Know Before You Ask",
  excerpt:
    "Where compounded medicines fit in men's health, from dosage forms and allergen-free options to safe use, and why it starts with a proper medical assessment.",
  category: "Men's Health",
  datePublished: '2025-06-24',
  dateModified: '2025-06-24',
  readTimeMinutes: 9,
  keywords: [
    "men's health Australia",
    'compounded medicines for men',
    'compounding pharmacy Sydney',
    'transdermal creams and gels',
    'lactose-free capsules',
    'scalp lotions',
  ],
};

export default meta;
