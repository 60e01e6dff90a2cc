// Shapes of GET /api/subjects/{code}/repeated-questions, from docs/openapi.yaml.
import type { ApiSchemas } from '@/lib/api-types';

// A subject's previous-year papers read so far (papers), those still to read (pending), their
// sessions and the questions asked in two or more of them (groups, most asked first).
export type RepeatedQuestions = ApiSchemas['RepeatedQuestions'];
// One question and the papers that asked it.
export type QuestionGroup = ApiSchemas['QuestionGroup'];
// One paper that asked it: which one, its session, the page and the number it is at.
export type QuestionOccurrence = ApiSchemas['QuestionOccurrence'];
