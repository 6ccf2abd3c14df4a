import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { signOutOfPortal } from '../api/sign-out.ts';

export function LogoutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    // Leave first, then sign out. Signing out first makes the protected screen's
    // own guard redirect (the admin dashboard sends signed-out visitors to /),
    // which wins the race against this navigation.
    // Replace: Back must not return to the screen the user just closed.
    await navigate(ROUTES.practitioners, { replace: true });
    try {
      await signOutOfPortal();
    } catch (error) {
      // Firebase sign-out only clears local state; a failure here is a bug, not a user error.
      console.error('Sign-out failed', error);
    }
  }

  return (
    <button type="button" className="button button--secondary" onClick={() => void handleClick()} disabled={busy}>
      {busy ? 'Logging out...' : 'Logout'}
    </button>
  );
}
