#pragma once
// The one error model. Services report what went wrong as a kind (what sort of failure),
// a stable kebab-case code (what clients branch on) and a message for people; they never
// know HTTP statuses. The http layer maps a kind to a status in one place
// (http::error_response).
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace pathshala::core {

enum class ErrorKind {
  invalid,              // the input is wrong (400)
  unauthenticated,      // who is asking is unknown or the credentials are wrong (401)
  forbidden,            // known, but not allowed (403)
  not_found,            // no such thing (404)
  conflict,             // the current state forbids it: a duplicate, a stale edit (409)
  precondition_failed,  // a conditional request's precondition (If-Match) is not met (412)
  too_large,            // the input is bigger than allowed (413)
  unsupported,          // a kind of input we do not take, e.g. a file type (415)
  too_many,             // slow down (429)
  unavailable,          // a service we depend on is down (503)
  no_space,             // the disk is full (507)
  internal,             // our fault (500)
};

struct Error {
  ErrorKind kind = ErrorKind::internal;
  std::string code;                                 // e.g. "invalid-field", "email-already-in-use"
  std::string message;                              // shown to people as it is
  std::optional<std::string> field;                 // the input field at fault (invalid)
  std::optional<std::int64_t> retry_after_seconds;  // too_many

  static Error invalid(std::string code, std::string message, std::optional<std::string> field = std::nullopt) {
    return {ErrorKind::invalid, std::move(code), std::move(message), std::move(field), std::nullopt};
  }
  static Error not_found(std::string message) {
    return {ErrorKind::not_found, "not-found", std::move(message), {}, {}};
  }
  static Error conflict(std::string code, std::string message) {
    return {ErrorKind::conflict, std::move(code), std::move(message), {}, {}};
  }
  static Error make(ErrorKind kind, std::string code, std::string message) {
    return {kind, std::move(code), std::move(message), {}, {}};
  }
};

// A value or the Error that prevented it (std::expected arrives with C++23).
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

// Thrown from below the services (the store) when what failed is not a bug but a resource
// missing for now: the database unreachable (unavailable: 503 with Retry-After) or the disk
// full (no_space: 507). The http layer answers any request it reaches with this error
// instead of a 500; nothing was changed (the transaction did not commit).
class ServiceFailure : public std::runtime_error {
 public:
  ServiceFailure(Error error, std::string detail) : std::runtime_error(std::move(detail)), error_(std::move(error)) {}
  const Error& error() const { return error_; }

 private:
  Error error_;
};

// The store is unreachable (PostgreSQL down or restarting): try again in a few seconds.
inline ServiceFailure store_unreachable(std::string detail) {
  Error e = Error::make(ErrorKind::unavailable, "unavailable",
                        "The site cannot reach its database just now. Please try again in a few seconds.");
  e.retry_after_seconds = 5;
  return ServiceFailure(std::move(e), std::move(detail));
}

// The disk holding the store or the files is full.
inline ServiceFailure disk_full(std::string detail) {
  return ServiceFailure(Error::make(ErrorKind::no_space, "insufficient-storage",
                                    "The server has run out of disk space, so nothing was saved. Please try again "
                                    "later; the site's operators have been told."),
                        std::move(detail));
}

// For operations that return nothing on success.
struct Done {};
using Status = Result<Done>;
inline Status ok() { return Done{}; }

}  // namespace pathshala::core
