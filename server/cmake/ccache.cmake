# ccache (Debian's) when installed: a rebuild of an unchanged source, in any build tree or
# clone of the repository on this machine, is a cache hit. Harmless on a fresh machine (the
# cache just fills). CCACHE_BASEDIR makes the repository's absolute paths relative in what
# ccache hashes and CCACHE_NOHASHDIR leaves the working directory out (it would otherwise be
# hashed because of -g), so a fresh clone in another folder, as CI makes, reuses the objects.
find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  get_filename_component(PATHSHALA_REPO_ROOT ${CMAKE_CURRENT_LIST_DIR}/../.. ABSOLUTE)
  set(CCACHE_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PATHSHALA_REPO_ROOT} CCACHE_NOHASHDIR=1
                      ${CCACHE_PROGRAM})
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_LAUNCHER})
  set(CMAKE_C_COMPILER_LAUNCHER ${CCACHE_LAUNCHER})
endif()
