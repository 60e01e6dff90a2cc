// API answers are compressed as the client accepts (br, else gzip), each coding with its own
// ETag, and decode to exactly the body an uncompressed request gets (issue 14).
#include <brotli/decode.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <map>
#include <set>

#include "../support/test_server.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

std::string gunzip(const std::string& data) {
  z_stream z{};
  EXPECT_EQ(inflateInit2(&z, 15 + 16), Z_OK);
  std::string out(data.size() * 20 + 1024, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(inflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  inflateEnd(&z);
  return out;
}

std::string unbrotli(const std::string& data) {
  std::string out(data.size() * 20 + 1024, '\0');
  std::size_t size = out.size();
  EXPECT_EQ(BrotliDecoderDecompress(data.size(), reinterpret_cast<const std::uint8_t*>(data.data()), &size,
                                    reinterpret_cast<std::uint8_t*>(out.data())),
            BROTLI_DECODER_RESULT_SUCCESS);
  out.resize(size);
  return out;
}

class Compression : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server = new TestServer(); }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static Reply get(const std::string& target, std::map<std::string, std::string> headers = {}) {
    return server->fetch(target, boost::beast::http::verb::get, headers);
  }
  static TestServer* server;
};
TestServer* Compression::server = nullptr;

TEST_F(Compression, JsonDecodesToTheSameBodyInEitherCoding) {
  const std::string target = "/api/jobs?limit=50";
  auto plain = get(target);
  ASSERT_EQ(plain.status, 200u);
  ASSERT_GE(plain.body.size(), 1024u) << "big enough to compress";
  EXPECT_EQ(plain.header("content-encoding"), "");
  EXPECT_EQ(plain.header("vary"), "Accept-Encoding");

  auto br = get(target, {{"Accept-Encoding", "gzip, deflate, br"}});
  ASSERT_EQ(br.status, 200u);
  EXPECT_EQ(br.header("content-encoding"), "br");
  EXPECT_EQ(br.header("vary"), "Accept-Encoding");
  EXPECT_LT(br.body.size(), plain.body.size() / 2);
  EXPECT_EQ(unbrotli(br.body), plain.body);

  auto gz = get(target, {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(gz.header("content-encoding"), "gzip");
  EXPECT_EQ(gunzip(gz.body), plain.body);
  auto refused = get(target, {{"Accept-Encoding", "br;q=0, gzip"}});
  EXPECT_EQ(refused.header("content-encoding"), "gzip");

  // Each representation has its own ETag, and revalidates with it.
  std::set<std::string> etags = {plain.header("etag"), br.header("etag"), gz.header("etag")};
  EXPECT_EQ(etags.size(), 3u);
  EXPECT_EQ(get(target, {{"Accept-Encoding", "br"}, {"If-None-Match", br.header("etag")}}).status, 304u);
  EXPECT_EQ(get(target, {{"If-None-Match", br.header("etag")}}).status, 200u) << "the plain body is another one";
}

TEST_F(Compression, SmallAnswersAreSentAsTheyAre) {
  auto r = get("/api/site", {{"Accept-Encoding", "br, gzip"}});
  ASSERT_EQ(r.status, 200u);
  EXPECT_EQ(r.header("content-encoding"), "");
  EXPECT_EQ(r.body, R"({"name":"Pathshala Test"})");
}

}  // namespace
