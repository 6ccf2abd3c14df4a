import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-items.ts';

const answerTo = (question: RegExp) => FAQ_ITEMS.find((item) => question.test(item.q))?.a;

describe('FAQ content', () => {
  it('has eight distinct questions', () => {
    expect(FAQ_ITEMS).toHaveLength(8);
    expect(new Set(FAQ_ITEMS.map((item) => item.q)).size).toBe(8);
  });

  it('states the business facts of the spec', () => {
    expect(answerTo(/prescription/i)).toMatch(/^Yes\b.*licensed practitioner/);
    expect(answerTo(/ship/i)).toMatch(/Australia-wide with tracking.*2-5 business days/);
    expect(answerTo(/payment/i)).toContain('Visa, MasterCard, EFTPOS and bank transfer');
    expect(answerTo(/upload my script/i)).toMatch(/review.*more information.*pick it up.*delivered/);
    expect(answerTo(/register as a practitioner/i)).toMatch(/admin team.*e-mail.*log in/);
  });
});
