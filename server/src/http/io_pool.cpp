#include "http/io_pool.hpp"

#include <thread>

#include "core/outside_waits.hpp"

namespace pathshala::http {

IoPool::IoPool(unsigned threads) {
  for (unsigned i = 0; i < std::max(1u, threads); ++i) {
    contexts_.push_back(std::make_unique<boost::asio::io_context>(1));  // hint: one thread each
    guards_.push_back(boost::asio::make_work_guard(*contexts_.back()));
  }
}

boost::asio::io_context& IoPool::next() { return *contexts_[next_++ % contexts_.size()]; }

void IoPool::run() {
  std::vector<std::thread> threads;
  // Network threads answer requests: a store call made on one (SQLite routes run here) waits
  // no longer than a request may (core/outside_waits.hpp).
  for (size_t i = 1; i < contexts_.size(); ++i)
    threads.emplace_back([this, i] {
      core::answer_requests_on_this_thread();
      contexts_[i]->run();
    });
  core::answer_requests_on_this_thread();
  contexts_[0]->run();
  for (auto& t : threads) t.join();
}

void IoPool::stop() {
  for (auto& c : contexts_) c->stop();
}

}  // namespace pathshala::http
