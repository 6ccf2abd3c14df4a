import { describe, expect, it } from 'vitest';
import { TRACKING_PAGE_PATH } from '@pharmacy/shared';
import { TRACKING_PATH } from './tracking-path.ts';
import { PAGES } from './route-config.tsx';

describe('the tracking page’s path', () => {
  it('is the one the patient’s e-mail links to', () => {
    expect(TRACKING_PATH).toBe(TRACKING_PAGE_PATH);
    expect(PAGES.track.path).toBe(`${TRACKING_PAGE_PATH}/:token`);
  });
});
