import { describe, expect, it } from 'vitest';
import { ROUTES, SITE } from '@pharmacy/shared';
import { findArticle } from '@/features/blog/articles.ts';
import {
  NON_INDEXABLE_PATHS,
  NOT_FOUND_META,
  articleIdOf,
  articlePageMeta,
  documentTitle,
  headTags,
  pageMetaFor,
  staticPageMeta,
  type HeadTag,
} from './page-meta.ts';

const attr = (tags: HeadTag[], key: string, value: string, wanted: string) =>
  tags.find((tag) => tag.attributes[key] === value)?.attributes[wanted];

describe('page heads', () => {
  it('gives every public page its own title, description and canonical URL', () => {
    const paths = [ROUTES.home, ROUTES.about, ROUTES.team, ROUTES.services, ROUTES.faqs, ROUTES.blog, ROUTES.contact, ROUTES.upload, ROUTES.privacy];
    const metas = paths.map((path) => staticPageMeta(path));
    expect(new Set(metas.map((meta) => meta?.title)).size).toBe(paths.length);
    expect(new Set(metas.map((meta) => meta?.description)).size).toBe(paths.length);
    for (const [index, meta] of metas.entries()) {
      expect(meta?.canonicalPath).toBe(paths[index]);
      expect(meta?.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('keeps screens that depend on a session or a link out of search results', () => {
    for (const path of [ROUTES.dashboard, ROUTES.admin, ROUTES.verify, ROUTES.resetPassword]) {
      const tags = headTags(staticPageMeta(path) ?? NOT_FOUND_META);
      expect(attr(tags, 'name', 'robots', 'content')).toBe('noindex');
      expect(tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
    }
  });

  it('keeps a patient’s tracking link out of search results, with one title whatever its token', () => {
    const meta = pageMetaFor('/track/AbC_12-xyz', () => undefined);
    expect(meta.title).toBe('Track your parcel');
    const tags = headTags(meta);
    expect(attr(tags, 'name', 'robots', 'content')).toBe('noindex');
    expect(JSON.stringify(tags)).not.toContain('AbC_12-xyz');
    expect(NON_INDEXABLE_PATHS).toContain('/track/');
    expect(pageMetaFor('/track/', () => undefined)).toBe(NOT_FOUND_META);
  });

  it('describes the pharmacy as a local business on Home and Contact only', () => {
    for (const path of [ROUTES.home, ROUTES.contact]) {
      expect(staticPageMeta(path)?.jsonLd[0]).toMatchObject({
        '@type': 'Pharmacy',
        name: SITE.productName,
        address: { streetAddress: SITE.address.street, addressLocality: 'Balmain', addressCountry: 'AU' },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '16:00' },
          { dayOfWeek: ['Friday'], opens: '09:00', closes: '15:30' },
        ],
      });
    }
    expect(staticPageMeta(ROUTES.about)?.jsonLd).toEqual([]);
  });

  it('describes an article with the fields the spec lists', () => {
    const article = findArticle('veterinary-compounding');
    if (!article) throw new Error('article missing');
    const meta = articlePageMeta(article);
    expect(meta.canonicalPath).toBe('/blog/veterinary-compounding');
    expect(meta.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      author: { '@type': 'Organization', name: SITE.productName },
      publisher: { '@type': 'Organization', name: SITE.productName },
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      articleSection: 'Veterinary',
      keywords: article.keywords.join(', '),
      inLanguage: 'en-AU',
    });
  });

  it('finds the article id in a blog path only', () => {
    expect(articleIdOf('/blog/dermatology-compounding')).toBe('dermatology-compounding');
    expect(articleIdOf('/blog/dermatology-compounding/')).toBe('dermatology-compounding');
    expect(articleIdOf('/blog')).toBeNull();
    expect(articleIdOf('/blog/a/b')).toBeNull();
    expect(staticPageMeta('/no-such-page')).toBeNull();
  });

  it('resolves any path to a fixed page, an article or not found', () => {
    const lookups: string[] = [];
    const lookUp = (id: string) => {
      lookups.push(id);
      return findArticle(id);
    };
    expect(pageMetaFor('/about/', lookUp)).toEqual(staticPageMeta(ROUTES.about));
    expect(pageMetaFor('/no-such-page', lookUp)).toBe(NOT_FOUND_META);
    expect(lookups).toEqual([]);
    const article = findArticle('veterinary-compounding');
    if (!article) throw new Error('article missing');
    expect(pageMetaFor('/blog/veterinary-compounding', lookUp)).toEqual(articlePageMeta(article));
    expect(pageMetaFor('/blog/no-such-article', lookUp)).toBe(NOT_FOUND_META);
    expect(lookups).toEqual(['veterinary-compounding', 'no-such-article']);
  });

  it('cannot be broken out of its script element by the data it carries', () => {
    const meta = { ...NOT_FOUND_META, jsonLd: [{ headline: '</script><script>alert(1)</script>' }] };
    const script = headTags(meta).find((tag) => tag.tag === 'script');
    expect(script?.text).not.toContain('</script>');
    expect(JSON.parse(script?.text ?? '')).toEqual(meta.jsonLd[0]);
  });

  it('titles pages "{page} | {product}"', () => {
    expect(documentTitle({ title: 'About Us' })).toBe(`About Us | ${SITE.productName}`);
  });
});
