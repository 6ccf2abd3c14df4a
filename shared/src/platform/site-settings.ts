/**
 * The pharmacy's site settings: the spec's `{product}`, `{phone}` and `{email}`
 * placeholders and every business fact shown on more than one page.
 * This is the only place they are written down.
 */
export const SITE = {
  productName: 'Harbourside Compounding Pharmacy',
  shortName: 'Harbourside Compounding',
  // ACMA reserves 02 5550 xxxx for fictional use; replace before going live.
  phone: '(02) 5550 1234',
  phoneHref: 'tel:+61255501234',
  email: 'info@harbourside-compounding.com.au',
  address: {
    street: 'Suite 2, 45 Darling Street',
    suburb: 'Balmain',
    state: 'NSW',
    postcode: '2041',
    country: 'Australia',
  },
  openingHours: [
    { days: 'Monday - Thursday', hours: '9am - 4pm' },
    { days: 'Friday', hours: '9am - 3:30pm' },
    { days: 'Saturday & Sunday', hours: 'Closed' },
  ],
  /** The same hours for machines (schema.org OpeningHoursSpecification, 24-hour times). */
  openingHoursSpecification: [
    { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '16:00' },
    { dayOfWeek: ['Friday'], opens: '09:00', closes: '15:30' },
  ],
  /**
   * The dispensing label printer's label, in millimetres (issue 33, decision 058): every
   * label is a PDF page of this size. 89 x 36 mm is the common dispensing label roll.
   */
  labelPrinter: { widthMm: 89, heightMm: 36 },
  foundedYear: 2016,
  copyrightYear: 2025,
  /** Public origin used for canonical URLs and links in e-mails. */
  publicOrigin: 'https://harbourside-compounding.com.au',
} as const;

export function formatAddress(address = SITE.address): string {
  return `${address.street}, ${address.suburb} ${address.state} ${address.postcode}`;
}
