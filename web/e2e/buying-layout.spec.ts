import { expect, test } from './fixtures';
import { appStarted, expectNoSidewaysScroll, items, signIn } from './helpers';

// Buying, walked at a phone's and a laptop's width (issue 30): the courses, a course's page,
// the login that buying asks for and My purchases fit the window, and each card's Buy Now is
// on screen. Nothing is bought here (commerce.spec.ts pays through the fake Razorpay).
for (const width of [360, 1280]) {
  test(`at ${width} px the buying pages fit and Buy Now is on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const courses = (await items(page.request, '/api/courses')).filter((c) => Number(c.price) > 0);
    expect(courses.length, 'the demo content has priced courses').toBeGreaterThan(0);

    await page.goto('/Premium_courses');
    await appStarted(page);
    const buy = page.getByRole('button', { name: 'Buy Now' }).first();
    await expect(buy).toBeVisible();
    await buy.scrollIntoViewIfNeeded();
    const box = await buy.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page, '/Premium_courses');

    await page.goto(`/course-details/${encodeURIComponent(courses[0].id)}`);
    await appStarted(page);
    await expectNoSidewaysScroll(page, 'a course page');

    await page.goto('/login');
    await appStarted(page);
    await expectNoSidewaysScroll(page, '/login');

    await signIn(page, 'student');
    // The checkout dialog (nothing is bought: it only asks for a quote) fits too, Pay on screen.
    await page.goto('/Premium_courses');
    await appStarted(page);
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    const pay = checkout.getByRole('button', { name: /^(Pay ₹|Get it free)/ });
    await expect(pay).toBeVisible();
    await pay.scrollIntoViewIfNeeded();
    const payBox = await pay.boundingBox();
    expect(payBox!.x + payBox!.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page, 'the checkout dialog');
    await page.keyboard.press('Escape');
    await expect(checkout).toHaveCount(0);

    await page.goto('/purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/purchases');
  });
}
