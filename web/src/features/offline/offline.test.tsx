import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_FILES_CACHE } from '@/lib/offline-caches';
import { saveFile } from '@/lib/saved-files';
import { installCaches, removeCaches } from '@/testing/cache-storage';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const PDF = '%PDF-1.4\n' + 'x'.repeat(2038); // 2 KB
const topic = {
  id: 't1',
  title: 'Engineering Physics - Important Topics',
  description: 'The topics asked most often.',
  imageUrl: 'Important Topics',
  downloadUrl: '/files/important-topics/first-year/bas101.pdf',
  fileType: 'PDF',
  subject: 'Engineering Physics',
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => installCaches());
afterEach(() => {
  removeCaches();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('offline banner', () => {
  it('tells the student when the device goes offline and goes away when it is back', async () => {
    renderApp('/syllabus');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/You are offline/)).toBeNull();

    setOnline(false);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline. Pages you opened before and files you saved still work.');
    expect(within(banner).getByRole('link', { name: 'files you saved' })).toHaveAttribute('href', '/saved');

    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});

describe('save for offline', () => {
  function topicsPage() {
    server.use(http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic] })));
    renderApp('/important-topics/first-year');
  }

  it('saves the PDF, shows saving then saved, and can remove it again', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(topic.downloadUrl, async () => {
        await held;
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    topicsPage();
    const card = (await screen.findByText(topic.title)).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/api/downloads/t1');
    // Enabled once the list of saved files has been read (a click before that does nothing).
    await waitFor(() => expect(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` })).toBeEnabled());
    await userEvent.click(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` }));
    // The button says so on the next render (Preact), while the download is held.
    await waitFor(() => expect(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` })).toHaveTextContent('Saving…'));
    expect(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` })).toBeDisabled();

    release();
    expect(await within(card).findByText('Saved for offline')).toBeInTheDocument();
    const saved = await (window.caches as unknown as CacheStorage).open(SAVED_FILES_CACHE).then((c) => c.match(topic.downloadUrl));
    expect(await saved!.text()).toBe(PDF);
    // Once saved, Download Now opens the saved copy (which the service worker answers offline),
    // not the download counter.
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', topic.downloadUrl);

    await userEvent.click(within(card).getByRole('button', { name: `Remove ${topic.title} from offline files` }));
    expect(await within(card).findByRole('button', { name: `Save for offline: ${topic.title}` })).toHaveTextContent('Save for offline');
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/api/downloads/t1');
  });

  it('says why a save failed and lets the student try again', async () => {
    let calls = 0;
    server.use(
      http.get(topic.downloadUrl, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('gone', { status: 404 }) : new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    topicsPage();
    const card = (await screen.findByText(topic.title)).closest('article')!;
    // Enabled once the list of saved files has been read (a click before that does nothing).
    await waitFor(() => expect(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` })).toBeEnabled());
    await userEvent.click(within(card).getByRole('button', { name: `Save for offline: ${topic.title}` }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The file could not be downloaded (error 404).');

    await userEvent.click(within(card).getByRole('button', { name: `Try saving again: ${topic.title}` }));
    expect(await within(card).findByText('Saved for offline')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('offers no button for another site’s file, or where the browser cannot keep files', async () => {
    server.use(
      http.get('/api/catalog/important-topics/firstYear', () =>
        HttpResponse.json({ items: [{ ...topic, downloadUrl: 'https://drive.example.com/bas101.pdf' }] }),
      ),
    );
    renderApp('/important-topics/first-year');
    const card = (await screen.findByText(topic.title)).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Download Now' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Save for offline/ })).toBeNull();
  });
});

describe('saved page', () => {
  async function keep(url: string, title: string, subject: string, bytes: string) {
    server.use(http.get(url, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } })));
    await saveFile({ url, title, subject });
  }

  it('lists the saved files with subject and size, newest first, opening each from its own address', async () => {
    await keep('/files/pyq/first-year/bas101.pdf', 'Physics 2023', 'Engineering Physics', PDF);
    await keep('/files/notes/kcs301.pdf', 'डेटा स्ट्रक्चर नोट्स', 'Data Structures', 'y'.repeat(3 * 1024 * 1024));
    renderApp('/saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved for offline' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Saved files' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'डेटा स्ट्रक्चर नोट्स' })).toHaveAttribute('href', '/files/notes/kcs301.pdf');
    expect(items[0]).toHaveTextContent('Data Structures · 3.0 MB');
    expect(within(items[1]).getByRole('link', { name: 'Physics 2023' })).toHaveAttribute('href', '/files/pyq/first-year/bas101.pdf');
    expect(items[1]).toHaveTextContent('Engineering Physics · 2 KB');
    expect(screen.getByText('2 files, 3.0 MB')).toBeInTheDocument();
  });

  it('removes a file from the device', async () => {
    await keep('/files/pyq/first-year/bas101.pdf', 'Physics 2023', 'Engineering Physics', PDF);
    renderApp('/saved');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Physics 2023' }));
    expect(await screen.findByText('No saved files yet.')).toBeInTheDocument();
    const left = await (window.caches as unknown as CacheStorage).open(SAVED_FILES_CACHE).then((c) => c.keys());
    expect(left).toHaveLength(0);
  });

  it('says how to save files when there are none', async () => {
    renderApp('/saved');
    expect(await screen.findByText('No saved files yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'previous year paper' })).toHaveAttribute('href', '/pyq');
  });

  it('says so when the browser cannot keep files', async () => {
    removeCaches();
    renderApp('/saved');
    expect(await screen.findByText('This browser cannot keep files for offline use.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
