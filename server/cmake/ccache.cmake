# ccache (Debian's) when installed: a rebuild of an unchanged source, in any build tree on
# this machine, is a cache hit. Harmless on a fresh machine (the cache just fills).
find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
  set(CMAKE_C_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()
