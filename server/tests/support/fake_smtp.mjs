// A fake SMTP server on loopback, for tests of outgoing mail (the server's libcurl SMTP client,
// API tests and the browser tests). It speaks real SMTP (a subset of RFC 5321 with AUTH, RFC
// 4954) and keeps every message it accepts, parsed, for a control API. Node's standard library
// only.
//
//   node fake_smtp.mjs [smtpPort] [controlPort]     (0 or absent = a free port; 127.0.0.1)
//     prints one line "FAKE_SMTP_PORT=<smtp> CONTROL_PORT=<http> PID=<pid>", then nothing else
//     on stdout; exits on SIGTERM/SIGINT. FAKE_SMTP_LOG=1 logs the SMTP dialogue to stderr.
//
// Environment: FAKE_SMTP_USER, FAKE_SMTP_PASSWORD. When either is set, AUTH must match them
// (235, else 535) and MAIL FROM before a successful AUTH answers 530. When neither is set,
// AUTH accepts any user and password, and mail without AUTH is accepted too.
//
// SMTP: greeting 220; EHLO (250-…, 8BITMIME, ENHANCEDSTATUSCODES, AUTH PLAIN LOGIN; no
// STARTTLS, so CURLUSESSL_TRY stays in plain text) or HELO; AUTH PLAIN [initial-response]
// (or a 334 continuation), AUTH LOGIN [initial-user] (334 "Username:" / "Password:" prompts,
// base64; "*" cancels → 501); MAIL FROM:<a> (250; 503 before HELO/EHLO or nested; 530 without
// AUTH when credentials are set); RCPT TO:<a> (250, several allowed; 550 when rejected; 503
// before MAIL); DATA (354, lines up to a lone ".", dot-stuffing undone; 250 "2.0.0 Ok: queued as
// <id>"; 554 with no recipients; 552 over 32 MiB); RSET, NOOP (250); QUIT (221, closes);
// VRFY/EXPN/STARTTLS/BDAT/HELP/… 502; anything else 500. Lines may end in CRLF or a bare LF and
// arrive split or pipelined across packets.
//
// Control API (HTTP on the control port, JSON):
//   GET  /messages             every accepted message, oldest first:
//                              [{id, from, to: [..], auth: user|null, helo, raw, headers, text,
//                                html, receivedAt}]
//                              raw: the DATA text as received (CRLF kept, dot-stuffing undone,
//                              the terminating "." line left out)
//                              headers: every header, unfolded; well-known names (Subject, From,
//                              To, Cc, Reply-To, Date, Message-ID, Content-Type,
//                              Content-Transfer-Encoding, MIME-Version) spelled that way whatever
//                              the case in the message, other names as written; the first of a
//                              repeated header; RFC 2047 encoded words (=?UTF-8?B?…?=,
//                              =?UTF-8?Q?…?=, other charsets) decoded in Subject, From, To, Cc,
//                              Reply-To
//                              text: the body with its Content-Transfer-Encoding (quoted-printable,
//                              base64) and charset decoded, line ends as "\n"; for multipart the
//                              first text/plain part ("" if none). html: the first text/html part
//                              (or the body when the message is text/html), else null
//                              receivedAt: ISO 8601 time
//   GET  /messages?to=<addr>   only messages with that recipient (envelope RCPT, case-insensitive)
//        &wait=<ms>[&min=<n>]  waits up to ms (at most 30000) until at least n (default 1) match
//   DELETE /messages           forgets every message (as {"clear":true})
//   POST /control              JSON, any of these together, applied in this order; answers the state:
//                              {"reset": true}      messages and every setting back to the start
//                              {"clear": true}      forgets every message (settings stay)
//                              {"credentials": {"user": "u", "password": "p"}} require AUTH with
//                                                   these (as the environment does); null → AUTH
//                                                   optional, anything accepted
//                              {"failNext": n, "code": 451}  the next n DATA transfers, after the
//                                                   data is received, answer code (default 451,
//                                                   "4.3.0 Try again later"; a 5xx code answers
//                                                   "5.3.0 Message rejected") and are not kept;
//                                                   failNext 0 cancels
//                              {"rejectRcpt": "a@b"} or ["a@b", ...]  RCPT TO those addresses
//                                                   answers 550 (adds to the list; null clears it)
//                              {"down": true}       new SMTP connections are closed at once, with
//                                                   no greeting, until {"down": false}
//                              {"stallData": true}  a DATA transfer's end gets no answer (the
//                                                   sender waits, as on a hung server) and the
//                                                   message is not kept, until {"stallData": false};
//                                                   transfers stalled so far are counted in `stalled`
//   GET  /control              the state: {failNext, failCode, rejectRcpt, down, stallData, authRequired,
//                              messages, connections, refused, transfers, failed}
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { randomBytes } from 'node:crypto';

const MAX_MESSAGE = 32 * 1024 * 1024;
const MAX_LINE = 8192;
const LOG = Boolean(process.env.FAKE_SMTP_LOG);

const envCredentials = () =>
  process.env.FAKE_SMTP_USER !== undefined || process.env.FAKE_SMTP_PASSWORD !== undefined
    ? { user: process.env.FAKE_SMTP_USER ?? '', password: process.env.FAKE_SMTP_PASSWORD ?? '' }
    : null;

let credentials = envCredentials();
let messages = [];
let failNext = 0;
let failCode = 451;
let rejectRcpt = new Set();  // lower-case addresses
let down = false;
let stallData = false;
const counters = { connections: 0, refused: 0, transfers: 0, failed: 0, stalled: 0 };
const waiters = new Set();   // () => void, run after every change to messages
const sockets = new Set();

// ---------------------------------------------------------------- message parsing

function decodeBytes(bytes, charset) {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function qpBytes(text, header) {
  if (header) text = text.replace(/_/g, ' ');
  else text = text.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, '');
  const out = [];
  for (let i = 0; i < text.length; ) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const cp = text.codePointAt(i);
      const ch = String.fromCodePoint(cp);
      out.push(...Buffer.from(ch, 'utf8'));
      i += ch.length;
    }
  }
  return Buffer.from(out);
}

// RFC 2047: encoded words, with the white space between adjacent ones dropped. Adjacent words
// in one charset are decoded together, so a character split across two words survives.
function decodeEncodedWords(value) {
  const re = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  let out = '';
  let last = 0;
  let pending = null;  // {charset, bytes: []}
  const flush = () => {
    if (pending) out += decodeBytes(Buffer.concat(pending.bytes), pending.charset);
    pending = null;
  };
  for (let m; (m = re.exec(value)); ) {
    const between = value.slice(last, m.index);
    if (!(pending && /^[ \t\r\n]*$/.test(between))) {
      flush();
      out += between;
    }
    const charset = m[1].split('*')[0].toLowerCase();  // RFC 2231 language suffix
    const bytes = m[2].toUpperCase() === 'B' ? Buffer.from(m[3], 'base64') : qpBytes(m[3], true);
    if (pending && pending.charset !== charset) flush();
    if (!pending) pending = { charset, bytes: [] };
    pending.bytes.push(bytes);
    last = re.lastIndex;
  }
  flush();
  return out + value.slice(last);
}

const CANONICAL = ['Subject', 'From', 'To', 'Cc', 'Reply-To', 'Date', 'Message-ID', 'Content-Type',
  'Content-Transfer-Encoding', 'MIME-Version'];
const canonical = new Map(CANONICAL.map((n) => [n.toLowerCase(), n]));
const ENCODED_WORD_HEADERS = new Set(['Subject', 'From', 'To', 'Cc', 'Reply-To']);

function param(contentType, name) {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

// One entity (a message or a MIME part) from its bytes: {headers, text, html, parts}.
function parseEntity(buf) {
  const str = buf.toString('latin1');  // one char per byte, so offsets are byte offsets
  let headerEnd = -1;
  let bodyStart = 0;
  if (/^\r?\n/.test(str)) {
    bodyStart = str.startsWith('\r\n') ? 2 : 1;
    headerEnd = 0;
  } else {
    const m = /\r?\n\r?\n/.exec(str);
    if (m) {
      headerEnd = m.index;
      bodyStart = m.index + m[0].length;
    } else {
      headerEnd = str.length;
      bodyStart = str.length;
    }
  }
  const headerText = buf.subarray(0, headerEnd).toString('utf8').replace(/\r?\n(?=[ \t])/g, '');
  const headers = {};
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const raw = line.slice(0, colon).trim();
    const name = canonical.get(raw.toLowerCase()) ?? raw;
    if (name in headers) continue;
    const value = line.slice(colon + 1).trim();
    headers[name] = ENCODED_WORD_HEADERS.has(name) ? decodeEncodedWords(value) : value;
  }
  const body = buf.subarray(bodyStart);
  const contentType = headers['Content-Type'] ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  const charset = param(contentType, 'charset');
  const cte = (headers['Content-Transfer-Encoding'] ?? '').trim().toLowerCase();

  if (type.startsWith('multipart/') && param(contentType, 'boundary')) {
    const boundary = `--${param(contentType, 'boundary')}`;
    const parts = [];
    const lines = body.toString('latin1').split(/(?<=\n)/);
    let current = null;
    let offset = 0;
    let start = 0;
    for (const line of lines) {
      const bare = line.replace(/\r?\n$/, '').trimEnd();
      if (bare === boundary || bare === `${boundary}--`) {
        if (current !== null) {
          // The line break before the boundary belongs to the boundary.
          const part = body.subarray(start, offset).toString('latin1').replace(/\r?\n$/, '');
          parts.push(parseEntity(Buffer.from(part, 'latin1')));
        }
        current = bare === boundary ? true : null;
        start = offset + line.length;
        if (current === null) break;
      }
      offset += line.length;
    }
    const leaves = parts.flatMap((p) => (p.parts ? p.parts : [p]));
    const plain = leaves.find((p) => p.type === 'text/plain');
    const html = leaves.find((p) => p.type === 'text/html');
    return { headers, type, text: plain ? plain.text : '', html: html ? html.text : null, parts: leaves };
  }

  let bytes;
  if (cte === 'quoted-printable') bytes = qpBytes(body.toString('utf8'), false);
  else if (cte === 'base64') bytes = Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  else bytes = body;
  const text = decodeBytes(bytes, charset).replace(/\r\n/g, '\n');
  return { headers, type, text, html: type === 'text/html' ? text : null };
}

function makeMessage(session, buf) {
  const entity = parseEntity(buf);
  const message = {
    id: session.queueId,
    from: session.mailFrom,
    to: [...session.rcpts],
    auth: session.authUser,
    helo: session.helo,
    raw: buf.toString('utf8'),
    headers: entity.headers,
    text: entity.text,
    html: entity.html,
    receivedAt: new Date().toISOString(),
  };
  if (entity.parts) message.parts = entity.parts.map((p) => ({ type: p.type, headers: p.headers, text: p.text }));
  return message;
}

// ---------------------------------------------------------------- SMTP

const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
const unb64 = (s) => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s) || s.length % 4 === 1) return null;
  return Buffer.from(s, 'base64').toString('utf8');
};
const queueId = () => randomBytes(5).toString('hex').toUpperCase();

function handleConnection(socket) {
  if (down) {
    counters.refused++;
    socket.destroy();
    return;
  }
  counters.connections++;
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => {});

  const s = {
    helo: null,
    authUser: null,
    authed: false,
    mailFrom: null,
    rcpts: [],
    mode: 'command',  // command | data | authPlain | authLoginUser | authLoginPassword | closed
    loginUser: null,
    data: [],
    dataSize: 0,
    queueId: null,
    discarding: false,  // inside an over-long command line
  };
  let buffer = Buffer.alloc(0);

  const reply = (text) => {
    if (s.mode === 'closed' || socket.destroyed) return;
    if (LOG) for (const l of text.split('\r\n')) process.stderr.write(`S: ${l}\n`);
    socket.write(`${text}\r\n`);
  };
  const resetTransaction = () => {
    s.mailFrom = null;
    s.rcpts = [];
    s.data = [];
    s.dataSize = 0;
  };

  const finishAuth = (user, password) => {
    s.mode = 'command';
    if (credentials && (user !== credentials.user || password !== credentials.password))
      return reply('535 5.7.8 Error: authentication failed');
    s.authed = true;
    s.authUser = user;
    reply('235 2.7.0 Authentication successful');
  };
  const plainResponse = (arg) => {
    const decoded = unb64(arg);
    if (decoded === null) {
      s.mode = 'command';
      return reply('501 5.5.2 Cannot decode response');
    }
    const fields = decoded.split('\0');
    if (fields.length !== 3) {
      s.mode = 'command';
      return reply('535 5.7.8 Error: authentication failed');
    }
    finishAuth(fields[1], fields[2]);
  };

  const command = (line) => {
    if (LOG) process.stderr.write(`C: ${line}\n`);
    const [verbRaw, ...rest] = line.split(' ');
    const verb = verbRaw.toUpperCase();
    const arg = rest.join(' ').trim();
    switch (verb) {
      case 'EHLO':
      case 'HELO':
        if (!arg) return reply(`501 5.5.4 Syntax: ${verb} hostname`);
        resetTransaction();
        s.helo = arg;
        if (verb === 'HELO') return reply('250 127.0.0.1');
        return reply(['250-127.0.0.1 Hello ' + arg, '250-8BITMIME', '250-ENHANCEDSTATUSCODES',
          '250 AUTH PLAIN LOGIN'].join('\r\n'));
      case 'AUTH': {
        if (!s.helo) return reply('503 5.5.1 Error: send HELO/EHLO first');
        if (s.authed) return reply('503 5.5.1 Error: already authenticated');
        if (s.mailFrom !== null) return reply('503 5.5.1 Error: MAIL transaction in progress');
        const [mech, initial] = arg.split(/\s+/);
        const m = (mech ?? '').toUpperCase();
        if (m === 'PLAIN') {
          if (initial === undefined) {
            s.mode = 'authPlain';
            return reply('334 ');
          }
          return plainResponse(initial === '=' ? '' : initial);
        }
        if (m === 'LOGIN') {
          if (initial === undefined) {
            s.mode = 'authLoginUser';
            return reply(`334 ${b64('Username:')}`);
          }
          const user = unb64(initial);
          if (user === null) return reply('501 5.5.2 Cannot decode response');
          s.loginUser = user;
          s.mode = 'authLoginPassword';
          return reply(`334 ${b64('Password:')}`);
        }
        if (!m) return reply('501 5.5.4 Syntax: AUTH mechanism');
        return reply('504 5.5.4 Unrecognized authentication type');
      }
      case 'MAIL': {
        if (!s.helo) return reply('503 5.5.1 Error: send HELO/EHLO first');
        if (credentials && !s.authed) return reply('530 5.7.0 Authentication required');
        if (s.mailFrom !== null) return reply('503 5.5.1 Error: nested MAIL command');
        const m = /^FROM:\s*(?:<([^>]*)>|(\S+))/i.exec(arg);
        if (!m) return reply('501 5.5.4 Syntax: MAIL FROM:<address>');
        s.mailFrom = m[1] ?? m[2];
        return reply('250 2.1.0 Ok');
      }
      case 'RCPT': {
        if (s.mailFrom === null) return reply('503 5.5.1 Error: need MAIL command');
        const m = /^TO:\s*(?:<([^>]*)>|(\S+))/i.exec(arg);
        if (!m || !(m[1] ?? m[2])) return reply('501 5.5.4 Syntax: RCPT TO:<address>');
        const address = m[1] ?? m[2];
        if (rejectRcpt.has(address.toLowerCase()))
          return reply(`550 5.1.1 <${address}>: Recipient address rejected: User unknown`);
        s.rcpts.push(address);
        return reply('250 2.1.5 Ok');
      }
      case 'DATA':
        if (arg) return reply('501 5.5.4 Syntax: DATA');
        if (s.mailFrom === null) return reply('503 5.5.1 Error: need MAIL command');
        if (s.rcpts.length === 0) return reply('554 5.5.1 Error: no valid recipients');
        s.mode = 'data';
        s.data = [];
        s.dataSize = 0;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        resetTransaction();
        return reply('250 2.0.0 Ok');
      case 'NOOP':
        return reply('250 2.0.0 Ok');
      case 'QUIT':
        reply('221 2.0.0 Bye');
        s.mode = 'closed';
        socket.end();
        return undefined;
      case 'VRFY':
      case 'EXPN':
      case 'STARTTLS':
      case 'BDAT':
      case 'HELP':
      case 'TURN':
      case 'ETRN':
      case 'SEND':
      case 'SOML':
      case 'SAML':
        return reply('502 5.5.1 Error: command not implemented');
      default:
        return reply('500 5.5.2 Error: command not recognized');
    }
  };

  const endOfData = () => {
    s.mode = 'command';
    counters.transfers++;
    const buf = Buffer.concat(s.data);
    if (s.dataSize > MAX_MESSAGE) {
      resetTransaction();
      return reply('552 5.3.4 Error: message too big');
    }
    if (stallData) {
      counters.stalled++;
      s.mode = 'closed'; // whatever follows is ignored; the sender gives up or dies
      return;
    }
    if (failNext > 0) {
      failNext--;
      counters.failed++;
      resetTransaction();
      return reply(failCode < 500 ? `${failCode} 4.3.0 Try again later` : `${failCode} 5.3.0 Message rejected`);
    }
    s.queueId = queueId();
    messages.push(makeMessage(s, buf));
    for (const wake of [...waiters]) wake();
    resetTransaction();
    return reply(`250 2.0.0 Ok: queued as ${s.queueId}`);
  };

  // One line with its terminator (CRLF or a bare LF) as bytes.
  const line = (bytes) => {
    if (s.mode === 'closed') return;
    if (s.mode === 'data') {
      const content = bytes.toString('latin1').replace(/\r?\n$/, '');
      if (content === '.') return endOfData();
      if (LOG) process.stderr.write(`C: ${bytes.toString('utf8').replace(/\r?\n$/, '')}\n`);
      const unstuffed = bytes[0] === 0x2e ? bytes.subarray(1) : bytes;
      s.dataSize += unstuffed.length;
      if (s.dataSize <= MAX_MESSAGE) s.data.push(Buffer.from(unstuffed));
      return undefined;
    }
    const text = bytes.toString('utf8').replace(/\r?\n$/, '');
    if (s.mode === 'authPlain') {
      if (LOG) process.stderr.write(`C: ${text}\n`);
      if (text === '*') {
        s.mode = 'command';
        return reply('501 5.7.0 Authentication aborted');
      }
      return plainResponse(text === '=' ? '' : text);
    }
    if (s.mode === 'authLoginUser' || s.mode === 'authLoginPassword') {
      if (LOG) process.stderr.write(`C: ${text}\n`);
      if (text === '*') {
        s.mode = 'command';
        return reply('501 5.7.0 Authentication aborted');
      }
      const decoded = unb64(text);
      if (decoded === null) {
        s.mode = 'command';
        return reply('501 5.5.2 Cannot decode response');
      }
      if (s.mode === 'authLoginUser') {
        s.loginUser = decoded;
        s.mode = 'authLoginPassword';
        return reply(`334 ${b64('Password:')}`);
      }
      return finishAuth(s.loginUser, decoded);
    }
    return command(text);
  };

  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (let nl; s.mode !== 'closed' && (nl = buffer.indexOf(0x0a)) !== -1; ) {
      const bytes = buffer.subarray(0, nl + 1);
      buffer = buffer.subarray(nl + 1);
      if (s.discarding) {
        s.discarding = false;
        continue;
      }
      line(bytes);
    }
    if (s.mode !== 'data' && buffer.length > MAX_LINE) {
      buffer = Buffer.alloc(0);
      if (!s.discarding) reply('500 5.5.0 Error: line too long');
      s.discarding = true;
    }
  });

  reply('220 127.0.0.1 ESMTP fake_smtp');
}

const smtp = createTcpServer(handleConnection);

// ---------------------------------------------------------------- control API

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(req) {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

const state = () => ({
  failNext,
  failCode,
  rejectRcpt: [...rejectRcpt],
  down,
  stallData,
  authRequired: credentials !== null,
  messages: messages.length,
  ...counters,
});

const matching = (to) =>
  to === null ? messages : messages.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));

function waitFor(check, ms) {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const wake = () => {
      if (!check()) return;
      clearTimeout(timer);
      waiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters.delete(wake);
      resolve();
    }, ms);
    waiters.add(wake);
  });
}

const control = createHttpServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  try {
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      const wait = Math.min(Number(url.searchParams.get('wait') ?? 0) || 0, 30000);
      const min = Number(url.searchParams.get('min') ?? 1) || 1;
      if (wait > 0) await waitFor(() => matching(to).length >= min, wait);
      return send(res, 200, matching(to));
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages = [];
      return send(res, 200, state());
    }
    if (url.pathname === '/control') {
      if (req.method === 'GET') return send(res, 200, state());
      if (req.method !== 'POST') return send(res, 405, { error: 'method_not_allowed' });
      let body;
      try {
        body = JSON.parse((await readBody(req)) || '{}');
      } catch (e) {
        return send(res, 400, { error: 'bad_json', detail: String(e) });
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        return send(res, 400, { error: 'bad_request', detail: 'a JSON object' });
      if ('code' in body && !(Number.isInteger(body.code) && body.code >= 400 && body.code <= 599))
        return send(res, 400, { error: 'bad_request', detail: 'code: an integer 400-599' });
      if ('failNext' in body && !(Number.isInteger(body.failNext) && body.failNext >= 0))
        return send(res, 400, { error: 'bad_request', detail: 'failNext: an integer >= 0' });
      if (body.reset) {
        messages = [];
        credentials = envCredentials();
        failNext = 0;
        failCode = 451;
        rejectRcpt = new Set();
        down = false;
        stallData = false;
        for (const key of Object.keys(counters)) counters[key] = 0;
      }
      if (body.clear) messages = [];
      if ('credentials' in body) {
        const c = body.credentials;
        credentials = c ? { user: String(c.user ?? ''), password: String(c.password ?? '') } : null;
      }
      if ('failNext' in body) {
        failNext = body.failNext;
        failCode = body.code ?? 451;
      } else if ('code' in body) failCode = body.code;
      if ('rejectRcpt' in body) {
        const r = body.rejectRcpt;
        if (r === null || r === false) rejectRcpt = new Set();
        else for (const a of Array.isArray(r) ? r : [r]) rejectRcpt.add(String(a).toLowerCase());
      }
      if ('down' in body) down = Boolean(body.down);
      if ('stallData' in body) stallData = Boolean(body.stallData);
      return send(res, 200, state());
    }
    send(res, 404, { error: 'not_found' });
  } catch (e) {
    send(res, 500, { error: String(e) });
  }
});

// ---------------------------------------------------------------- start and stop

const fail = (e) => {
  process.stderr.write(`fake_smtp: ${e}\n`);
  process.exit(1);
};
smtp.on('error', fail);
control.on('error', fail);
smtp.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  control.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
    process.stdout.write(
      `FAKE_SMTP_PORT=${smtp.address().port} CONTROL_PORT=${control.address().port} PID=${process.pid}\n`);
  });
});
for (const sig of ['SIGTERM', 'SIGINT'])
  process.on(sig, () => {
    for (const socket of sockets) socket.destroy();
    smtp.close();
    control.close();
    control.closeAllConnections?.();
    process.exit(0);
  });
