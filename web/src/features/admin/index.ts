/** What other features use of the admin dashboard: the addresses of its views. */
export { adminViewSearch, type AdminView } from './admin-views.ts';
