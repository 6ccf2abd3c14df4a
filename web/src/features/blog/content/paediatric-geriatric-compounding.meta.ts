import type { ArticleMeta } from '../article-types.ts';

const meta: ArticleMeta = {
  id: 'paediatric-geriatric-compounding',
  title: 'Compounding for Children and Older Adults: Doses, Flavours and Easier-to-Take Forms',
  excerpt:
    'When a child or an older adult struggles with standard medicines, compounding can offer flavoured liquids, adjusted strengths and easier forms. Here is how.',
  category: 'Paediatric & Geriatric',
  datePublished: '2025-06-17',
  dateModified: '2025-09-08',
  readTimeMinutes: 10,
  keywords: [
    'paediatric compounding Australia',
    'compounded medicine for children',
    'flavoured oral liquids',
    'aged care compounding',
    'swallowing difficulties medicine',
    'compounding pharmacy Sydney',
  ],
};

export default meta;
