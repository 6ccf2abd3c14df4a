import { describe, expect, it } from 'vitest';
import { renderSmsPage } from './dev-sms-router.ts';

describe('the local text messages page', () => {
  it('lists each number with its code, newest first as given', () => {
    const page = renderSmsPage([
      { phoneNumber: '+61491570156', code: '123456' },
      { phoneNumber: '+61400000001', code: '654321' },
    ]);
    expect(page.indexOf('123456')).toBeLessThan(page.indexOf('654321'));
    expect(page).toContain('<td>+61491570156</td>');
  });

  it('escapes what it shows', () => {
    expect(renderSmsPage([{ phoneNumber: '<script>', code: '"x"' }])).not.toContain('<script>');
  });

  it('says when nothing was sent', () => {
    expect(renderSmsPage([])).toContain('No codes sent yet.');
  });
});
