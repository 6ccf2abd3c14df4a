/**
 * Every route's document head: title, description, canonical URL, Open Graph
 * tags and structured data. One table serves both the prerenderer (static HTML
 * at build time) and the browser (updated on each navigation), so the two can
 * never disagree.
 */
import { ROUTES, SITE, formatAddress } from '@pharmacy/shared';
import { TRACKING_PATH } from './tracking-path.ts';
import { PAY_PATH } from './pay-path.ts';
import type { ArticleMeta } from '@/features/blog/index.ts';

type JsonLd = Record<string, unknown>;

export interface PageMeta {
  /** Shown before " | {product}". */
  title: string;
  description: string;
  /** The canonical path; null for pages search engines should not index. */
  canonicalPath: string | null;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
}

const DEFAULT_DESCRIPTION = `${SITE.productName} in ${SITE.address.suburb}, Sydney: medicines compounded to your prescriber's exact specifications since ${SITE.foundedYear}.`;
const OG_IMAGE_PATH = '/images/og-default.png';
const OG_IMAGE_SIZE = { width: 1200, height: 630 };
const LOGO_PATH = '/apple-touch-icon.png';

const absolute = (path: string) => new URL(path, SITE.publicOrigin).href;

const organisation = (): JsonLd => ({
  '@type': 'Organization',
  name: SITE.productName,
  url: absolute('/'),
  logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH) },
});

/** schema.org Pharmacy (a LocalBusiness): on Home and Contact. */
function pharmacyJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Pharmacy',
    name: SITE.productName,
    url: absolute('/'),
    image: absolute(OG_IMAGE_PATH),
    logo: absolute(LOGO_PATH),
    telephone: SITE.phoneHref.replace(/^tel:/, ''),
    email: SITE.email,
    foundingDate: String(SITE.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.suburb,
      addressRegion: SITE.address.state,
      postalCode: SITE.address.postcode,
      addressCountry: 'AU',
    },
    openingHoursSpecification: SITE.openingHoursSpecification.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      ...hours,
    })),
    areaServed: { '@type': 'Country', name: 'Australia' },
  };
}

/** schema.org Article with the fields the spec lists (section 2, "Blog article"). */
function articleJsonLd(article: ArticleMeta): JsonLd {
  const url = absolute(ROUTES.blogArticle(article.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    author: organisation(),
    publisher: organisation(),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    inLanguage: 'en-AU',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absolute(OG_IMAGE_PATH),
  };
}

interface StaticEntry {
  title: string;
  description?: string;
  /** Portal and one-off screens stay out of search results. */
  indexable?: boolean;
  jsonLd?: () => JsonLd[];
}

const STATIC_PAGES: Readonly<Record<string, StaticEntry>> = {
  [ROUTES.home]: {
    title: 'Medicine Made For You',
    description: `Compounding pharmacy in ${SITE.address.suburb}, Sydney. Our pharmacists prepare medicines to your prescriber's exact specifications. Upload your script or ask us a question.`,
    jsonLd: () => [pharmacyJsonLd()],
  },
  [ROUTES.privacy]: {
    title: 'Privacy Policy',
    description: `How ${SITE.productName} handles personal and health information: what we collect, where it is held, who receives it, and how to ask about it.`,
  },
  [ROUTES.about]: {
    title: 'About Us',
    description: `Since ${SITE.foundedYear}, ${SITE.productName} has prepared personalised medicines in ${SITE.address.suburb}, guided by patient-centric care, quality and safety, and expertise.`,
  },
  [ROUTES.team]: {
    title: 'Our Team',
    description: `Meet the pharmacists and staff of ${SITE.productName}: compounding, quality and patient care in ${SITE.address.suburb}, Sydney.`,
  },
  [ROUTES.services]: {
    title: 'Our Services & Medicines',
    description:
      "Compounding for women's and men's health, pain management, dermatology, children, hormone therapy, animals and custom medications, prepared to prescription in Sydney.",
  },
  [ROUTES.faqs]: {
    title: 'FAQs',
    description:
      'Answers about compounded medicines: safety, prescriptions, ordering, shipping Australia-wide in 2-5 business days, payment, script uploads and practitioner registration.',
  },
  [ROUTES.blog]: {
    title: 'Blog',
    description: `Guides from the pharmacists at ${SITE.productName} on compounding in Australia, by area of care.`,
  },
  [ROUTES.contact]: {
    title: 'Contact Us',
    description: `Visit, call or write to ${SITE.productName}: ${formatAddress()}. Phone ${SITE.phone}.`,
    jsonLd: () => [pharmacyJsonLd()],
  },
  [ROUTES.upload]: {
    title: 'Upload Script',
    description: `Upload your prescription script to ${SITE.productName} securely. We review it and contact you when your medicine is ready.`,
  },
  [ROUTES.practitioners]: { title: 'Practitioner Login', description: 'Log in to the practitioner portal.' },
  [ROUTES.register]: {
    title: 'Practitioner Registration',
    description: `Doctors, nurse practitioners and vets: register to order compounded medicines from ${SITE.productName}.`,
  },
  [ROUTES.verify]: { title: 'Verify Email', indexable: false },
  [ROUTES.dashboard]: { title: 'Practitioner Dashboard', indexable: false },
  [ROUTES.admin]: { title: 'Admin Dashboard', indexable: false },
  [ROUTES.resetPassword]: { title: 'Reset Password', indexable: false },
  [ROUTES.staffInvitation]: { title: 'Accept Invitation', indexable: false },
};

/** The fixed pages kept out of search results, for robots.txt. */
export const NON_INDEXABLE_PATHS: readonly string[] = [
  ...Object.entries(STATIC_PAGES)
    .filter(([, entry]) => entry.indexable === false)
    .map(([path]) => path),
  `${TRACKING_PATH}/`,
  `${PAY_PATH}/`,
];

/**
 * A patient's tracking link, /track/{token} (decision 061): one title for every token,
 * never indexed; the token is no part of the head.
 */
export const TRACKING_META: PageMeta = {
  title: 'Track your parcel',
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  ogType: 'website',
  jsonLd: [],
};
const isTrackingPath = (pathname: string) => pathname.startsWith(`${TRACKING_PATH}/`) && pathname.length > TRACKING_PATH.length + 1;

/** A patient's pay link, /pay/{token} (decision 079): as the tracking link, one title, never indexed. */
export const PAY_META: PageMeta = { ...TRACKING_META, title: 'Pay your invoice' };
const isPayPath = (pathname: string) => pathname.startsWith(`${PAY_PATH}/`) && pathname.length > PAY_PATH.length + 1;

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  ogType: 'website',
  jsonLd: [],
};

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The head of a fixed page, or null when the path is not one (articles and unknown paths). */
export function staticPageMeta(pathname: string): PageMeta | null {
  const path = withoutTrailingSlash(pathname);
  const entry = Object.hasOwn(STATIC_PAGES, path) ? STATIC_PAGES[path] : undefined;
  if (!entry) return null;
  const indexable = entry.indexable ?? true;
  return {
    title: entry.title,
    description: entry.description ?? DEFAULT_DESCRIPTION,
    canonicalPath: indexable ? path : null,
    ogType: 'website',
    jsonLd: entry.jsonLd?.() ?? [],
  };
}

/** The article id in /blog/{id}, or null. */
export function articleIdOf(pathname: string): string | null {
  const id = /^\/blog\/([^/]+)$/.exec(withoutTrailingSlash(pathname))?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

export function articlePageMeta(article: ArticleMeta): PageMeta {
  return {
    title: article.title,
    description: article.excerpt,
    canonicalPath: ROUTES.blogArticle(article.id),
    ogType: 'article',
    jsonLd: [articleJsonLd(article)],
  };
}

/**
 * The head for any path: a fixed page, an article, or not found. The one
 * answer for the prerenderer and the browser's head manager alike. The caller
 * passes the article lookup: this module does not import the article list, so
 * the browser fetches that chunk only for an article's path.
 */
export function pageMetaFor(pathname: string, findArticle: (id: string) => ArticleMeta | undefined): PageMeta {
  const fixed = staticPageMeta(pathname);
  if (fixed) return fixed;
  if (isTrackingPath(pathname)) return TRACKING_META;
  if (isPayPath(pathname)) return PAY_META;
  const articleId = articleIdOf(pathname);
  const article = articleId === null ? undefined : findArticle(articleId);
  return article ? articlePageMeta(article) : NOT_FOUND_META;
}

export function documentTitle(meta: Pick<PageMeta, 'title'>): string {
  return `${meta.title} | ${SITE.productName}`;
}

/** One element the head manager owns: rendered as HTML at build time, as DOM in the browser. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** Marks the elements the head manager owns, so a navigation can replace exactly those. */
export const MANAGED_ATTRIBUTE = 'data-page-head';

export function headTags(meta: PageMeta): HeadTag[] {
  const title = documentTitle(meta);
  const canonical = meta.canonicalPath === null ? null : absolute(meta.canonicalPath);
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { property: name, content },
  });
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    canonical === null
      ? { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }
      : { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    property('og:type', meta.ogType),
    property('og:site_name', SITE.productName),
    property('og:locale', 'en_AU'),
    property('og:title', title),
    property('og:description', meta.description),
    ...(canonical === null ? [] : [property('og:url', canonical)]),
    property('og:image', absolute(OG_IMAGE_PATH)),
    property('og:image:width', String(OG_IMAGE_SIZE.width)),
    property('og:image:height', String(OG_IMAGE_SIZE.height)),
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    // `<` escaped so no text inside the JSON can close the script element.
    ...meta.jsonLd.map(
      (data): HeadTag => ({
        tag: 'script',
        attributes: { type: 'application/ld+json' },
        text: JSON.stringify(data).replace(/</g, '\\u003c'),
      }),
    ),
  ];
  return tags.map((tag) => ({ ...tag, attributes: { ...tag.attributes, [MANAGED_ATTRIBUTE]: '' } }));
}
