import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { ADMIN_VIEWS, adminViewSearch, type AdminView } from '@/lib/admin-views.ts';

/** Links between the dashboard's views; the open one is marked for assistive technology too. */
export function AdminViewsNav({ current }: { current: AdminView }) {
  return (
    <nav className="admin-views" aria-label="Admin dashboard views">
      <ul>
        {ADMIN_VIEWS.map(({ id, label }) => (
          <li key={id}>
            <Link
              to={{ pathname: ROUTES.admin, search: adminViewSearch(id) }}
              className="admin-views__link"
              aria-current={id === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
