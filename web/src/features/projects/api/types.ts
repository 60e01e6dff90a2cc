import type { ApiSchemas } from '@/lib/api-types';

export type ProjectLevel = ApiSchemas['Project']['level'];

export type Project = ApiSchemas['Project'];

export function screenshots(p: Project): string[] {
  return [p.ss1_url, p.ss2_url, p.ss3_url, p.ss4_url, p.ss5_url].filter((s): s is string => Boolean(s));
}

export function technologies(p: Project): string[] {
  return [p.tech1, p.tech2, p.tech3, p.tech4, p.tech5].filter((s): s is string => Boolean(s));
}
