/**
 * The six built-in articles (spec section 2, "Blog article"), by slug. Only
 * slug and category for now; titles and bodies arrive with the blog pages.
 */
export const BLOG_ARTICLE_CATEGORIES: Readonly<Record<string, string>> = {
  'compounding-pharmacy-australia-guide': 'Compounding Guide',
  'mens-health-compounding': "Men's Health",
  'hormone-therapy-compounding': 'Hormone Therapy',
  'paediatric-geriatric-compounding': 'Paediatric & Geriatric',
  'dermatology-compounding': 'Dermatology',
  'veterinary-compounding': 'Veterinary',
};

export function findArticleCategory(id: string | undefined): string | undefined {
  return id !== undefined && Object.hasOwn(BLOG_ARTICLE_CATEGORIES, id) ? BLOG_ARTICLE_CATEGORIES[id] : undefined;
}
