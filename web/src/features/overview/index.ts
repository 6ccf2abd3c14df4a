/** The pharmacy's overview (decisions 031, 034): its figures, each linking to the list it counts. */
export { PharmacyOverview } from './components/pharmacy-overview.tsx';
