export type Job = {
  id: string;
  role: string;
  company: string;
  skills: string;
  field: string;
  batch: string;
  qualification: string;
  eligibility: string;
  salary: string;
  experience: string;
  location: string;
  applyUrl: string;
  postedAt?: number;
  topCompany: boolean;
};

export type JobPage = { items: Job[]; next: string | null; total: number };

export type ExperienceFilter = 'all' | 'fresher' | '1-3' | '3+';
export type JobSort = 'recent' | 'salary';

export type JobSearch = { q: string; field: string; experience: ExperienceFilter; sort: JobSort };
