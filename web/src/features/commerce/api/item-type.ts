import type { QueryClient } from '@tanstack/react-query';
import { coursesQuery } from './get-courses';
import type { ItemType } from './types';

// Whether an id is a premium course or a Brevi Learning notes card, for a course details page
// opened without the card's data (a shared link): the course JSON does not say, but the
// premium course list does. Cards pass their type, so this is rarely asked.
export async function findItemType(client: QueryClient, id: string): Promise<ItemType> {
  const courses = await client.fetchQuery(coursesQuery);
  return courses.some((c) => c.id === id) ? 'course' : 'notes';
}
