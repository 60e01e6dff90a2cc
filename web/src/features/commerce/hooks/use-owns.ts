import { useUser } from '@/lib/auth';

// Whether the signed-in student owns an item. purchasedCourses comes from the server's
// purchases, so it is the same on every device they sign in from.
export function useOwns(id: string): boolean {
  const { data } = useUser();
  return Boolean(data?.purchasedCourses?.includes(id));
}
