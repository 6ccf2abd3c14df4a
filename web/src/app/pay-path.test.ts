import { describe, expect, it } from 'vitest';
import { PAY_PAGE_PATH } from '@pharmacy/shared';
import { PAY_PATH } from './pay-path.ts';
import { PAGES } from './route-config.tsx';
import { pageMetaFor } from './page-meta.ts';

describe('the pay page’s path', () => {
  it('is the one the patient’s e-mail links to', () => {
    expect(PAY_PATH).toBe(PAY_PAGE_PATH);
    expect(PAGES.pay.path).toBe(`${PAY_PAGE_PATH}/:token`);
  });

  it('has one title for every token, never indexed, the token no part of the head', () => {
    const meta = pageMetaFor(`${PAY_PATH}/${'a'.repeat(43)}`, () => undefined);
    expect(meta).toMatchObject({ title: 'Pay your invoice', canonicalPath: null });
    expect(JSON.stringify(meta)).not.toContain('a'.repeat(43));
  });
});
