import { expect, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 14: on desktop the home Services carousel's arrows sat on top of the first and last
// cards' "Visit Now" buttons. They now sit in gutters beside the track.
test('the home Services arrows do not cover any card button on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  // The carousel is loaded when its place comes near the viewport (routes/Home.tsx).
  await page.locator('footer').scrollIntoViewIfNeeded();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Services', exact: true }) });
  const previous = section.getByRole('button', { name: 'Previous services' });
  const next = section.getByRole('button', { name: 'Next services' });
  await previous.scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();

  // One snapshot in one frame (autoplay moves the slides every 3.5 s): the arrows' boxes,
  // the track's, and the "Visit Now" buttons fully inside the track, i.e. the visible ones.
  const snapshot = await section.evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const track = root.querySelector('.swiper')!;
    const t = track.getBoundingClientRect();
    const buttons = [...root.querySelectorAll('a')]
      .filter((a) => a.textContent?.trim() === 'Visit Now')
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.left >= t.left && r.right <= t.right;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
    // What a click at the centre of the first visible button would hit.
    const first = buttons[0].getBoundingClientRect();
    const hit = document.elementFromPoint(first.x + first.width / 2, first.y + first.height / 2);
    return {
      arrows: [...root.querySelectorAll('button')].filter((b) => /services$/.test(b.getAttribute('aria-label') ?? '')).map(box),
      track: box(track),
      buttons: buttons.map(box),
      firstButtonIsClickable: hit !== null && buttons[0].contains(hit),
    };
  });

  expect(snapshot.arrows).toHaveLength(2);
  expect(snapshot.buttons).toHaveLength(3); // three cards per view from 1024 px
  for (const arrow of snapshot.arrows) {
    expect(overlaps(arrow, snapshot.track)).toBe(false);
    for (const button of snapshot.buttons) expect(overlaps(arrow, button)).toBe(false);
  }
  expect(snapshot.firstButtonIsClickable).toBe(true);
});
