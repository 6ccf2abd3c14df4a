import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_SETTINGS_MESSAGES, BillingSettingsSchema } from './prices-schema.ts';
import { BillingSettingsFormSchema, billingSettingsFormOf, billingSettingsOfForm } from './billing-settings-form.ts';
import {
  DEFAULT_BILLING_SETTINGS,
  deliveryFeeOfDispatch,
  estimatedDeliveryMethod,
  formatAbn,
  gstWithin,
  isValidAbn,
  priceOfLine,
  totalsOf,
  type GstTreatment,
  type TotalLine,
} from './prices.ts';

const pricing = {
  gst: 'gst_free' as const,
  prices: [
    { strength: '1%', amount: '30g', cents: 2450 },
    { strength: null, amount: '60g', cents: 3900 },
    { strength: '2%', amount: null, cents: 3100 },
    { strength: null, amount: null, cents: 2000 },
  ],
};

describe('a line’s price in the catalogue', () => {
  it('takes the most specific price that matches', () => {
    expect(priceOfLine(pricing, '1%', '30g')).toEqual({ unitCents: 2450, gst: 'gst_free' });
    expect(priceOfLine(pricing, '1%', '60g')).toEqual({ unitCents: 3900, gst: 'gst_free' });
    expect(priceOfLine(pricing, '2%', '30g')).toEqual({ unitCents: 3100, gst: 'gst_free' });
    expect(priceOfLine(pricing, '5%', '15g')).toEqual({ unitCents: 2000, gst: 'gst_free' });
  });

  it('has none where the formula has none, or none matches', () => {
    expect(priceOfLine(undefined, '1%', '30g')).toBeNull();
    expect(priceOfLine({ gst: 'gst_10', prices: [{ strength: '1%', amount: '30g', cents: 100 }] }, '2%', '30g')).toBeNull();
  });
});

const treatment = fc.constantFrom<GstTreatment>('gst_free', 'gst_10');
const line = fc.record({
  price: fc.option(fc.record({ unitCents: fc.integer({ min: 0, max: 500_000 }), gst: treatment }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 99 }),
}) satisfies fc.Arbitrary<TotalLine>;
const delivery = fc.record({ cents: fc.integer({ min: 0, max: 10_000 }), gst: treatment });

describe('an order’s totals', () => {
  it('add every priced line and the delivery, leave unpriced lines out and count them', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), delivery, (lines, fee) => {
        const totals = totalsOf(lines, fee);
        const priced = lines.filter((each) => each.price !== null);
        expect(totals.unpriced).toBe(lines.length - priced.length);
        expect(totals.totalCents).toBe(priced.reduce((sum, each) => sum + each.price!.unitCents * each.quantity, fee.cents));
        expect(Number.isInteger(totals.totalCents) && Number.isInteger(totals.gstCents)).toBe(true);
      }),
    );
  });

  it('charge GST on the taxable part only, one eleventh rounded once, never more than the taxable part', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), delivery, (lines, fee) => {
        const totals = totalsOf(lines, fee);
        const taxable = lines.reduce((sum, each) => sum + (each.price?.gst === 'gst_10' ? each.price.unitCents * each.quantity : 0), fee.gst === 'gst_10' ? fee.cents : 0);
        expect(totals.taxableCents).toBe(taxable);
        expect(Math.abs(totals.gstCents * 11 - taxable)).toBeLessThanOrEqual(5.5);
        expect(totals.gstCents).toBeLessThanOrEqual(totals.taxableCents);
      }),
    );
  });

  it('are the same whatever the lines’ order, and whether lines are split or joined', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), delivery, (lines, fee) => {
        const reversed = totalsOf([...lines].reverse(), fee);
        const totals = totalsOf(lines, fee);
        expect(reversed.totalCents).toBe(totals.totalCents);
        expect(reversed.gstCents).toBe(totals.gstCents);
        const split = lines.flatMap((each) => Array.from({ length: each.quantity }, () => ({ ...each, quantity: 1 })));
        expect(totalsOf(split, fee).gstCents).toBe(totals.gstCents);
      }),
    );
  });

  it('round GST half a cent up, on a known mix of GST-free and taxable lines', () => {
    expect(gstWithin(1100)).toBe(100);
    expect(gstWithin(1)).toBe(0);
    expect(gstWithin(6)).toBe(1); // 0.545... cents
    expect(gstWithin(5)).toBe(0); // 0.4545... cents
    const totals = totalsOf(
      [
        { price: { unitCents: 2450, gst: 'gst_free' }, quantity: 2 },
        { price: { unitCents: 1999, gst: 'gst_10' }, quantity: 3 },
        { price: null, quantity: 1 },
      ],
      { cents: 1295, gst: 'gst_10' },
    );
    expect(totals).toEqual({ lineCents: [4900, 5997, null], unpriced: 1, deliveryCents: 1295, totalCents: 12192, taxableCents: 7292, gstCents: 663 });
  });
});

describe('delivery fees', () => {
  it('estimate by the patient’s method, a signature for Schedule 8', () => {
    expect(estimatedDeliveryMethod('pickup', true)).toBe('pickup');
    expect(estimatedDeliveryMethod('delivery', false)).toBe('post');
    expect(estimatedDeliveryMethod('delivery', true)).toBe('signature');
  });

  it('charge what the dispatch used', () => {
    expect(deliveryFeeOfDispatch('pickup', false)).toBe('pickup');
    expect(deliveryFeeOfDispatch('auspost', false)).toBe('post');
    expect(deliveryFeeOfDispatch('startrack', false)).toBe('post');
    expect(deliveryFeeOfDispatch('courier', false)).toBe('courier');
    expect(deliveryFeeOfDispatch('courier', true)).toBe('signature');
  });
});

describe('the billing settings', () => {
  it('check the ABN’s digits', () => {
    expect(isValidAbn('12 345 600 360')).toBe(true);
    expect(isValidAbn('12345600361')).toBe(false);
    expect(isValidAbn('1234560036')).toBe(false);
    expect(formatAbn('12345600360')).toBe('12 345 600 360');
  });

  it('accept the defaults and refuse a charge for pickup or a fee in fractions of a cent', () => {
    expect(BillingSettingsSchema.safeParse(DEFAULT_BILLING_SETTINGS).success).toBe(true);
    const pickup = BillingSettingsSchema.safeParse({ ...DEFAULT_BILLING_SETTINGS, deliveryFees: { ...DEFAULT_BILLING_SETTINGS.deliveryFees, pickup: 100 } });
    expect(pickup.error?.issues[0]?.message).toBe('Pickup is always free.');
    const fraction = BillingSettingsSchema.safeParse({ ...DEFAULT_BILLING_SETTINGS, deliveryFees: { ...DEFAULT_BILLING_SETTINGS.deliveryFees, post: 12.5 } });
    expect(fraction.success).toBe(false);
  });
});

describe('the billing settings form', () => {
  const form = billingSettingsFormOf(DEFAULT_BILLING_SETTINGS);

  it('shows the settings in dollars and back in cents, unchanged', () => {
    expect(form).toMatchObject({ abn: '12 345 600 360', post: '12.95', courier: '19.95', signature: '16.95', paymentTermsDays: '14' });
    expect(billingSettingsOfForm(form)).toEqual(DEFAULT_BILLING_SETTINGS);
    expect(billingSettingsOfForm({ ...form, post: '$1,250.5' })?.deliveryFees.post).toBe(125050);
  });

  it('says what is wrong with each field, with the settings’ own messages', () => {
    const checked = BillingSettingsFormSchema.safeParse({ ...form, legalName: ' ', abn: '12345600361', post: '12.955', courier: '-1', signature: 'abc', paymentTermsDays: '91' });
    const messages = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      legalName: BILLING_SETTINGS_MESSAGES.legalName,
      abn: BILLING_SETTINGS_MESSAGES.abn,
      post: BILLING_SETTINGS_MESSAGES.fee,
      courier: BILLING_SETTINGS_MESSAGES.fee,
      signature: BILLING_SETTINGS_MESSAGES.fee,
      paymentTermsDays: BILLING_SETTINGS_MESSAGES.terms,
    });
    expect(billingSettingsOfForm({ ...form, paymentTermsDays: '1.5' })).toBeNull();
  });
});
