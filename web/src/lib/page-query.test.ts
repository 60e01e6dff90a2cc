import { describe, expect, it } from 'vitest';
import { readPageQuery, writePageQuery } from './page-query';
import { JOB_PORTAL_QUERY } from './page-queries';

describe('a page query (the job portal)', () => {
  it('reads each parameter, an unknown value or none as its fallback', () => {
    expect(readPageQuery(JOB_PORTAL_QUERY, new URLSearchParams('sort=salary&q=java+dev&experience=9+years&utm=x'))).toEqual({
      q: 'java dev',
      field: '',
      experience: 'all',
      sort: 'salary',
    });
  });

  it('writes one spelling: the rules’ order, fallbacks left out', () => {
    const query = readPageQuery(JOB_PORTAL_QUERY, new URLSearchParams('sort=salary&experience=3%2B&q=C%2B%2B+%26+Go'));
    expect(writePageQuery(JOB_PORTAL_QUERY, query).toString()).toBe('q=C%2B%2B+%26+Go&experience=3%2B&sort=salary');
    expect(writePageQuery(JOB_PORTAL_QUERY, readPageQuery(JOB_PORTAL_QUERY, new URLSearchParams())).toString()).toBe('');
  });
});
