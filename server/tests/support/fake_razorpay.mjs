// A fake Razorpay on loopback, for tests of payments (API tests and the browser tests). It
// speaks the real protocol: the Orders API with HTTP Basic auth (key_id:key_secret), amounts in
// paise, Razorpay's entity shapes and error body, Checkout's signed success response, and
// webhooks signed over the raw body. Node's standard library only.
//
//   node fake_razorpay.mjs [port]     prints "FAKE_RAZORPAY_PORT=<port> PID=<pid>"
//
// Environment (defaults in brackets): FAKE_RAZORPAY_KEY_ID [rzp_test_fakekey],
// FAKE_RAZORPAY_KEY_SECRET [fake_key_secret], FAKE_RAZORPAY_WEBHOOK_SECRET [fake_webhook_secret],
// FAKE_RAZORPAY_WEBHOOK_URL [none: where webhooks go when a request names no url],
// FAKE_RAZORPAY_AUTO_WEBHOOKS=1 [off: a payment also delivers its webhooks, as Razorpay does].
//
// Razorpay's API (Basic auth; errors are {"error":{"code","description",...}}):
//   POST /v1/orders                 {amount (integer paise >= 100), currency "INR", receipt
//                                   (<= 40 chars), notes (object, <= 15 keys)}, JSON or form
//                                   → the order entity; 400 on invalid input, 401 on bad auth
//   GET  /v1/orders                 → {"entity":"collection","count","items":[orders]}
//   GET  /v1/orders/{id}            → the order entity (400 "The id provided does not exist")
//   GET  /v1/orders/{id}/payments   → {"entity":"collection","count","items":[payments]}
//   GET  /v1/payments/{id}          → the payment entity
//   POST /v1/payments/{id}/refund   {amount (paise, default: what is left), speed, notes,
//                                   receipt} → the refund entity (as the "refund" action
//                                   below); header X-Refund-Idempotency (10+ of [A-Za-z0-9_-]):
//                                   the same key again answers the same refund, with another
//                                   body 400
//   GET  /v1/payments/{id}/refunds  → {"entity":"collection","count","items":[refunds]}
//   GET  /v1/checkout.js            a stand-in for checkout.razorpay.com/v1/checkout.js:
//                                   window.Razorpay(options) with open()/close()/on(), an
//                                   in-page dialog (role=dialog, "Razorpay Checkout (test)")
//                                   with "Pay" and "Cancel"; Pay → POST /control {"pay"} here,
//                                   then options.handler({razorpay_payment_id,
//                                   razorpay_order_id, razorpay_signature}); Cancel →
//                                   options.modal.ondismiss(); a failed payment → the
//                                   'payment.failed' callbacks with {error:{...}}.
//
// POST /control (JSON; CORS from any origin). Settings, any together, applied in this order:
//   {"reset": true}                 forget everything, settings back to their defaults
//   {"down": true, "hangMs": 1000}  every /v1 API call hangs hangMs, then the connection is
//                                   closed with no answer; {"down": false} restores
//   {"fail": "orders", "status": 500, "times": 1}
//                                   the next `times` calls of that kind answer `status` with
//                                   Razorpay's SERVER_ERROR body; kinds: "orders" (create),
//                                   "order" (fetch one), "payments" (an order's payments),
//                                   "refunds" (create a refund), "any"
//   {"delayMs": 3000}               every /v1 API answer waits this long (0 = none)
//   {"failNextPayment": true}       the next "pay" fails (payment status "failed")
//   {"webhookUrl": "...", "autoWebhooks": true}
//                                   default webhook url; when autoWebhooks is on, a "pay" also
//                                   delivers payment.captured + order.paid (or payment.failed)
//   {"checkoutScript": false}       GET /v1/checkout.js answers 404 (script fails to load)
//   {"refundStatus": "pending"}     new refunds are pending (until settleRefund), not processed
// and at most one action, whose result is the answer (otherwise {"ok":true,"settings":{...}}):
//   {"pay": {"order_id", "method": "card"|"upi"|"netbanking"|"wallet", "email", "contact",
//            "fail": false}}
//       a customer pays the whole order in Checkout. Success → 200 {razorpay_payment_id,
//       razorpay_order_id, razorpay_signature} where the signature is hex
//       HMAC-SHA256(key_secret, order_id + "|" + payment_id); the order becomes "paid".
//       Failure → 200 {"error":{code, description, source, step, reason,
//       metadata:{order_id, payment_id}}} as Checkout gives 'payment.failed'; the order
//       becomes "attempted". Unknown or already-paid order → 400 {"error":{...}}.
//   {"refund": {"payment_id" | "order_id", "amount": paise (default: what is left)}}
//       → the refund entity (rfnd_..., status "processed"); the payment's amount_refunded,
//       refund_status and status ("refunded" when full) follow. The order stays "paid".
//   {"settleRefund": {"refund_id", "status": "processed"|"failed"}}
//       a pending refund is settled; → the refund entity (a failed one frees its amount).
//   {"webhook": {"url", "event": "order.paid"|"payment.captured"|"payment.failed"|
//                "refund.processed"|"refund.failed", "order_id", "payment_id", "refund_id",
//                "eventId", "secret", "badSignature": true, "rawBody": "..."}}
//       builds Razorpay's event ({entity:"event", account_id, event, contains, payload,
//       created_at}) from the order's current state (order.paid / payment.captured pay the
//       order first if it is unpaid; payment.failed records a failed attempt if there is none;
//       refund.processed refunds the captured payment in full if it has no refund yet),
//       serialises it the way Razorpay's PHP does ("/" as "\/", non-ASCII as \uXXXX), signs
//       the exact bytes (X-Razorpay-Signature: hex HMAC-SHA256 with the webhook secret, or
//       with a wrong one when badSignature), sends x-razorpay-event-id (new unless eventId),
//       POSTs it (5 s timeout, like Razorpay's) and answers
//       {status, body, eventId, rawBody, signature, ms, error?} (status 0: no answer).
//       rawBody sends those bytes instead (still signed).
// GET /control → {keyId, accountId, settings, orders, payments, refunds, requests (the last
//   100 /v1 calls: method, path, authOk, contentType, body, status), webhooks (deliveries)}.
import { createServer, request as httpRequest } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

const KEY_ID = process.env.FAKE_RAZORPAY_KEY_ID ?? 'rzp_test_fakekey';
const KEY_SECRET = process.env.FAKE_RAZORPAY_KEY_SECRET ?? 'fake_key_secret';
const WEBHOOK_SECRET = process.env.FAKE_RAZORPAY_WEBHOOK_SECRET ?? 'fake_webhook_secret';
const ACCOUNT_ID = 'acc_PathshalaFake1';
const WEBHOOK_TIMEOUT_MS = 5000;  // Razorpay wants a 2xx within 5 seconds
const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment',
  'first_payment_min_amount', 'payment_capture', 'method', 'customer_id', 'offer_id', 'token',
  'bank_account', 'transfers']);

const defaults = () => ({
  down: false, hangMs: 1000, delayMs: 0, fail: {}, failNextPayment: false, refundStatus: 'processed',
  webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL ?? null,
  autoWebhooks: process.env.FAKE_RAZORPAY_AUTO_WEBHOOKS === '1', checkoutScript: true,
});
let settings = defaults();
let orders = new Map();    // id → order entity
let payments = new Map();  // id → payment entity
let refunds = new Map();   // id → refund entity
let refundKeys = new Map(); // X-Refund-Idempotency → {body, refund id}
let requests = [];         // the last /v1 calls
let deliveries = [];       // the last webhooks sent

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const id14 = () => Array.from(randomBytes(14), (b) => ALNUM[b % 62]).join('');
const now = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret, message) => createHmac('sha256', secret).update(message).digest('hex');
const clone = (x) => structuredClone(x);
// PHP's json_encode (Razorpay's API is PHP): escaped slashes and \u-escaped non-ASCII. "/" and
// non-ASCII can only occur inside strings, so replacing them everywhere is safe.
const phpJson = (v) => JSON.stringify(v).replace(/\//g, '\\/')
  .replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

// Razorpay's error body. Validation errors carry the extra fields; auth errors do not.
const rzpError = (code, description, extra = {}) => ({ error: { code, description, ...extra } });
const badRequest = (description, field) => rzpError('BAD_REQUEST_ERROR', description, {
  source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {},
  ...(field ? { field } : {}) });
const serverError = () => rzpError('SERVER_ERROR',
  'The server encountered an error. The incident has been reported to admins.',
  { source: 'NA', step: 'NA', reason: 'NA', metadata: {} });
const notFound = () => badRequest('The id provided does not exist');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Private-Network': 'true',
  'Access-Control-Max-Age': '600',
};

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS, ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(req) {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

// JSON or form-encoded (notes[key]=value), as Razorpay accepts both.
function parseBody(raw, contentType) {
  if (!raw) return {};
  if (/json/i.test(contentType ?? '')) return JSON.parse(raw);
  const out = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    const m = /^(\w+)\[(.*)\]$/.exec(k);
    if (m) (out[m[1]] ??= {})[m[2]] = v;
    else out[k] = v;
  }
  return out;
}

function checkAuth(header) {
  const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!m) return { ok: false, why: 'Authentication failed' };
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (id !== KEY_ID) return { ok: false, why: 'The api key provided is invalid' };
  if (secret !== KEY_SECRET) return { ok: false, why: 'Authentication failed' };
  return { ok: true };
}

function createOrder(body, form) {
  for (const k of Object.keys(body)) {
    if (!ORDER_FIELDS.has(k)) return badRequest(`${k} is/are not required and should not be sent`, k);
  }
  let { amount, currency, receipt, notes } = body;
  if (amount === undefined || amount === null || amount === '') return badRequest('The amount field is required.', 'amount');
  if (form && typeof amount === 'string' && /^\d+$/.test(amount)) amount = Number(amount);
  if (!Number.isInteger(amount)) return badRequest('The amount must be an integer.', 'amount');
  if (amount < 100) return badRequest('The amount must be at least INR 1.00', 'amount');
  if (currency === undefined || currency === null || currency === '') return badRequest('The currency field is required.', 'currency');
  if (currency !== 'INR') return badRequest(`Currency ${currency} is not supported by this fake (INR only)`, 'currency');
  if (receipt !== undefined && receipt !== null) {
    if (typeof receipt !== 'string') return badRequest('The receipt must be a string.', 'receipt');
    if (receipt.length > 40) return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  }
  if (notes !== undefined && notes !== null && notes !== '') {
    if (typeof notes !== 'object' || Array.isArray(notes)) return badRequest('The notes must be an array.', 'notes');
    if (Object.keys(notes).length > 15) return badRequest('Number of notes should be less than or equal to 15', 'notes');
    for (const v of Object.values(notes)) {
      if (String(v).length > 256) return badRequest('Notes value should be less than 256 characters', 'notes');
    }
  }
  const order = {
    id: `order_${id14()}`, entity: 'order', amount, amount_paid: 0, amount_due: amount, currency,
    receipt: receipt ?? null, offer_id: null, status: 'created', attempts: 0,
    // Razorpay answers empty notes as [] (a PHP empty array), not {}.
    notes: notes && Object.keys(notes).length ? notes : [], created_at: now(),
  };
  orders.set(order.id, order);
  return order;
}

const collection = (items) => ({ entity: 'collection', count: items.length, items });
const paymentsOf = (orderId) => [...payments.values()].filter((p) => p.order_id === orderId);

function newPayment(order, { method = 'card', email, contact, notes, failed = false }) {
  const id = `pay_${id14()}`;
  const fee = failed ? null : Math.round(order.amount * 0.0236);  // 2% + 18% GST on it
  const tax = failed ? null : Math.round(order.amount * 0.0036);
  const p = {
    id, entity: 'payment', amount: order.amount, currency: order.currency,
    status: failed ? 'failed' : 'captured', order_id: order.id, invoice_id: null,
    international: false, method, amount_refunded: 0, refund_status: null, captured: !failed,
    description: null, card_id: null, card: undefined /* (JSON leaves it out unless set) */, bank: null, wallet: null, vpa: null,
    email: email || 'void@razorpay.com', contact: contact || '+919999999999',
    notes: notes && typeof notes === 'object' && Object.keys(notes).length ? notes : clone(order.notes),
    fee, tax,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: {}, created_at: now(),
  };
  if (method === 'card') {
    p.card_id = `card_${id14()}`;
    p.card = { id: p.card_id, entity: 'card', name: '', last4: '1111', network: 'Visa', type: 'debit',
      issuer: null, international: false, emi: false, sub_type: 'consumer', token_iin: null };
    p.acquirer_data = { auth_code: failed ? null : String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) };
  } else if (method === 'upi') {
    p.vpa = failed ? 'failure@razorpay' : 'success@razorpay';
    p.upi = { vpa: p.vpa };
    p.acquirer_data = { rrn: failed ? null : String(Date.now()).slice(-12) };
  } else if (method === 'netbanking') {
    p.bank = 'HDFC';
    p.acquirer_data = { bank_transaction_id: failed ? null : String(Date.now()).slice(-10) };
  } else if (method === 'wallet') {
    p.wallet = 'paytm';
    p.acquirer_data = { transaction_id: null };
  }
  payments.set(id, p);
  order.attempts += 1;
  if (failed) {
    if (order.status === 'created') order.status = 'attempted';
  } else {
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
  }
  return p;
}

const checkoutSuccess = (p) => ({
  razorpay_payment_id: p.id, razorpay_order_id: p.order_id,
  razorpay_signature: hmacHex(KEY_SECRET, `${p.order_id}|${p.id}`),
});
const checkoutFailure = (p) => ({ error: {
  code: p.error_code, description: p.error_description, source: p.error_source, step: p.error_step,
  reason: p.error_reason, metadata: { order_id: p.order_id, payment_id: p.id } } });

// → [status, body]
function pay(args) {
  const order = orders.get(args.order_id);
  if (!order) return [400, notFound()];
  if (args.key !== undefined && args.key !== KEY_ID) return [400, rzpError('BAD_REQUEST_ERROR', 'The api key provided is invalid')];
  if (order.status === 'paid') return [400, badRequest('Order has already been paid', 'order_id')];
  const failed = Boolean(args.fail) || settings.failNextPayment;
  settings.failNextPayment = false;
  const p = newPayment(order, { ...args, failed });
  if (settings.autoWebhooks && settings.webhookUrl) {
    const events = failed ? ['payment.failed'] : ['payment.captured', 'order.paid'];
    (async () => {
      for (const event of events) await sendWebhook({ event, order_id: order.id, payment_id: p.id });
    })();
  }
  return [200, failed ? checkoutFailure(p) : checkoutSuccess(p)];
}

// → [status, body]
function refund(args) {
  let p = args.payment_id ? payments.get(args.payment_id) : undefined;
  if (!p && args.order_id) p = paymentsOf(args.order_id).find((x) => x.captured);
  if (!p) return [400, notFound()];
  if (!p.captured) return [400, badRequest('The payment has not been captured', 'payment_id')];
  const left = p.amount - p.amount_refunded;
  const amount = args.amount ?? left;
  if (!Number.isInteger(amount) || amount < 100 || amount > left) {
    return [400, badRequest('The refund amount provided is greater than amount captured', 'amount')];
  }
  const r = {
    id: `rfnd_${id14()}`, entity: 'refund', amount, currency: p.currency, payment_id: p.id,
    notes: args.notes && Object.keys(args.notes).length ? args.notes : [], receipt: null,
    acquirer_data: { arn: null }, created_at: now(), batch_id: null, status: settings.refundStatus,
    speed_processed: 'normal', speed_requested: 'normal',
  };
  refunds.set(r.id, r);
  // A pending refund holds its amount (no second refund of the same money) until it fails.
  p.amount_refunded += amount;
  p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial';
  if (p.refund_status === 'full') p.status = 'refunded';
  return [200, r];
}

// A pending refund is processed or fails (as the bank answers); a failed one gives its amount back.
function settleRefund({ refund_id, status }) {
  const r = refunds.get(refund_id);
  if (!r) return [400, notFound()];
  if (!['processed', 'failed'].includes(status)) return [400, badRequest('status is processed or failed', 'status')];
  if (r.status !== 'pending') return [400, badRequest(`The refund is ${r.status} already`, 'refund_id')];
  r.status = status;
  if (status === 'failed') {
    const p = payments.get(r.payment_id);
    p.amount_refunded -= r.amount;
    p.refund_status = p.amount_refunded === 0 ? null : 'partial';
    if (p.status === 'refunded') p.status = 'captured';
  }
  return [200, r];
}

// Builds the event from the current state; → [status, envelope | error body]
function buildEvent(w) {
  const order = orders.get(w.order_id) ?? (w.payment_id && orders.get(payments.get(w.payment_id)?.order_id));
  switch (w.event) {
    case 'order.paid':
    case 'payment.captured': {
      if (!order) return [400, notFound()];
      let p = w.payment_id ? payments.get(w.payment_id) : paymentsOf(order.id).find((x) => x.captured);
      if (!p) p = newPayment(order, { method: w.method ?? 'card' });
      const payload = { payment: { entity: clone(p) } };
      if (w.event === 'order.paid') payload.order = { entity: clone(order) };
      return [200, { contains: w.event === 'order.paid' ? ['payment', 'order'] : ['payment'], payload }];
    }
    case 'payment.failed': {
      if (!order) return [400, notFound()];
      let p = w.payment_id ? payments.get(w.payment_id) : paymentsOf(order.id).findLast((x) => x.status === 'failed');
      if (!p) p = newPayment(order, { method: w.method ?? 'card', failed: true });
      return [200, { contains: ['payment'], payload: { payment: { entity: clone(p) } } }];
    }
    case 'refund.failed':
    case 'refund.processed': {
      let r = w.refund_id ? refunds.get(w.refund_id) : undefined;
      if (!r && order) {
        const ids = new Set(paymentsOf(order.id).map((x) => x.id));
        r = [...refunds.values()].findLast((x) => ids.has(x.payment_id));
      }
      if (!r) {
        const [status, made] = refund({ order_id: order?.id, payment_id: w.payment_id });
        if (status !== 200) return [status, made];
        r = made;
      }
      return [200, { contains: ['refund', 'payment'],
        payload: { refund: { entity: clone(r) }, payment: { entity: clone(payments.get(r.payment_id)) } } }];
    }
    default:
      return [400, badRequest(`Unsupported event ${w.event}`, 'event')];
  }
}

function post(url, raw, headers) {
  return new Promise((resolve) => {
    const started = Date.now();
    let req;
    try {
      req = httpRequest(url, { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(raw) } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode, body, ms: Date.now() - started }));
        res.on('error', (e) => resolve({ status: 0, body: '', ms: Date.now() - started, error: String(e) }));
      });
    } catch (e) {
      return resolve({ status: 0, body: '', ms: 0, error: String(e) });
    }
    req.setTimeout(WEBHOOK_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, body: '', ms: Date.now() - started, error: String(e.message ?? e) }));
    req.end(raw);
  });
}

// → [status, body]
async function sendWebhook(w) {
  const url = w.url ?? settings.webhookUrl;
  if (!url) return [400, badRequest('No webhook url: pass "url" or set "webhookUrl"', 'url')];
  let raw;
  if (typeof w.rawBody === 'string') {
    raw = w.rawBody;
  } else {
    const [status, built] = buildEvent(w);
    if (status !== 200) return [status, built];
    raw = phpJson({ entity: 'event', account_id: ACCOUNT_ID, event: w.event, contains: built.contains,
      payload: built.payload, created_at: now() });
  }
  const signature = hmacHex(w.badSignature ? 'not-the-webhook-secret' : (w.secret ?? WEBHOOK_SECRET), raw);
  const eventId = w.eventId ?? id14();
  const reply = await post(url, raw, {
    'Content-Type': 'application/json', 'User-Agent': 'Razorpay-Webhook/v1',
    'X-Razorpay-Signature': signature, 'X-Razorpay-Event-Id': eventId,
  });
  const result = { ...reply, eventId, rawBody: raw, signature };
  deliveries.push({ event: w.event ?? null, eventId, url, status: reply.status, ms: reply.ms,
    badSignature: Boolean(w.badSignature), error: reply.error });
  if (deliveries.length > 100) deliveries.shift();
  return [200, result];
}

async function control(body) {
  if (body.reset) {
    settings = defaults();
    orders = new Map(); payments = new Map(); refunds = new Map(); refundKeys = new Map(); requests = []; deliveries = [];
  }
  if (body.down !== undefined) settings.down = Boolean(body.down);
  if (body.hangMs !== undefined) settings.hangMs = Number(body.hangMs);
  if (body.delayMs !== undefined) settings.delayMs = Number(body.delayMs);
  if (body.fail !== undefined) {
    for (const kind of [].concat(body.fail)) {
      if (!['orders', 'order', 'payments', 'refunds', 'any'].includes(kind)) return [400, badRequest(`Unknown fail kind ${kind}`, 'fail')];
      settings.fail[kind] = { times: Number(body.times ?? 1), status: Number(body.status ?? 500) };
    }
  }
  if (body.failNextPayment !== undefined) settings.failNextPayment = Boolean(body.failNextPayment);
  if (body.webhookUrl !== undefined) settings.webhookUrl = body.webhookUrl;
  if (body.autoWebhooks !== undefined) settings.autoWebhooks = Boolean(body.autoWebhooks);
  if (body.checkoutScript !== undefined) settings.checkoutScript = Boolean(body.checkoutScript);
  if (body.pay) return pay(body.pay);
  if (body.refundStatus !== undefined) settings.refundStatus = body.refundStatus === 'pending' ? 'pending' : 'processed';
  if (body.refund) return refund(body.refund);
  if (body.settleRefund) return settleRefund(body.settleRefund);
  if (body.webhook) return sendWebhook(body.webhook);
  return [200, { ok: true, settings }];
}

// Arms "fail" kinds; true when this call must fail.
function consumeFailure(kind) {
  for (const k of [kind, 'any']) {
    const f = settings.fail[k];
    if (f && f.times > 0) {
      f.times -= 1;
      if (f.times === 0) delete settings.fail[k];
      return f.status;
    }
  }
  return 0;
}

// The Razorpay API proper; → [status, body]
function api(method, path, auth, body, form, headers = {}) {
  if (!auth.ok) return [401, rzpError('BAD_REQUEST_ERROR', auth.why)];
  let m;
  if (method === 'POST' && path === '/v1/orders') {
    const failure = consumeFailure('orders');
    if (failure) return [failure, serverError()];
    const result = createOrder(body, form);
    return [result.error ? 400 : 200, result];
  }
  if (method === 'GET' && path === '/v1/orders') return [200, collection([...orders.values()].reverse())];
  if (method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
    const failure = consumeFailure('payments');
    if (failure) return [failure, serverError()];
    if (!orders.has(m[1])) return [400, notFound()];
    return [200, collection(paymentsOf(m[1]))];
  }
  if (method === 'GET' && (m = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
    const failure = consumeFailure('order');
    if (failure) return [failure, serverError()];
    const order = orders.get(m[1]);
    return order ? [200, order] : [400, notFound()];
  }
  if (method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
    const failure = consumeFailure('refunds');
    if (failure) return [failure, serverError()];
    const key = headers['x-refund-idempotency'];
    const sameBody = JSON.stringify(body ?? {});
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return [400, badRequest('The idempotency key is invalid')];
      const seen = refundKeys.get(key);
      if (seen) {
        if (seen.body !== sameBody) return [400, badRequest('The request body does not match the idempotent request')];
        return [200, refunds.get(seen.refund)];
      }
    }
    if (!payments.has(m[1])) return [400, notFound()];
    const amount = body?.amount === undefined || body?.amount === null ? undefined
      : (form && /^\d+$/.test(String(body.amount)) ? Number(body.amount) : body.amount);
    const [status, made] = refund({ payment_id: m[1], amount, notes: body?.notes });
    if (status === 200 && key !== undefined) refundKeys.set(key, { body: sameBody, refund: made.id });
    return [status, made];
  }
  if (method === 'GET' && (m = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path))) {
    if (!payments.has(m[1])) return [400, notFound()];
    return [200, collection([...refunds.values()].filter((r) => r.payment_id === m[1]))];
  }
  if (method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
    const p = payments.get(m[1]);
    return p ? [200, p] : [400, notFound()];
  }
  return [400, rzpError('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.')];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (url.pathname === '/control') {
      if (req.method === 'GET') {
        return send(res, 200, { keyId: KEY_ID, accountId: ACCOUNT_ID, settings, orders: [...orders.values()],
          payments: [...payments.values()], refunds: [...refunds.values()], requests, webhooks: deliveries });
      }
      if (req.method !== 'POST') return send(res, 405, rzpError('BAD_REQUEST_ERROR', 'POST or GET'));
      let body;
      try {
        body = JSON.parse((await readBody(req)) || '{}');
      } catch {
        return send(res, 400, badRequest('The control body is not valid JSON'));
      }
      const [status, answer] = await control(body);
      return send(res, status, answer);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
      if (!settings.checkoutScript) return send(res, 404, 'not found', { 'Content-Type': 'text/plain' });
      return send(res, 200, CHECKOUT_JS, { 'Content-Type': 'application/javascript; charset=utf-8' });
    }
    if (url.pathname.startsWith('/v1/')) {
      const raw = await readBody(req);
      const auth = checkAuth(req.headers.authorization);
      const contentType = req.headers['content-type'] ?? null;
      const seen = { method: req.method, path: url.pathname, authOk: auth.ok, contentType, body: raw || null, status: 0, at: Date.now() };
      requests.push(seen);
      if (requests.length > 100) requests.shift();
      if (settings.down) {
        await sleep(settings.hangMs);
        seen.status = 0;
        return req.socket.destroy();
      }
      if (settings.delayMs > 0) await sleep(settings.delayMs);
      const form = !/json/i.test(contentType ?? '');
      let body;
      try {
        body = parseBody(raw, contentType);
        seen.body = raw ? body : null;
      } catch {
        seen.status = 400;
        return send(res, 400, badRequest('The request body is not valid JSON'));
      }
      const [status, answer] = api(req.method, url.pathname, auth, body, form, req.headers);
      seen.status = status;
      return send(res, status, answer);
    }
    send(res, 404, rzpError('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
  } catch (e) {
    send(res, 500, rzpError('SERVER_ERROR', String(e)));
  }
});

// The stand-in for https://checkout.razorpay.com/v1/checkout.js. It finds this fake from its
// own <script src>, and pays through POST /control {"pay": ...}.
const CHECKOUT_JS = String.raw`/* Fake Razorpay Checkout for tests: not the real checkout.js. */
(function () {
  'use strict';
  var me = document.currentScript;
  var base = me && me.src ? new URL(me.src).origin : '';

  function rupees(paise) {
    var n = Number(paise) / 100;
    try {
      return n.toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
    } catch (e) {
      return '\u20b9' + n.toFixed(2);
    }
  }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
    this._listeners = {};
    this._overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, response) {
    var list = this._listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](response);
  };

  Razorpay.prototype.close = function () {
    if (this._overlay && this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._overlay = null;
  };

  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var overlay = el('div', { 'data-razorpay-fake': 'overlay',
      style: 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center' });
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Razorpay Checkout (test)',
      style: 'background:#fff;color:#111;font:16px sans-serif;padding:24px;border-radius:8px;min-width:300px;max-width:90vw' });
    dialog.appendChild(el('h2', { style: 'margin:0 0 8px' }, o.name || 'Razorpay Checkout (test)'));
    if (o.description) dialog.appendChild(el('p', { 'data-testid': 'razorpay-description' }, o.description));
    dialog.appendChild(el('p', { 'data-testid': 'razorpay-amount', style: 'font-size:24px;font-weight:bold' }, rupees(o.amount)));
    if (prefill.email) dialog.appendChild(el('p', { 'data-testid': 'razorpay-email' }, prefill.email));
    var status = el('p', { role: 'alert', style: 'color:#b00020;min-height:1em' });
    dialog.appendChild(status);
    var payButton = el('button', { type: 'button' }, 'Pay');
    var cancelButton = el('button', { type: 'button', style: 'margin-left:8px' }, 'Cancel');
    dialog.appendChild(payButton);
    dialog.appendChild(cancelButton);
    overlay.appendChild(dialog);

    payButton.addEventListener('click', function () {
      payButton.disabled = true;
      cancelButton.disabled = true;
      status.textContent = '';
      fetch(base + '/control', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pay: { order_id: o.order_id, method: 'card', key: o.key,
          email: prefill.email, contact: prefill.contact, notes: o.notes } })
      }).then(function (r) { return r.json(); }).then(function (result) {
        payButton.disabled = false;
        cancelButton.disabled = false;
        if (result.error) {
          status.textContent = 'Payment failed: ' + result.error.description;
          // Only a payment that was attempted and failed is a 'payment.failed'.
          if (result.error.metadata && result.error.metadata.payment_id) self._emit('payment.failed', { error: result.error });
          return;
        }
        self.close();
        if (typeof o.handler === 'function') {
          o.handler({ razorpay_payment_id: result.razorpay_payment_id,
            razorpay_order_id: result.razorpay_order_id, razorpay_signature: result.razorpay_signature });
        }
      }).catch(function (e) {
        payButton.disabled = false;
        cancelButton.disabled = false;
        status.textContent = 'Payment failed: ' + e;
      });
    });
    cancelButton.addEventListener('click', function () { self._dismiss(); });
    overlay.addEventListener('keydown', function (e) { if (e.key === 'Escape') self._dismiss(); });

    document.body.appendChild(overlay);
    this._overlay = overlay;
    payButton.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`FAKE_RAZORPAY_PORT=${server.address().port} PID=${process.pid}\n`);
});
for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();  // hung or delayed calls must not keep it alive
    setTimeout(() => process.exit(0), 500).unref();
  });
}
