// Shapes of the job alerts API (docs/openapi.yaml, /api/me/alerts), from the generated schema.
import type { ApiPaths, ApiSchemas } from '@/lib/api-types';

export type JobAlert = ApiSchemas['JobAlert'];
export type AlertFrequency = JobAlert['frequency'];
export type AlertExperience = JobAlert['experience'];

// What an alert looks for: the job portal's search without its sort.
export type AlertSearch = Pick<JobAlert, 'q' | 'field' | 'experience'>;

export type NewAlert = ApiPaths['/api/me/alerts']['post']['requestBody']['content']['application/json'];
export type AlertChange = ApiPaths['/api/me/alerts/{id}']['patch']['requestBody']['content']['application/json'];
