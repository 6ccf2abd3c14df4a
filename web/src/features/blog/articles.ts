/**
 * The six built-in articles (spec section 2, "Blog article"). Metadata is bundled
 * with the list; each body is its own chunk, fetched only when its article opens.
 */
import { LOCALE, SITE, TIME_ZONE } from '@pharmacy/shared';
import type { ArticleMeta } from './article-types.ts';
import compoundingGuide from './content/compounding-pharmacy-australia-guide.meta.ts';
import dermatology from './content/dermatology-compounding.meta.ts';
import hormoneTherapy from './content/hormone-therapy-compounding.meta.ts';
import mensHealth from './content/mens-health-compounding.meta.ts';
import paediatricGeriatric from './content/paediatric-geriatric-compounding.meta.ts';
import veterinary from './content/veterinary-compounding.meta.ts';

export interface Article extends ArticleMeta {
  /** The pharmacy itself (spec section 3): no testimonials or named individuals. */
  author: string;
  /** datePublished as shown, e.g. "12 March 2026". */
  dateText: string;
  /** e.g. "8 min read". */
  readTime: string;
}

// A fixed locale and zone: the prerendered HTML and the hydrating browser must agree.
const longDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });

function toArticle(meta: ArticleMeta): Article {
  // An ISO date alone is midnight UTC, which is the same calendar day in Sydney.
  return {
    ...meta,
    author: SITE.productName,
    dateText: longDate.format(new Date(meta.datePublished)),
    readTime: `${meta.readTimeMinutes} min read`,
  };
}

/** Newest first; the ISO dates sort as text. */
export const ARTICLES: readonly Article[] = [
  compoundingGuide,
  mensHealth,
  hormoneTherapy,
  paediatricGeriatric,
  dermatology,
  veterinary,
]
  .map(toArticle)
  .sort((a, b) => b.datePublished.localeCompare(a.datePublished));

export function findArticle(id: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.id === id);
}

// Every content/<slug>.ts except the metadata files, each left as a separate lazy chunk.
const bodies = import.meta.glob<string>(['./content/*.ts', '!./content/*.meta.ts'], { import: 'default' });

/** The article's trusted HTML body. Rejects for an id without a body file. */
export function loadArticleBody(id: string): Promise<string> {
  const load = bodies[`./content/${id}.ts`];
  return load ? load() : Promise.reject(new Error(`No body for article "${id}".`));
}
