// How a page's canonical path is spelled (lib/page-head), as the server's route table spelled it.
import { describe, expect, it } from 'vitest';
import { defaultPageHead, requestedPath, routePath } from './page-head';

describe('page head paths', () => {
  it('a route of the app is spelled as the routes spell it, whatever the case and trailing slash', () => {
    expect(routePath('/PYQ/second-year/')).toBe('/pyq/Second-year');
    expect(routePath('/job_portal')).toBe('/Job_portal');
    expect(routePath('/study_material/finalyearstudymaterialpage')).toBe('/Study_material/FinalYearStudyMaterialPage');
    expect(routePath('/')).toBe('/');
    expect(routePath('/HOME')).toBe('/home');
  });

  it('any other path as requested: decoded segments, no empty ones, no trailing slash', () => {
    expect(routePath('/project/ABC')).toBe('/project/ABC');
    expect(requestedPath('/project/a%20b/')).toBe('/project/a b');
    expect(requestedPath('/x/%E0%A4')).toBe('/x/%E0%A4');
    expect(requestedPath('//')).toBe('/');
  });

  it('by default: the path as requested, 200, website, no JSON-LD', () => {
    expect(defaultPageHead('/Login/')).toEqual({ canonical: '/Login', status: 200, ogType: 'website', jsonLd: [] });
  });
});
