/**
 * The public content pages (spec section 2: Home, About, Team, Services, FAQ)
 * as a visitor sees them: their texts, where their links lead, the FAQ
 * accordion, the team photo fallback and layouts from 320px to 1440px.
 */
import type { Locator, Page } from '@playwright/test';
import { ROUTES, SITE } from '@pharmacy/shared';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

const STAFF = [
  { name: 'Sarah Mitchell', title: 'Principal Pharmacist & Founder', image: 'sarah-mitchell' },
  { name: 'James Nguyen', title: 'Compounding Pharmacist', image: 'james-nguyen' },
  { name: 'Priya Raman', title: "Compounding Pharmacist – Women's Health", image: 'priya-raman' },
  { name: 'Tom Whitaker', title: 'Veterinary Compounding Pharmacist', image: 'tom-whitaker' },
  { name: 'Mei Chen', title: 'Quality & Compliance Manager', image: 'mei-chen' },
  { name: 'Olivia Brennan', title: 'Patient Care Coordinator', image: 'olivia-brennan' },
];

const SERVICE_AREAS = [
  ["Women's Health", 'womens-health'],
  ["Men's Health", 'mens-health'],
  ['Pain Management', 'pain-management'],
  ['Dermatology', 'dermatology'],
  ['Paediatric Compounding', 'paediatric-compounding'],
  ['Hormone Replacement Therapy', 'hormone-replacement-therapy'],
  ['Veterinary Medicine', 'veterinary-medicine'],
  ['Custom Medications', 'custom-medications'],
] as const;

const PUBLIC_PAGES = [ROUTES.home, ROUTES.about, ROUTES.team, ROUTES.services, ROUTES.faqs];

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectScreen(page, path);
  await expectAccessible(page);
}

/** Scrolls a lazy image into view and waits until it has pixels. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Visitors learn what the pharmacy offers on the home page', async ({ page }) => {
    await open(page, ROUTES.home);
    const home = main(page);

    await test.step('the hero leads to the FAQs and the services', async () => {
      await expect(home.getByRole('link', { name: 'Explore FAQs' })).toHaveAttribute('href', ROUTES.faqs);
      await expect(home.getByRole('link', { name: 'Our Services', exact: true })).toHaveAttribute(
        'href',
        ROUTES.services,
      );
      await expect(home).toContainText(`since ${SITE.foundedYear}`);
    });

    await test.step('the explainer, the four reasons and the commitment', async () => {
      await expect(home.getByRole('heading', { level: 2, name: 'What is Compounding' })).toBeVisible();
      const reasons = home.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem');
      await expect(reasons).toHaveCount(4);
      await expect(home.getByRole('heading', { level: 2, name: 'Our Commitment' })).toBeVisible();
    });

    await test.step('four core services, with a link to all of them', async () => {
      const services = home.getByRole('region', { name: 'Our Core Services' });
      for (const title of [
        'Personalised Compounding',
        'Consultation Services',
        'Prescription Management',
        'Delivery Services',
      ]) {
        await expect(services.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      await expect(services.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', ROUTES.services);
    });

    await test.step('the order button opens the upload page', async () => {
      await home.getByRole('link', { name: 'Order Your Medication Now' }).click();
      await expectScreen(page, ROUTES.upload);
    });

    await test.step('the hero buttons open their pages', async () => {
      await open(page, ROUTES.home);
      await home.getByRole('link', { name: 'Explore FAQs' }).click();
      await expectScreen(page, ROUTES.faqs);
      await page.goBack();
      await home.getByRole('link', { name: 'View All Services' }).click();
      await expectScreen(page, ROUTES.services);
    });
  });

  test('Visitors read the mission and values on the About page', async ({ page }) => {
    await open(page, ROUTES.about);
    const about = main(page);
    await expect(about.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(about).toContainText(`founded in ${SITE.foundedYear}`);
    for (const value of ['Patient-Centric Care', 'Quality and Safety', 'Expertise and Innovation']) {
      await expect(about.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
  });

  test('Visitors meet the team', async ({ page }) => {
    await open(page, ROUTES.team);
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(STAFF.length);

    for (const [index, member] of STAFF.entries()) {
      await test.step(member.name, async () => {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
        await expect(card.getByText(member.title, { exact: true })).toBeVisible();
        const photo = card.getByRole('img', { name: member.name });
        await expect(photo).toHaveAttribute('src', `/images/team/${member.image}.svg`);
        await expect(photo).toHaveAttribute('width', '400');
        await expect(photo).toHaveAttribute('height', '400');
        await expectLoaded(photo);
      });
    }
  });

  test('A team photo that cannot be loaded shows the grey placeholder', async ({ page }) => {
    await page.route('**/images/team/james-nguyen.svg', (route) => route.fulfill({ status: 404 }));
    await open(page, ROUTES.team);

    const broken = main(page).getByRole('img', { name: 'James Nguyen' });
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('src', '/images/placeholder-person.svg');
    await expectLoaded(broken);
    // The others keep their own photos.
    await expect(main(page).getByRole('img', { name: 'Sarah Mitchell' })).toHaveAttribute(
      'src',
      '/images/team/sarah-mitchell.svg',
    );
    await expectAccessible(page);
  });

  test('Visitors browse the service areas and what compounding offers', async ({ page }) => {
    await open(page, ROUTES.services);
    const services = main(page);

    await test.step('eight illustrated service areas', async () => {
      const tiles = services.getByRole('list', { name: 'Service areas' }).getByRole('listitem');
      await expect(tiles).toHaveCount(SERVICE_AREAS.length);
      for (const [index, [name, image]] of SERVICE_AREAS.entries()) {
        const tile = tiles.nth(index);
        await expect(tile).toHaveText(name);
        // Decorative: the tile's name is its text, so the picture has an empty alt.
        const picture = tile.locator('img');
        await expect(picture).toHaveAttribute('src', `/images/services/${image}.svg`);
        await expect(picture).toHaveAttribute('alt', '');
        await expectLoaded(picture);
      }
    });

    await test.step('the two panels', async () => {
      const options = services.getByRole('region', { name: 'Customization Options' });
      await expect(options.getByRole('listitem')).toHaveCount(5);
      await expect(options).toContainText('dosage strengths that are not commercially available', { ignoreCase: true });
      await expect(options).toContainText('suppositories, oral liquids and lozenges');

      const benefits = services.getByRole('region', { name: 'Benefits of Compounded Medicine' });
      await expect(benefits.getByRole('listitem')).toHaveCount(5);
      await expect(benefits).toContainText('Access to discontinued or scarce drugs');
    });
  });
});

test.describe('the FAQ accordion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const question = (page: Page, name: RegExp) => main(page).getByRole('button', { name });
  // Each open answer is a region named by its question, inside the page's own region.
  const openAnswers = (page: Page) =>
    main(page).getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('region');

  test('Visitors open one answer at a time', async ({ page }) => {
    await open(page, ROUTES.faqs);
    await expect(main(page).getByRole('button', { expanded: false })).toHaveCount(8);
    await expect(openAnswers(page)).toHaveCount(0);

    await test.step('a question opens its answer', async () => {
      await question(page, /ship/i).click();
      await expect(question(page, /ship/i)).toHaveAttribute('aria-expanded', 'true');
      const answer = main(page).getByRole('region', { name: /ship/i });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('Australia-wide with tracking');
      await expect(answer).toContainText('2-5 business days');
      await expectAccessible(page);
    });

    await test.step('another question closes the first', async () => {
      await question(page, /payment/i).click();
      await expect(openAnswers(page)).toHaveCount(1);
      await expect(openAnswers(page)).toContainText('Visa, MasterCard, EFTPOS and bank transfer');
      await expect(question(page, /ship/i)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the open question closes again', async () => {
      await question(page, /payment/i).click();
      await expect(openAnswers(page)).toHaveCount(0);
      await expect(question(page, /payment/i)).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('Keyboard users open and close answers with Enter and Space', async ({ page }) => {
    await open(page, ROUTES.faqs);
    const prescription = question(page, /need a prescription/i);

    await prescription.focus();
    await page.keyboard.press('Enter');
    await expect(prescription).toHaveAttribute('aria-expanded', 'true');
    await expect(openAnswers(page)).toContainText('licensed practitioner');

    await page.keyboard.press('Tab');
    const next = question(page, /how do i order/i);
    await expect(next).toBeFocused();
    await page.keyboard.press('Space');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await expect(prescription).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(openAnswers(page)).toHaveCount(0);
  });
});

for (const width of [320, 1440]) {
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    // One story per page: each opens and scans its page at this width.
    for (const path of PUBLIC_PAGES) {
      test(`${path} does not scroll sideways at ${width}px`, async ({ page }) => {
        await open(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
      });
    }
  });
}
