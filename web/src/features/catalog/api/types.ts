// Shapes of docs/api.md, from docs/openapi.yaml.
import type { ApiPaths, ApiSchemas } from '@/lib/api-types';

// imageUrl is a text label shown as the card's heading; subject only for notes and practical.
export type Material = ApiSchemas['Material'];

export type PreviousYearPaper = ApiSchemas['PreviousYearPaper'];

// The collections whose items are Material (previous-year and bl-notes have their own shapes).
type Collection = ApiPaths['/api/catalog/{collection}/{year}']['get']['parameters']['path']['collection'];
export type MaterialCollection = Extract<Collection, 'important-topics' | 'quantum' | 'notes' | 'practical'>;

// GET /api/popular: the most downloaded free materials and papers of the last 7 days.
export type PopularItem = ApiSchemas['PopularItem'];
