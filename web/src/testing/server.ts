import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

// Default answers for endpoints every page touches; tests add their own with server.use().
export const server = setupServer(http.get('/api/site', () => HttpResponse.json({ name: 'Pathshala' })));
