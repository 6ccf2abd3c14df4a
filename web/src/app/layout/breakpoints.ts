/**
 * Below 900px the navigation collapses into the burger menu and the
 * highlighted links move to the bottom of the viewport. The stylesheets use
 * the same number (search header.css and layout.css for 899.98px); keep them together.
 */
export const MOBILE_NAV_QUERY = '(max-width: 899.98px)';
