import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const ITEMS = [
  { q: 'First question?', a: 'First answer.' },
  { q: 'Second question?', a: 'Second answer.' },
  { q: 'Third question?', a: 'Third answer.' },
];

function setup() {
  const user = userEvent.setup();
  render(<FaqAccordion items={ITEMS} />);
  const question = (name: string) => screen.getByRole('button', { name });
  const openAnswers = () => screen.queryAllByRole('region').map((region) => region.textContent);
  return { user, question, openAnswers };
}

describe('FAQ accordion', () => {
  it('starts with every answer closed', () => {
    const { question, openAnswers } = setup();
    for (const { q } of ITEMS) expect(question(q)).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toEqual([]);
    expect(screen.queryByText('First answer.')).not.toBeVisible();
  });

  it('opens a question into a region labelled by that question', async () => {
    const { user, question } = setup();
    await user.click(question('Second question?'));

    expect(question('Second question?')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Second question?' });
    expect(region).toHaveTextContent('Second answer.');
    expect(region).toBeVisible();
    expect(question('Second question?')).toHaveAttribute('aria-controls', region.id);
  });

  it('keeps at most one answer open', async () => {
    const { user, question, openAnswers } = setup();
    await user.click(question('First question?'));
    await user.click(question('Third question?'));

    expect(openAnswers()).toEqual(['Third answer.']);
    expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('Third question?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the open answer when its question is chosen again', async () => {
    const { user, question, openAnswers } = setup();
    await user.click(question('First question?'));
    await user.click(question('First question?'));

    expect(openAnswers()).toEqual([]);
    expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Tab to a question, Enter or Space to toggle it', async () => {
    const { user, question, openAnswers } = setup();
    await user.tab();
    expect(question('First question?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openAnswers()).toEqual(['First answer.']);

    await user.tab();
    expect(question('Second question?')).toHaveFocus();
    await user.keyboard(' ');
    expect(openAnswers()).toEqual(['Second answer.']);

    await user.keyboard(' ');
    expect(openAnswers()).toEqual([]);
  });
});
