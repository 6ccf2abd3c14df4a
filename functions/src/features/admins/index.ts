export { adminsRouter } from './router.ts';
export { confirmMobileLimit } from './confirm-admin-mobile.ts';
