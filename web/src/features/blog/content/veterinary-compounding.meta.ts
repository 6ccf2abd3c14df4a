import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'veterinary-compounding',
  title: "Veterinary Compounding: Tailored Medicines for Pets in Your Vet's Care",
  excerpt:
    'How a compounding pharmacy works with your vet to prepare medicines for animals: flavoured forms, accurate small doses and species-specific checks.',
  category: 'Veterinary',
  datePublished: '2026-03-10',
  dateModified: '2026-03-10',
  readTimeMinutes: 10,
  keywords: [
    'veterinary compounding Australia',
    'pet medication compounding',
    'flavoured medicine for dogs',
    'cat medicine compounding',
    'vet prescription pharmacy',
    'compounded treats for pets',
    'compounding pharmacy Sydney',
  ],
};

export default meta;
