#pragma once
// Open-file limits: every connection is a file descriptor, and so are the store, the files
// being sent and the log.
#include <cstddef>

namespace pathshala::http {

// Raises this process's soft limit on open files to its hard limit; answers the limit now
// in force.
std::size_t raise_open_file_limit();

// How many connections to accept with fd_limit descriptors: the rest is kept for the store,
// files being sent, uploads and logs (64), and the cap never exceeds 10,000.
std::size_t connection_cap(std::size_t fd_limit);

}  // namespace pathshala::http
