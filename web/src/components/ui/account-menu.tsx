import { useId, useState, type ReactNode } from 'react';
import { useDismiss } from '@/hooks/use-dismiss.ts';

export interface AccountDetail {
  label: string;
  value: string;
}

interface AccountMenuProps {
  /** Shown on the button: who is signed in. */
  name: string;
  /** Label/value rows; an empty value shows as "-". */
  details: readonly AccountDetail[];
  /** Actions under the details (links, Logout). */
  children?: ReactNode;
}

/**
 * The portal's account menu: a disclosure button with the signed-in name that opens
 * a panel of account details and actions. A disclosure rather than an ARIA menu,
 * because the panel holds text as well as controls and Tab must move through it.
 * Escape (focus back on the button) and a press outside close it.
 */
export function AccountMenu({ name, details, children }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const { containerRef, buttonRef } = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const panelId = useId();

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="visually-hidden">Account: </span>
        {name}
        <span className="account-menu__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <dl className="account-menu__details">
          {details.map(({ label, value }) => (
            <div key={label} className="account-menu__row">
              <dt>{label}</dt>
              <dd>{value || '-'}</dd>
            </div>
          ))}
        </dl>
        {children && <div className="account-menu__actions">{children}</div>}
      </div>
    </div>
  );
}
