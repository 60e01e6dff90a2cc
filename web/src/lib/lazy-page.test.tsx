import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;
const show = (Page: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page name="Asha" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('before its chunk is loaded, suspends like React.lazy', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const Page = lazyPage(() => chunk.promise);
    show(Page);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    chunk.resolve({ default: Hello });
    expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
  });

  it('once preloaded, renders in the first commit (no fallback), loading the chunk once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: Hello };
    });
    await Page.preload();
    await Page.preload();
    show(Page);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('a failed download is tried again by the next preload', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toMatchObject({ default: Hello });
    expect(loads).toBe(2);
  });
});
