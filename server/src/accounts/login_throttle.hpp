#pragma once
// Limits on sign-in, sign-up and mail requests, counted in the store (table login_failures)
// so every server process and restart sees the same counts. Two kinds of rule:
//  - ThrottleRule: after `limit` counts within `window` the key is blocked to the window's
//    end. Used where the key belongs to one person (an account, an account at one address).
//  - SlowDown: a burst, then one request per `interval` (GCRA). Used for client addresses,
//    which a whole hostel, campus or carrier NAT may share: a busy address waits seconds
//    for its next turn, it is never shut for the rest of a window.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "accounts/repository.hpp"
#include "core/error.hpp"

namespace pathshala::accounts {

struct ThrottleRule {
  int limit;
  std::chrono::milliseconds window;
};

struct SlowDown {
  int burst;
  std::chrono::milliseconds interval;
};

// Sign-in (issue 12; issue 24 finding 5), after OWASP's "Slow Down Online Guessing Attacks
// with Device Cookies". A browser that signed in to an account before carries a signed
// device token for it (device_tokens.hpp): its attempts at that account are limited per
// device only, so no one else's guessing, at any address, can lock the owner out. Browsers
// without one ("untrusted") are limited per account and address, per address, and per
// account across addresses (a slow-down: one password check per slot after 20 failures an
// hour); when the account is throttled its owner can ask for a code by mail, and the code
// with the right password signs in past every untrusted limit.
// Attempts are counted before the password is checked, in the same write that checks the
// limits, so parallel guesses cannot slip past one; a success takes its count back.
struct LoginThrottle {
  ThrottleRule per_device{10, std::chrono::minutes(15)};  // failures of one device token
  // Untrusted browsers:
  ThrottleRule per_pair{5, std::chrono::minutes(15)};  // one account at one address
  ThrottleRule per_account{20, std::chrono::hours(1)};
  std::chrono::milliseconds account_slot{std::chrono::minutes(2)};
  // Failed attempts per address (at any accounts, known or not): 100 at once, then one
  // every 15 s (240 an hour) — far above a hostel's typos, far below a guessing run.
  SlowDown per_address{100, std::chrono::seconds(15)};
  // Successful sign-ins per address: each one writes a session, and a stolen password list
  // tried from one address should not get far even when it is right. 200 at once, then one
  // every 10 s: a hostel's morning rush fits.
  SlowDown sign_ins_per_address{200, std::chrono::seconds(10)};
  // Sign-ups per address: accounts created (30 at once, then one a minute), and sign-ups
  // refused because the e-mail has an account (10, then one every 6 minutes: the answer
  // says whether an address has an account here, so asking is slowed down hard). Invalid
  // forms count nothing: they are refused before anything is written or hashed.
  SlowDown signups_per_address{30, std::chrono::minutes(1)};
  SlowDown taken_emails_per_address{10, std::chrono::minutes(6)};
};

// Store keys. pair, address and account are "untrusted" counts; device is the token's own.
struct LoginKeys {
  std::string pair;      // "pair:<email key>|<ip>"
  std::string address;   // "address:<ip>" (a SlowDown)
  std::string account;   // "account:<email key>"
  std::string sign_ins;  // "sign-ins:<ip>" (a SlowDown): successful untrusted sign-ins
  std::string device;    // "device:<device id>", or "" for an untrusted browser
};
LoginKeys login_keys(const std::string& email_key, const std::string& client_address,
                     const std::optional<std::string>& device_id);

// Why an attempt must wait.
struct LoginWait {
  std::int64_t seconds = 0;
  bool account_throttled = false;  // the account's own limit: a mailed code gets past it
};

// How the attempt is judged: by its device token, by the untrusted limits, or (a valid
// mailed code came with it) by none.
enum class LoginPath { device, untrusted, code };

// Inside a write transaction, before the password is checked: why to wait, or nothing and
// the attempt counted.
std::optional<LoginWait> reserve_login_attempt(AccountsWriter& data, const LoginKeys& keys, LoginPath path,
                                               const LoginThrottle& policy, std::int64_t now_ms);
// After the right password: the attempt's counts taken back and failure counts cleared, and
// an untrusted sign-in counted against the address's sign-ins.
void login_succeeded(AccountsWriter& data, const LoginKeys& keys, LoginPath path, const LoginThrottle& policy,
                     std::int64_t now_ms);

// One more request for `key` under a slow-down: nothing, or the seconds until its turn.
std::optional<std::int64_t> take_turn(AccountsWriter& data, const std::string& key, const SlowDown& rule,
                                      std::int64_t now_ms);

// Mail requests: a per-account rule, a per-address one and, for mail anyone may ask for an
// account (resets, sign-in codes), a per-account-and-address one; all blocking rules.
struct ThrottlePolicy {
  ThrottleRule per_account{5, std::chrono::minutes(15)};
  ThrottleRule per_address{30, std::chrono::minutes(15)};
  ThrottleRule per_pair{3, std::chrono::hours(1)};
};

struct ThrottleKeys {
  std::string account;  // "account:<email key>"
  std::string address;  // "address:<ip>"
  std::string pair;     // "<account key>|<ip>", or "" when only the account itself can ask
};

// Seconds until either key may try again, when one is blocked.
std::optional<std::int64_t> blocked_for(AccountsReader& data, const ThrottleKeys& keys, std::int64_t now_ms);
// Inside a write transaction: count a request against both keys.
void record_failure(AccountsWriter& data, const ThrottleKeys& keys, const ThrottlePolicy& policy, std::int64_t now_ms);

// Asking for mail: a verification mail (only its signed-in owner asks) 3 an hour per account;
// a reset or sign-in code (anyone may ask for any e-mail) 3 an hour per e-mail and address
// and 10 an hour per e-mail from everywhere, so a stranger's requests from one address do not
// use up the owner's (issue 52); 200 an hour per address (a hostel shares one). Counts the
// request, or says how long to wait. In email_flows.cpp.
std::optional<core::Error> count_mail_request(Repository& repository, const ThrottleKeys& keys, std::int64_t now_ms);

}  // namespace pathshala::accounts
