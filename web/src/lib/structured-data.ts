// The structured data (schema.org JSON-LD) pages report for the server's first HTML of them
// (lib/page-head): breadcrumbs and item lists on list pages, Product (Brevi notes, projects),
// Course (premium courses, for Google's course info result) and JobPosting (job pages). Links
// stay site-relative and "@context" is left out: the server adds it and makes url, item, image
// and sameAs absolute when it writes them into <head>. Pure functions of the API's records.
import type { ApiSchemas } from './api-types';
import { safeUrl } from './url-safety';

export type JsonLd = { '@type': string; [key: string]: unknown };

// [name, site-relative path or URL]: a crumb of a trail, or an entry of a list.
export type Link = readonly [name: string, url: string];

export const HOME_CRUMB: Link = ['Home', '/home'];

// Links that come from data are written only when the app would follow them (lib/url-safety).
const isSafe = (url: string | undefined) => safeUrl(url) !== null;

// A whole number, else 0: an odd value in a record never fails the page.
const whole = (n: unknown) => (Number.isSafeInteger(n) ? (n as number) : 0);

// From Home down to the page.
export function breadcrumbs(trail: readonly Link[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

// What the page lists, in its order.
export function itemList(name: string, items: readonly Link[]): JsonLd {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map(([title, url], i) => ({ '@type': 'ListItem', position: i + 1, name: title, url })),
  };
}

export function website(site: string): JsonLd {
  return { '@type': 'WebSite', name: site, url: '/' };
}

// price: whole rupees; payable: paise, what is charged (GST included when charged).
export type Priced = { price: number; payable?: number };

// An Offer in INR of what is charged (payable in rupees, with paise only when there are any),
// else the listed rupees; category Paid, or Free for a price of 0.
export function offer(item: Priced, url: string): JsonLd {
  const listed = whole(item.price);
  const price = Number.isSafeInteger(item.payable) ? (item.payable as number) / 100 : listed;
  return { '@type': 'Offer', price, priceCurrency: 'INR', category: listed > 0 ? 'Paid' : 'Free', availability: 'https://schema.org/InStock', url };
}

// Courses have a description, projects a subtitle; a project's image is `image`.
export type Sellable = Priced & { description?: string; subtitle?: string; imageUrl?: string; image?: string };

// A card sold as a product (Brevi notes, projects): name, description, image, the offer.
export function product(item: Sellable, url: string, name: string): JsonLd {
  const ld: JsonLd = { '@type': 'Product', name, description: item.description || item.subtitle || name, offers: offer(item, url) };
  for (const image of [item.imageUrl, item.image]) if (image && isSafe(image)) ld.image = image;
  return ld;
}

// A premium course: provider (the site), the offer, and one online, self-paced instance.
export function course(c: ApiSchemas['Course'], url: string, site: string): JsonLd {
  const ld: JsonLd = {
    '@type': 'Course',
    name: c.title,
    description: c.description || `${c.title} — ${c.subject}`,
    provider: { '@type': 'Organization', name: site, sameAs: '/' },
    offers: offer(c, url),
    // Studied online at the student's own pace: one instance, no schedule. (Google also asks
    // for the workload as a duration; the catalog does not know it.)
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
  };
  if (c.subject) ld.about = c.subject;
  ld.inLanguage = 'en-IN';
  if (isSafe(c.imageUrl)) ld.image = c.imageUrl;
  return ld;
}

// How long a job posting is valid after it was posted: the portal has no closing dates, and
// Google asks for validThrough on postings that expire; campus drives close within weeks.
export const JOB_VALID_MS = 45 * 24 * 3_600_000;

// "2026-11-22T10:15:00Z" (UTC, whole seconds): JSON-LD dates. A time no Date can hold is 1970's.
export function isoDate(epochMs: number): string {
  const date = new Date(Math.trunc(epochMs / 1000) * 1000);
  return (Number.isNaN(date.getTime()) ? new Date(0) : date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const MARKUP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => MARKUP[c]);

const FACTS: [label: string, key: keyof ApiSchemas['Job']][] = [
  ['Skills', 'skills'],
  ['Qualification', 'qualification'],
  ['Eligibility', 'eligibility'],
  ['Batch', 'batch'],
  ['Experience', 'experience'],
  ['Salary', 'salary'],
  ['Field', 'field'],
];

// Job boards' and forms' hosts: an apply link there does not name the company's own site.
const BOARDS = ['linkedin.', 'naukri.', 'indeed.', 'forms.', 'docs.google', 'unstop.', 'internshala.', 'glassdoor.', 'bit.ly', 'lnkd.in'];

// The apply link's origin when it is the company's own site (https, not a job board's or a form's).
function companySite(apply: string): string | null {
  if (!isSafe(apply) || !apply.startsWith('https://')) return null;
  const hostEnd = apply.indexOf('/', 8);
  const origin = hostEnd < 0 ? apply : apply.slice(0, hostEnd);
  const host = origin.slice(8).toLowerCase();
  return BOARDS.some((known) => host.includes(known)) ? null : origin;
}

// A job of GET /api/jobs/{id}: title, description (HTML), datePosted and validThrough,
// employmentType and baseSalary as the server read them from the role and salary text,
// hiringOrganization, the location (or remote in India).
export function jobPosting(job: ApiSchemas['Job']): JsonLd {
  let description = `<p>${escapeMarkup(job.role)} at ${escapeMarkup(job.company)}.</p><ul>`;
  for (const [label, key] of FACTS) {
    const value = job[key];
    if (typeof value === 'string' && value) description += `<li>${label}: ${escapeMarkup(value)}</li>`;
  }
  description += '</ul>';
  const posted = whole(job.postedAt);
  const organization: JsonLd = { '@type': 'Organization', name: job.company };
  const site = companySite(job.applyUrl);
  if (site) organization.sameAs = site;
  const ld: JsonLd = {
    '@type': 'JobPosting',
    title: job.role,
    description,
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    datePosted: isoDate(posted),
    validThrough: isoDate(posted + JOB_VALID_MS),
    employmentType: job.employmentType,
    hiringOrganization: organization,
    directApply: false,
  };
  const salary = job.salaryRange;
  if (salary) {
    const value =
      salary.min === salary.max
        ? { '@type': 'QuantitativeValue', unitText: 'YEAR', value: salary.max }
        : { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: salary.min, maxValue: salary.max };
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: 'INR', value };
  }
  if (job.location.toLowerCase().includes('remote')) {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'India' };
  } else {
    ld.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' } };
  }
  return ld;
}
