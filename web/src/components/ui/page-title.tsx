import { SITE } from '@pharmacy/shared';

export function pageTitle(title: string): string {
  return `${title} | ${SITE.productName}`;
}

/** React 19 hoists <title> into <head>, replacing the page's title while mounted. */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}
