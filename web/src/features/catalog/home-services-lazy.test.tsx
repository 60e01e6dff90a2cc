import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

// /home loads the Services carousel (and Swiper with it) only when its placeholder comes near
// the viewport (routes/Home.tsx): Swiper's start-up was one of the page's long tasks.

// Whether the carousel's module has been imported: the mock's factory runs on the first import.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/HomeServices', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

// A stand-in for the browser's IntersectionObserver (jsdom has none), driven by the test.
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  // What the browser reports: the observed element is (or is not) within rootMargin of the viewport.
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
const watching = () => FakeObserver.all.filter((o) => !o.disconnected && o.observed.length > 0);
const placeholder = () => document.querySelector('div.h-\\[23rem\\][aria-hidden="true"]');
const carouselLink = () => screen.queryByRole('link', { name: 'Visit Now: Latest Syllabus' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('home Services carousel, loaded when near the viewport', () => {
  it('is a placeholder until the placeholder comes within 400 px of the viewport, then loads', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // In StrictMode, as main.tsx renders the app: the effect runs twice, one observer is left.
    renderApp('/home', undefined, { strict: true });
    expect(await screen.findByRole('heading', { name: 'What year do you in study?' })).toBeInTheDocument();

    expect(watching()).toHaveLength(1);
    const [observer] = watching();
    expect(observer.observed).toEqual([placeholder()]);
    expect(observer.options).toMatchObject({ rootMargin: '400px 0px' });
    expect(loaded.count).toBe(0);

    // Observing reports the element's state at once: far below the fold, nothing is loaded.
    observer.report(false);
    expect(placeholder()).toBeInTheDocument();
    expect(carouselLink()).toBeNull();
    expect(loaded.count).toBe(0);

    // Scrolled (or tabbed) near it: the carousel is loaded and replaces the placeholder.
    observer.report(true);
    expect(await screen.findAllByRole('link', { name: 'Visit Now: Latest Syllabus' })).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(placeholder()).toBeNull();
    expect(loaded.count).toBe(1);
    expect(observer.disconnected).toBe(true);
    expect(watching()).toHaveLength(0);
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderApp('/home');
    expect((await screen.findAllByRole('link', { name: 'Visit Now: Latest Syllabus' })).length).toBeGreaterThan(0);
    expect(placeholder()).toBeNull();
  });
});
