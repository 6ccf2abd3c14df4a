/** The pharmacy's admins (decision 037): the admin team view. */
export { AdminTeam } from './components/admin-team.tsx';
