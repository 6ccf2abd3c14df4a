import { describe, expect, it } from 'vitest';
import { STAFF } from './staff.ts';

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('staff', () => {
  it('lists six people, each with a photo of their own', () => {
    expect(STAFF).toHaveLength(6);
    expect(new Set(STAFF.map((member) => member.image)).size).toBe(STAFF.length);
    for (const member of STAFF) expect(member.image).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
  });

  it.each(STAFF.map((member) => [member.name, member.bio] as const))(
    "keeps %s's biography between 40 and 70 words",
    (_name, bio) => {
      expect(wordCount(bio)).toBeGreaterThanOrEqual(40);
      expect(wordCount(bio)).toBeLessThanOrEqual(70);
    },
  );
});
