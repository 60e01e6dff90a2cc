#pragma once
// FUZZ_CHECK: an invariant of the code under test. A violation prints what failed and
// aborts, which libFuzzer reports as a crash and saves the input (crash-<sha1>).
#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FUZZ_CHECK(cond)                                                                  \
  do {                                                                                    \
    if (!(cond)) {                                                                        \
      std::fprintf(stderr, "%s:%d: invariant violated: %s\n", __FILE__, __LINE__, #cond); \
      std::abort();                                                                       \
    }                                                                                     \
  } while (0)

namespace pathshala::fuzz {

inline std::string_view as_text(const unsigned char* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Splits the input at the first '\n': several fields from one input, so seeds stay readable.
inline std::string_view take_line(std::string_view& rest) {
  const auto nl = rest.find('\n');
  std::string_view line = rest.substr(0, nl);
  rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
  return line;
}

}  // namespace pathshala::fuzz
