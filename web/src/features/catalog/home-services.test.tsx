import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it } from 'vitest';
import HomeServices from './components/HomeServices';

// WCAG 2.2.2 (pause, stop, hide): the auto-advancing Services carousel can be paused.
const setup = () => render(<HomeServices />, { wrapper: MemoryRouter });
const swiper = () => (document.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper;
const realMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('home Services carousel', () => {
  it('autoplays, and the Pause button stops it; Play starts it again', async () => {
    setup();
    expect(swiper().autoplay.running).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(swiper().autoplay.running).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(swiper().autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  it('does not autoplay for a visitor who prefers reduced motion', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' });
    setup();
    expect(swiper().autoplay.running).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(swiper().autoplay.running).toBe(true);
  });
});
