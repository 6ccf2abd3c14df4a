/** A service area (spec section 3): name and image. */
export interface ServiceArea {
  name: string;
  /** Path under public/, 480 x 320. */
  image: string;
}

const area = (name: string, slug: string): ServiceArea => ({ name, image: `/images/services/${slug}.svg` });

/** The eight areas of the Services page, in the spec's order. */
export const SERVICE_AREAS: readonly ServiceArea[] = [
  area("Women's Health", 'womens-health'),
  area("Men's Health", 'mens-health'),
  area('Pain Management', 'pain-management'),
  area('Dermatology', 'dermatology'),
  area('Paediatric Compounding', 'paediatric-compounding'),
  area('Hormone Replacement Therapy', 'hormone-replacement-therapy'),
  area('Veterinary Medicine', 'veterinary-medicine'),
  area('Custom Medications', 'custom-medications'),
];
