// The JSON-LD builders: the same keys, order and values as server/src/pages/json_ld.cpp wrote.
import { describe, expect, it } from 'vitest';
import type { ApiSchemas } from './api-types';
import { breadcrumbs, course, isoDate, itemList, JOB_VALID_MS, jobPosting, offer, product, website } from './structured-data';

const job: ApiSchemas['Job'] = {
  id: 'j1',
  role: 'R&D <Intern>',
  company: `O'Brien "Labs"`,
  skills: 'C++',
  field: '',
  batch: '',
  qualification: 'B.Tech',
  eligibility: '',
  salary: '25,000/month',
  experience: '',
  location: 'Remote (India)',
  applyUrl: 'https://www.linkedin.com/jobs/1',
  postedAt: Date.UTC(2026, 0, 1),
  topCompany: false,
  employmentType: 'INTERN',
};

describe('structured data', () => {
  it('breadcrumbs and item lists count from 1', () => {
    expect(
      breadcrumbs([
        ['Home', '/home'],
        ['Quantum', '/quantum'],
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/home' },
        { '@type': 'ListItem', position: 2, name: 'Quantum', item: '/quantum' },
      ],
    });
    expect(itemList('Empty', [])).toEqual({ '@type': 'ItemList', name: 'Empty', numberOfItems: 0, itemListElement: [] });
    expect(itemList('One', [['A', '/a.pdf']]).itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: 'A', url: '/a.pdf' }]);
    expect(website('Vidya')).toEqual({ '@type': 'WebSite', name: 'Vidya', url: '/' });
  });

  it('an offer is what is charged, in rupees: whole, or with its paise; Free for a price of 0', () => {
    expect(offer({ price: 499, payable: 58_882 }, '/x')).toMatchObject({ price: 588.82, category: 'Paid' });
    expect(offer({ price: 499, payable: 49_900 }, '/x')).toMatchObject({ price: 499, category: 'Paid' });
    expect(offer({ price: 299 }, '/x')).toMatchObject({ price: 299, category: 'Paid' });
    expect(offer({ price: 0 }, '/x')).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'INR',
      category: 'Free',
      availability: 'https://schema.org/InStock',
      url: '/x',
    });
  });

  it('a product: description, else subtitle, else its name; only a safe image', () => {
    expect(product({ price: 1, subtitle: 'Sub', image: 'javascript:alert(1)' }, '/p', 'Name')).toEqual({
      '@type': 'Product',
      name: 'Name',
      description: 'Sub',
      offers: offer({ price: 1 }, '/p'),
    });
    expect(product({ price: 1, description: 'Desc', imageUrl: '/a.png', image: 'https://cdn.example/b.png' }, '/p', 'Name')).toMatchObject({
      description: 'Desc',
      image: 'https://cdn.example/b.png',
    });
    expect(product({ price: 1 }, '/p', 'Name').description).toBe('Name');
  });

  it('a course: "title — subject" without a description; about only with a subject', () => {
    const ld = course({ id: 'c', title: 'T', cardTitle: 'C', subject: '', imageUrl: '', price: 0, discountPercentage: 0 }, '/course-details/c', 'Vidya');
    expect(ld).toEqual({
      '@type': 'Course',
      name: 'T',
      description: 'T — ',
      provider: { '@type': 'Organization', name: 'Vidya', sameAs: '/' },
      offers: offer({ price: 0 }, '/course-details/c'),
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
      inLanguage: 'en-IN',
    });
  });

  it('dates in UTC to the second, as dates.cpp writes them', () => {
    expect(isoDate(Date.UTC(2026, 10, 22, 10, 15, 0, 750))).toBe('2026-11-22T10:15:00Z');
    expect(isoDate(0)).toBe('1970-01-01T00:00:00Z');
    expect(JOB_VALID_MS).toBe(45 * 24 * 60 * 60 * 1000);
  });

  it('a job posting: escaped HTML of the filled facts, remote in India, no sameAs for a job board, no baseSalary without a range', () => {
    const ld = jobPosting(job);
    expect(ld.description).toBe(
      '<p>R&amp;D &lt;Intern&gt; at O&#39;Brien &quot;Labs&quot;.</p><ul><li>Skills: C++</li><li>Qualification: B.Tech</li><li>Salary: 25,000/month</li></ul>',
    );
    expect(ld).toMatchObject({
      datePosted: '2026-01-01T00:00:00Z',
      validThrough: '2026-02-15T00:00:00Z',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: `O'Brien "Labs"` },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(ld.hiringOrganization).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('a job posting: one figure is a value; the company site is the apply link origin (https only)', () => {
    const ld = jobPosting({ ...job, applyUrl: 'https://careers.Acme.example:8443/apply?x=1', salaryRange: { min: 300_000, max: 300_000 } });
    expect(ld.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', unitText: 'YEAR', value: 300_000 } });
    expect(ld.hiringOrganization).toMatchObject({ sameAs: 'https://careers.Acme.example:8443' });
    expect(jobPosting({ ...job, applyUrl: 'https://acme.example' }).hiringOrganization).toMatchObject({ sameAs: 'https://acme.example' });
    expect(jobPosting({ ...job, applyUrl: 'http://acme.example/a' }).hiringOrganization).not.toHaveProperty('sameAs');
  });
});
