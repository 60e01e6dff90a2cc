#pragma once
// A thread pool that takes at most threads + max_waiting jobs at a time. A caller reserves
// a place before handing work over; when none is left it answers "busy" at once instead of
// queueing without end (a login flood then costs a fast 503, not minutes of latency and
// hundreds of Argon2 buffers in memory).
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <cstddef>

namespace pathshala::http {

class BoundedPool {
 public:
  BoundedPool(unsigned threads, std::size_t max_waiting)
      : pool_(threads), capacity_(static_cast<std::size_t>(threads) + max_waiting) {}

  // A place in the pool (running or waiting), held for the guard's life; false when full.
  class Place {
   public:
    explicit Place(BoundedPool& p) : pool_(&p) {
      if (pool_->taken_.fetch_add(1) >= pool_->capacity_) {
        pool_->taken_.fetch_sub(1);
        pool_ = nullptr;
      }
    }
    Place(const Place&) = delete;
    Place& operator=(const Place&) = delete;
    ~Place() {
      if (pool_) pool_->taken_.fetch_sub(1);
    }
    explicit operator bool() const { return pool_ != nullptr; }

   private:
    BoundedPool* pool_;
  };

  boost::asio::thread_pool& threads() { return pool_; }
  std::size_t taken() const { return taken_.load(); }

 private:
  boost::asio::thread_pool pool_;
  std::size_t capacity_;
  std::atomic<std::size_t> taken_{0};
};

}  // namespace pathshala::http
