// The peer our catalog endpoint is measured against: the usual stack for sites like ours,
// Express 5 + better-sqlite3, reading the same rows from the same SQLite file and answering
// the same JSON. Read-only; one process, like the server it is compared with.
//
//   node server.js --db <data>/pathshala.db --port 18082
import express from 'express';
import Database from 'better-sqlite3';
import { parseArgs } from 'node:util';
import { NOTES_QUERY, toMaterial } from './queries.js';

const { values } = parseArgs({
  options: { db: { type: 'string' }, port: { type: 'string', default: '18082' } },
});
if (!values.db) {
  console.error('usage: node server.js --db PATH [--port N]');
  process.exit(2);
}

const db = new Database(values.db, { readonly: true, fileMustExist: true });
const listNotes = db.prepare(NOTES_QUERY);
const YEARS = new Set(['firstYear', 'secondYear', 'thirdYear', 'fourthYear']);

const app = express();
app.disable('x-powered-by');

app.get('/api/catalog/notes/:year', (req, res) => {
  if (!YEARS.has(req.params.year)) {
    res.status(404).json({ error: { code: 'not-found', message: 'No such year' } });
    return;
  }
  const items = listNotes.all(req.params.year).map(toMaterial);
  res.json({ items });
});

app.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`express-sqlite listening on http://127.0.0.1:${values.port}`);
});
