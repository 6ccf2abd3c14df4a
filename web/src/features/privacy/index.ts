/** The privacy policy page. */
export { PrivacyPolicy } from './privacy-policy.tsx';
