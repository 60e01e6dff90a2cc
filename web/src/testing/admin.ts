import { http, HttpResponse } from 'msw';

// GET /api/admin/options as the server answers it (SPEC §5's fixed choices).
export const adminOptions = {
  descriptions: [
    { label: 'Notes', text: 'Handwritten notes for the whole syllabus.' },
    { label: 'Quantum', text: 'The latest Quantum series for your exam.' },
    { label: 'Imp Topics', text: 'The topics most likely to be asked.' },
    { label: 'Practical Files', text: 'Complete practical files with outputs.' },
  ],
  imageLabels: ['Quantum', 'Handwritten Notes', 'Important Topics', 'Practical Files'],
  fileTypes: ['PDF', 'ZIP'],
  levels: ['beginner', 'intermediate', 'advanced'],
  years: ['firstYear', 'secondYear', 'thirdYear', 'fourthYear'],
  collections: ['important-topics', 'quantum', 'notes', 'practical', 'previous-year', 'bl-notes'],
};

// Default answers of the admin API: the options, empty lists, an empty upload space, an
// empty background queue and no PDF files.
export const adminDefaults = [
  http.get('/api/admin/options', () => HttpResponse.json(adminOptions)),
  http.get('/api/admin/files/usage', () => HttpResponse.json({ usedBytes: 0, quotaBytes: 20 * 1024 * 1024 * 1024 })),
  // The PDF files and their previews' state ("Files" tab): none.
  http.get('/api/admin/files', () => HttpResponse.json({ items: [], counts: { queued: 0, running: 0, done: 0, failed: 0 }, next: null })),
  http.get('/api/admin/tasks', () => HttpResponse.json({ items: [], counts: { queued: 0, running: 0, failed: 0, done: 0 }, next: null })),
  // Reported problems (issue 28): none.
  http.get('/api/admin/reports', () => HttpResponse.json({ items: [] })),
  http.get('/api/admin/catalog/:collection/:year', () => HttpResponse.json({ items: [], next: null, total: 0 })),
  http.get('/api/admin/:collection', () => HttpResponse.json({ items: [], next: null, total: 0 })),
];
