import { describe, expect, it } from 'vitest';
import { linePriceText, sentPricesTitle, unpricedText } from './price-text.ts';

describe('how prices read', () => {
  it('prices a line as unit x quantity, or says the pharmacy prices it', () => {
    expect(linePriceText({ unitCents: 2450, gst: 'gst_free' }, 2)).toBe('$49.00');
    expect(linePriceText(null, 3)).toBe('priced by the pharmacy');
  });

  it('counts the lines the pharmacy still prices', () => {
    expect(unpricedText(1)).toBe('1 item priced by the pharmacy');
    expect(unpricedText(2)).toBe('2 items priced by the pharmacy');
  });

  it('calls a sent order’s prices the ones it was sent with only until the pharmacy re-prices a line', () => {
    expect(sentPricesTitle(undefined)).toBe('Prices when sent');
    expect(sentPricesTitle({ status: 'awaiting' })).toBe('Prices with the pharmacy’s new price (Awaiting the prescriber’s acceptance)');
    expect(sentPricesTitle({ status: 'applied' })).toBe('Prices with the pharmacy’s new price (New price applied)');
  });
});
