import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './account-menu.tsx';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <p>Outside the menu</p>
      <AccountMenu
        name="Nina Patel"
        details={[
          { label: 'Role', value: 'practitioner' },
          { label: 'Clinic', value: '' },
        ]}
      >
        <button type="button">Logout</button>
      </AccountMenu>
    </>,
  );
  const toggle = screen.getByRole('button', { name: /Nina Patel/ });
  return { user, toggle };
}

describe('account menu', () => {
  it('starts closed, showing only the signed-in name', () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('practitioner')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens a panel of details and actions, with "-" for an empty value', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Rolepractitioner');
    expect(panel).toHaveTextContent('Clinic-');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('works from the keyboard and closes on Escape, focus back on the button', async () => {
    const { user, toggle } = setup();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a press outside, but not on a press inside', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByText('practitioner'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByText('Outside the menu'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles closed when the button is pressed again', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
