/** Every route of the spec (section 2). */
export const ROUTES = {
  home: '/',
  about: '/about',
  team: '/team',
  services: '/services',
  faqs: '/faqs',
  blog: '/blog',
  blogArticle: (id: string) => `/blog/${encodeURIComponent(id)}`,
  contact: '/contact',
  practitioners: '/practitioners',
  dashboard: '/dashboard',
  register: '/register',
  upload: '/upload',
  admin: '/admin',
  /** Beyond the spec: an order request's dispensing worksheet, one A4 page to print (admins). */
  adminWorksheet: (requestId: string) => `/admin/worksheet/${encodeURIComponent(requestId)}`,
  verify: '/verify',
  /** Beyond the spec: choosing a new password from the reset e-mail's link (?oobCode=...). */
  resetPassword: '/reset-password',
  /** Beyond the spec: accepting a prescriber's staff invitation (?token=..., decision 044). */
  staffInvitation: '/staff-invitation',
  /** Beyond the spec: the Privacy Policy (Australian Privacy Principle 1), linked from the footer and every form. */
  privacy: '/privacy',
} as const;

export interface NavLink {
  label: string;
  to: string;
}

/** Navigation bar links, in the spec's order. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Our Services', to: ROUTES.services },
  { label: 'About Us', to: ROUTES.about },
  { label: 'Our Team', to: ROUTES.team },
  { label: 'Blog', to: ROUTES.blog },
  { label: 'FAQs', to: ROUTES.faqs },
  { label: 'Contact Us', to: ROUTES.contact },
];

/** The two highlighted buttons of the navigation bar. */
export const HIGHLIGHTED_LINKS: readonly NavLink[] = [
  { label: 'Practitioners Login', to: ROUTES.practitioners },
  { label: 'Upload Script', to: ROUTES.upload },
];
