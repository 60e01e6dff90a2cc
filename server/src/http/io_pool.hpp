#pragma once
// One io_context per network thread. Each connection lives on one context for its whole
// life, so its handlers never run concurrently and need no strand or lock; connections are
// handed to the contexts in turn as they are accepted.
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>

#include <atomic>
#include <memory>
#include <vector>

namespace pathshala::http {

class IoPool {
 public:
  explicit IoPool(unsigned threads);
  boost::asio::io_context& first() { return *contexts_.front(); }
  boost::asio::io_context& next();  // round robin
  // Runs every context, one per thread (the first on the calling thread); returns once
  // stop() has been called and all have finished.
  void run();
  void stop();

 private:
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts_;
  std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> guards_;
  std::atomic<unsigned> next_{0};
};

}  // namespace pathshala::http
