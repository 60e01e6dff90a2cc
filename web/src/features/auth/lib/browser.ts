// Browser facts and actions the sign-in flows depend on, in one object so tests can stub
// them (vi.spyOn(browser, 'isMobile')).
export const browser = {
  // Phones and tablets get the redirect flow: popups are unreliable there.
  isMobile(): boolean {
    if (/Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent)) return true;
    return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  },
  // Leaves the app for a full-page navigation (the redirect sign-in flow).
  assign(url: string) {
    window.location.assign(url);
  },
};
