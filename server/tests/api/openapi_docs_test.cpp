// docs/openapi.yaml is kept true: every route the server registers is documented there,
// under the same method.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "../support/test_server.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

using namespace pathshala;

TEST(OpenApiDocs, EveryRouteIsDocumented) {
  std::ifstream file(std::string(PATHSHALA_SOURCE_DIR) + "/../docs/openapi.yaml");
  ASSERT_TRUE(file) << "docs/openapi.yaml";
  std::stringstream text;
  text << file.rdbuf();
  const std::string doc = text.str();
  test_support::TestServer server;
  for (const auto& route : server.app->http.router().routes()) {
    const std::string method(boost::beast::http::to_string(route.method));
    const std::string pattern = route.pattern();
    const auto at = doc.find("\n  " + pattern + ":\n");
    ASSERT_NE(at, std::string::npos) << pattern << " is not in docs/openapi.yaml";
    // The method appears in this path's block (before the next path).
    const auto next = doc.find("\n  /", at + 1);
    std::string lower = method;
    for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    EXPECT_NE(doc.substr(at, next - at).find("\n    " + lower + ":"), std::string::npos) << method << " " << pattern;
  }
}
