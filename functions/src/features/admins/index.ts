export { adminsRouter } from './router.ts';
