import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page that follows the update rule and can move to other pages.
async function renderPages() {
  const { useFullLoadAfterUpdate } = await import('./service-worker');
  function Pages() {
    useFullLoadAfterUpdate();
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate('/pyq')}>PYQ</button>
        <button onClick={() => void navigate('/quantum')}>Quantum</button>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Pages />
    </MemoryRouter>,
  );
}

// navigator.serviceWorker as a browser offers it, with a page already controlled (a returning
// visitor) or not (the first visit).
function fakeServiceWorkers(controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve({ update: () => Promise.resolve() })),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('after a new service worker takes control', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules(); // the module registers once per page load
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('keeps the open page as it is and loads the next page in full', async () => {
    vi.stubEnv('PROD', true);
    const workers = fakeServiceWorkers(true);
    const sw = await import('./service-worker');
    const reload = vi.spyOn(sw.pageLoader, 'reload').mockImplementation(() => {});
    sw.registerServiceWorker();
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await renderPages();

    await userEvent.click(screen.getByRole('button', { name: 'PYQ' }));
    expect(reload).not.toHaveBeenCalled(); // no update yet: an ordinary navigation

    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled(); // nothing the student typed is thrown away
    await userEvent.click(screen.getByRole('button', { name: 'Quantum' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after the first install, which only looks like a change', async () => {
    vi.stubEnv('PROD', true);
    const workers = fakeServiceWorkers(false);
    const sw = await import('./service-worker');
    const reload = vi.spyOn(sw.pageLoader, 'reload').mockImplementation(() => {});
    sw.registerServiceWorker();
    await renderPages();

    workers.dispatchEvent(new Event('controllerchange'));
    await userEvent.click(screen.getByRole('button', { name: 'PYQ' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
