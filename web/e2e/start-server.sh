#!/usr/bin/env bash
# Starts the real server for the end-to-end suite (downloads count at once: the suite cannot
# wait the hour a new visitor cookie waits, server/src/downloads/downloads_service.hpp): a fresh temporary data directory seeded
# with the demo content, the built app from web/dist, on the port Playwright asks for, with
# Google sign-in pointed at a fake OAuth provider on loopback (Facebook and Microsoft stay
# unconfigured, so the "not available" path is tested too), and payments at a fake Razorpay
# on loopback (server/tests/support/fake_razorpay.mjs: its Orders API, a stand-in
# checkout.js, and webhooks back to this server), sold by a GST-registered seller
# (e2e/seller.json: Uttar Pradesh, 18% added to listed prices).
# What the tests need to know is written to $E2E_STATE: demo-credentials.txt (seed-demo's
# output), fake-oauth-port, fake-razorpay-port, and outbox/ (the mails the server sent).
# Playwright stops it (SIGTERM) when the suite ends; the data directory goes with it.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${PATHSHALA_BIN:?set PATHSHALA_BIN to the pathshala binary}
PORT=${E2E_PORT:?}
STATE=${E2E_STATE:?}
mkdir -p "$STATE"
DATA=$(mktemp -d /tmp/pathshala-e2e.XXXXXX)
# Mail goes to the outbox (no SMTP configured); the tests read it from $E2E_STATE/outbox.
rm -rf "$STATE/outbox"
mkdir -p "$STATE/outbox"
ln -s "$STATE/outbox" "$DATA/outbox"
fake=""
razorpay=""
server=""
cleanup() {
  [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" || true
  [ -n "$fake" ] && kill -TERM "$fake" 2>/dev/null || true
  [ -n "$razorpay" ] && kill -TERM "$razorpay" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT TERM INT

node ../server/tests/support/fake_oauth_provider.mjs 0 >"$DATA/fake.out" &
fake=$!
for _ in $(seq 100); do grep -q FAKE_OAUTH_PORT "$DATA/fake.out" 2>/dev/null && break; sleep 0.1; done
FAKE_PORT=$(sed -n 's/^FAKE_OAUTH_PORT=\([0-9]*\).*/\1/p' "$DATA/fake.out")
echo "$FAKE_PORT" >"$STATE/fake-oauth-port"
FAKE="http://127.0.0.1:$FAKE_PORT"

FAKE_RAZORPAY_WEBHOOK_URL="http://127.0.0.1:$PORT/api/payments/razorpay/webhook" \
  node ../server/tests/support/fake_razorpay.mjs 0 >"$DATA/razorpay.out" &
razorpay=$!
for _ in $(seq 100); do grep -q FAKE_RAZORPAY_PORT "$DATA/razorpay.out" 2>/dev/null && break; sleep 0.1; done
RAZORPAY_PORT=$(sed -n 's/^FAKE_RAZORPAY_PORT=\([0-9]*\).*/\1/p' "$DATA/razorpay.out")
echo "$RAZORPAY_PORT" >"$STATE/fake-razorpay-port"
RAZORPAY="http://127.0.0.1:$RAZORPAY_PORT"

"$BIN" seed-demo --data "$DATA" >"$STATE/demo-credentials.txt"
PATHSHALA_GOOGLE_CLIENT_ID=fake-client PATHSHALA_GOOGLE_CLIENT_SECRET=fake-secret \
PATHSHALA_GOOGLE_ENDPOINTS="$FAKE/authorize $FAKE/token $FAKE/userinfo" \
PATHSHALA_RAZORPAY_KEY_ID=rzp_test_fakekey PATHSHALA_RAZORPAY_KEY_SECRET=fake_key_secret \
PATHSHALA_RAZORPAY_WEBHOOK_SECRET=fake_webhook_secret PATHSHALA_RAZORPAY_API="$RAZORPAY" \
PATHSHALA_RAZORPAY_CHECKOUT_URL="$RAZORPAY/v1/checkout.js" \
PATHSHALA_SELLER="$PWD/e2e/seller.json" \
  "$BIN" serve --data "$DATA" --web "$PWD/dist" --port "$PORT" --public-url "http://127.0.0.1:$PORT" \
    --log-level warn --access-log off --count-new-visitors-at-once on &
server=$!
wait "$server"
