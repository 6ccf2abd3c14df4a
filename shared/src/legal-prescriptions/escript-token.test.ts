import { describe, expect, it } from 'vitest';
import { ESCRIPT_TOKEN_MESSAGES, escriptTokenProblem, parseEscriptToken } from './escript-token.ts';

describe('an e-script token', () => {
  it('is a token code of the Agency examples, read in any case with spaces or hyphens between groups', () => {
    expect(parseEscriptToken('1XPR352VP3QCX7BJD6')).toEqual({ kind: 'code', value: '1XPR352VP3QCX7BJD6' });
    expect(parseEscriptToken(' 21kr 32bg dmpw jc0c89 ')).toEqual({ kind: 'code', value: '21KR32BGDMPWJC0C89' });
    expect(parseEscriptToken('41KR-3543-5WJ4-P3G7-3X7')).toEqual({ kind: 'code', value: '41KR35435WJ4P3G73X7' });
  });

  it('is a link to eRx or MediSecure over https, its host in lower case', () => {
    expect(parseEscriptToken('https://ad2.erx.com.au/scripts/1XPR352VP3QCX7BJD6')).toEqual({
      kind: 'link',
      value: 'https://ad2.erx.com.au/scripts/1XPR352VP3QCX7BJD6',
    });
    expect(parseEscriptToken('https://ERX.com.au/?token=21KR32BGDMPWJC0C89')?.value).toBe('https://erx.com.au/?token=21KR32BGDMPWJC0C89');
    expect(parseEscriptToken('https://escripts.medisecure.com.au/t/ABC123')?.kind).toBe('link');
  });

  it.each([
    ['a word', 'prescription'],
    ['a short code', 'ABC123'],
    ['letters only', 'ABCDEFGHIJKLMNOPQR'],
    ['digits only', '123456789012345678'],
    ['a code with other characters', '1XPR352VP3QCX7BJD6!'],
    ['a plain-http link', 'http://ad2.erx.com.au/scripts/1XPR352VP3QCX7BJD6'],
    ['another host', 'https://erx.com.au.evil.test/scripts/1XPR352VP3QCX7BJD6'],
    ['a look-alike host', 'https://notERX.com.au/scripts/1'],
    ['credentials in the link', 'https://user@erx.com.au/scripts/1'],
    ['a port', 'https://erx.com.au:8443/scripts/1'],
    ['a bare host', 'https://erx.com.au/'],
    ['spaces in the link', 'https://erx.com.au/scripts/1 2'],
    ['a script', 'javascript:alert(1)'],
  ])('is not %s', (_name, text) => {
    expect(parseEscriptToken(text)).toBeNull();
    expect(escriptTokenProblem(text)).toBe(ESCRIPT_TOKEN_MESSAGES.invalid);
  });

  it('is optional: an empty field is no problem, a very long one says so', () => {
    expect(escriptTokenProblem('   ')).toBeNull();
    expect(escriptTokenProblem(`https://erx.com.au/${'a'.repeat(600)}`)).toBe(ESCRIPT_TOKEN_MESSAGES.tooLong);
  });
});
