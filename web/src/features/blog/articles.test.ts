import { describe, expect, it } from 'vitest';
import { SITE } from '@pharmacy/shared';
import { ARTICLES, findArticle, loadArticleBody } from './articles.ts';

// Spec sections 2 and 3: the six slugs and their categories.
const SPEC_ARTICLES = {
  'compounding-pharmacy-australia-guide': 'Compounding Guide',
  'mens-health-compounding': "Men's Health",
  'hormone-therapy-compounding': 'Hormone Therapy',
  'paediatric-geriatric-compounding': 'Paediatric & Geriatric',
  'dermatology-compounding': 'Dermatology',
  'veterinary-compounding': 'Veterinary',
};

const WORDS_PER_MINUTE = 220;

async function bodyOf(id: string): Promise<Document> {
  return new DOMParser().parseFromString(await loadArticleBody(id), 'text/html');
}

function wordCount(document: Document): number {
  return (document.body.textContent ?? '').split(/\s+/).filter(Boolean).length;
}

describe('blog articles', () => {
  it('are the six articles of the spec, each with its category', () => {
    expect(Object.fromEntries(ARTICLES.map((article) => [article.id, article.category]))).toEqual(SPEC_ARTICLES);
  });

  it('are listed newest first', () => {
    const dates = ARTICLES.map((article) => article.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(ARTICLES.map((article) => [article.id, article]))('%s is by the pharmacy, with an en-AU date', (_, article) => {
    expect(article.author).toBe(SITE.productName);
    const [year, month, day] = article.datePublished.split('-').map(Number);
    const monthName = new Date(Date.UTC(2000, month! - 1, 15)).toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
    expect(article.dateText).toBe(`${day} ${monthName} ${year}`);
    expect(article.readTime).toBe(`${article.readTimeMinutes} min read`);
  });

  it('finds an article by id and nothing for an unknown one', () => {
    for (const article of ARTICLES) expect(findArticle(article.id)).toBe(article);
    for (const id of [undefined, '', 'no-such-post', 'constructor', '__proto__']) expect(findArticle(id)).toBeUndefined();
  });

  it('has no body for an unknown id', async () => {
    await expect(loadArticleBody('no-such-post')).rejects.toThrow('no-such-post');
  });

  describe.each(ARTICLES.map((article) => [article.id, article]))('%s body', (id, article) => {
    it(`states its read time at ${WORDS_PER_MINUTE} words a minute, 7 to 12 minutes`, async () => {
      const words = wordCount(await bodyOf(id));
      expect(article.readTimeMinutes, `${words} words`).toBe(Math.ceil(words / WORDS_PER_MINUTE));
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(7);
      expect(article.readTimeMinutes).toBeLessThanOrEqual(12);
    });

    it('runs no script and links only to this site', async () => {
      const body = await bodyOf(id);
      expect(body.querySelectorAll('script')).toHaveLength(0);
      const handlers = [...body.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
      );
      expect(handlers).toEqual([]);
      const foreign = [...body.querySelectorAll('[href], [src]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
        .filter((url) => new URL(url, SITE.publicOrigin).origin !== SITE.publicOrigin);
      expect(foreign).toEqual([]);
    });
  });
});
