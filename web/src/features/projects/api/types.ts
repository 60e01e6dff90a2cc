export type ProjectLevel = 'beginner' | 'intermediate' | 'advanced';

export type Project = {
  id: string;
  cardTitle: string;
  site_name: string;
  subtitle: string;
  level: ProjectLevel;
  image: string;
  ss1_url?: string;
  ss2_url?: string;
  ss3_url?: string;
  ss4_url?: string;
  ss5_url?: string;
  tech1?: string;
  tech2?: string;
  tech3?: string;
  tech4?: string;
  tech5?: string;
  proj_desc: string;
  site_url: string;
  buy_url: string;
  price: number;
  originalPrice: number;
};

export function screenshots(p: Project): string[] {
  return [p.ss1_url, p.ss2_url, p.ss3_url, p.ss4_url, p.ss5_url].filter((s): s is string => Boolean(s));
}

export function technologies(p: Project): string[] {
  return [p.tech1, p.tech2, p.tech3, p.tech4, p.tech5].filter((s): s is string => Boolean(s));
}
