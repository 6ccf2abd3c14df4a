import { describe, expect, it } from 'vitest';
import { answerMail, questionMail } from './order-question-mail.ts';

describe("a thread's e-mails (decision 017)", () => {
  it("tell the practitioner there is a question, with the request ID and a link to My Requests, and nothing else", () => {
    const mail = questionMail('HC-260303-K7QX', 'alice@clinic.test', 'https://pharmacy.test');
    expect(mail.to).toBe('alice@clinic.test');
    expect(mail.subject).toContain('HC-260303-K7QX');
    expect(mail.text).toContain('HC-260303-K7QX');
    expect(mail.text).toContain('https://pharmacy.test/dashboard');
  });

  it('tell the pharmacy there is an answer, with a link to the orders queue', () => {
    const mail = answerMail('HC-260303-K7QX', 'orders@pharmacy.test', 'https://pharmacy.test');
    expect(mail.to).toBe('orders@pharmacy.test');
    expect(mail.text).toContain('https://pharmacy.test/admin?view=orders');
    expect(mail.text).toContain('HC-260303-K7QX');
    expect(mail.replyTo).toBeUndefined();
  });
});
