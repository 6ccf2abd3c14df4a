/** The breach register (decision 041). */
export { BreachRegister } from './components/breach-register.tsx';
export { readBreachesAhead } from './api/breach-register.ts';
