/**
 * One blog article's metadata (spec section 3, "blog article"). Each article has
 * `content/<slug>.meta.ts` (this shape, default export) and `content/<slug>.ts`
 * (the HTML body, default export string, loaded lazily by the article page).
 */
export interface ArticleMeta {
  /** The URL slug, /blog/{id}. */
  id: string;
  title: string;
  /** One or two sentences, shown on the card and as the meta description (at most 160 characters). */
  excerpt: string;
  category: string;
  /** ISO date of publication, e.g. '2026-03-12' (shown en-AU, "12 March 2026"). */
  datePublished: string;
  /** ISO date of the last substantive edit; equal to datePublished when never edited. */
  dateModified: string;
  /** Whole minutes at about 220 words a minute, 7 to 12. */
  readTimeMinutes: number;
  /** Five to eight search keywords, Australian wording. */
  keywords: string[];
}
