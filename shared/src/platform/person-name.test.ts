import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES, personNameProblem } from './person-name.ts';

describe('person names', () => {
  it.each(["Mary-Jane", "O'Brien", 'Nguyễn', 'José María', 'St. John', 'Dr J. R. Smith', '李', 'Ngāti'])(
    'accepts %s',
    (name) => expect(personNameProblem(name)).toBeNull(),
  );

  it.each(['Click https://pay.example to pay', 'www.example', 'pay.com', 'see x.com.au', 'me@example.test', 'ftp://x'])(
    'refuses the link-like %j',
    (name) => expect(personNameProblem(name)).toBe(NAME_MESSAGES.linkLike),
  );

  it.each(['../..', '<script>alert(1)</script>', 'R2-D2', 'Ann & Bob', '😀'])('refuses the characters in %j', (name) =>
    expect(personNameProblem(name)).toBe(NAME_MESSAGES.characters),
  );

  it.each(['Ann\u202Eeb', 'A\u200Bnn', 'Ann\u2066x', 'Ann\nSmith', 'Ann\u0000'])('refuses the hidden characters in %j', (name) =>
    expect(personNameProblem(name)).toBe(NAME_MESSAGES.hiddenCharacters),
  );
});
