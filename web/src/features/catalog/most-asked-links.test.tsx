import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const paper = (id: string, title: string, subject: string, subjectCode?: string) => ({
  id,
  title,
  downloadUrl: `/files/pyq/second-year/${id}.pdf`,
  subject,
  index: 1,
  ...(subjectCode === undefined ? {} : { subjectCode }),
});

const section = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;

describe('"Most asked questions" on the previous-year papers page', () => {
  it("links a subject whose papers have a code to its most asked questions (the first paper's code); none for a subject without one, nor for Others", async () => {
    server.use(
      http.get('/api/catalog/previous-year/secondYear', () =>
        HttpResponse.json({
          items: [
            paper('ds1', 'Data Structure (2023-24)', 'Data Structure'),
            paper('ds2', 'BCS301 Data Structure (2022-23)', 'Data Structure', 'BCS301'),
            paper('ds3', 'KCS301 Data Structure (2021-22)', 'Data Structure', 'KCS301'),
            paper('m1', 'Maths IV (2023-24)', 'Maths IV'),
            paper('o1', 'BCS302 Carry-over (2023-24)', 'Others', 'BCS302'),
          ],
        }),
      ),
    );
    const { router } = renderApp('/pyq/Second-year');
    await screen.findByRole('heading', { level: 2, name: 'Data Structure' });

    const ds = section('Data Structure');
    const link = within(ds).getByRole('link', { name: 'Most asked questions in Data Structure' });
    expect(link).toHaveAttribute('href', '/most-asked/BCS301');
    expect(link).not.toHaveAttribute('target');
    // Below the heading, outside the list of papers (which stays the papers only).
    expect(within(ds).getByRole('list')).not.toContainElement(link);
    expect(within(within(ds).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);

    expect(within(section('Maths IV')).queryByRole('link', { name: /^Most asked questions/ })).toBeNull();
    expect(within(section('Others')).queryByRole('link', { name: /^Most asked questions/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Most asked questions/ })).toHaveLength(1);

    server.use(http.get('/api/subjects/:code/repeated-questions', () => new Promise<never>(() => {})));
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/most-asked/BCS301');
  });
});
