// A fake OAuth 2.0 / OpenID Connect provider on loopback, for tests of social sign-in
// (API tests and the browser tests). Node's standard library only.
//
//   node fake_oauth_provider.mjs [port]     prints "FAKE_OAUTH_PORT=<port> PID=<pid>"
//
//   GET  /authorize   checks the request, then sends the browser back with a code
//   POST /token       checks client, code, redirect_uri and the PKCE verifier (S256);
//                     answers an access token and an (unsigned) ID token with the nonce
//   GET  /userinfo    the profile for a Bearer access token (Facebook-style "id" too)
//   POST /control     JSON: {"profile": {...}} the next person to sign in,
//                     {"deny": true} the next authorization is refused,
//                     {"wrongNonce": true} the next ID token carries another nonce
//   GET  /control     what the provider saw last (JSON)
import { createServer } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = process.env.FAKE_OAUTH_CLIENT_ID ?? 'fake-client';
const CLIENT_SECRET = process.env.FAKE_OAUTH_CLIENT_SECRET ?? 'fake-secret';

const defaultProfile = {
  sub: 'fake-user-1',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Fake Google User',
  picture: 'https://example.com/avatar.png',
};
let nextProfile = { ...defaultProfile };
let denyNext = false;
let wrongNonceNext = false;
const codes = new Map();   // code → {client_id, redirect_uri, challenge, nonce, profile}
const tokens = new Map();  // access token → profile
const seen = { authorize: null, token: null };

const b64url = (buf) => Buffer.from(buf).toString('base64url');

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(req) {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  try {
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams);
      seen.authorize = q;
      if (q.client_id !== CLIENT_ID) return send(res, 400, { error: 'invalid_client' });
      if (q.response_type !== 'code' || !q.redirect_uri || !q.state) return send(res, 400, { error: 'invalid_request' });
      if (q.code_challenge_method !== 'S256' || !q.code_challenge) return send(res, 400, { error: 'invalid_request', error_description: 'PKCE S256 required' });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('state', q.state);
      if (denyNext) {
        denyNext = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = b64url(randomBytes(16));
        codes.set(code, { client_id: q.client_id, redirect_uri: q.redirect_uri, challenge: q.code_challenge, nonce: q.nonce, profile: nextProfile });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      seen.token = { ...form, client_secret: form.client_secret ? '(sent)' : '(missing)' };
      const grant = codes.get(form.code);
      codes.delete(form.code);  // one use only
      if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET) return send(res, 401, { error: 'invalid_client' });
      if (form.grant_type !== 'authorization_code' || !grant) return send(res, 400, { error: 'invalid_grant' });
      if (form.redirect_uri !== grant.redirect_uri) return send(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
      const challenge = b64url(createHash('sha256').update(form.code_verifier ?? '').digest());
      if (challenge !== grant.challenge) return send(res, 400, { error: 'invalid_grant', error_description: 'PKCE verifier' });
      const access = b64url(randomBytes(24));
      tokens.set(access, grant.profile);
      const now = Math.floor(Date.now() / 1000);
      const nonce = wrongNonceNext ? 'not-the-nonce' : grant.nonce;
      wrongNonceNext = false;
      const claims = { iss: `http://127.0.0.1:${server.address().port}`, aud: CLIENT_ID, iat: now, exp: now + 3600, nonce, ...grant.profile };
      const idToken = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.`;
      return send(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const profile = tokens.get(token);
      if (!profile) return send(res, 401, { error: 'invalid_token' });
      return send(res, 200, { id: profile.sub, ...profile, picture: { data: { url: profile.picture } } });
    }
    if (url.pathname === '/control') {
      if (req.method === 'GET') return send(res, 200, seen);
      const body = JSON.parse((await readBody(req)) || '{}');
      if (body.profile) nextProfile = { ...defaultProfile, ...body.profile };
      if (body.reset) nextProfile = { ...defaultProfile };
      if (body.deny) denyNext = true;
      if (body.wrongNonce) wrongNonceNext = true;
      return send(res, 200, { ok: true });
    }
    send(res, 404, { error: 'not_found' });
  } catch (e) {
    send(res, 500, { error: String(e) });
  }
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`FAKE_OAUTH_PORT=${server.address().port} PID=${process.pid}\n`);
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => server.close(() => process.exit(0)));
