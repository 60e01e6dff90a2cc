# CTest registration of GoogleTest *suites* rather than cases (issue 32).
#
# gtest_discover_tests registers every test case as its own CTest test, so each case runs in
# a process of its own: an API suite's shared server (SetUpTestSuite) was started, migrated
# and seeded once per case. Here every suite is one CTest test running `--gtest_filter=
# Suite.*` in one process, so a suite's fixture is paid for once and ctest -j still spreads
# suites over the cores. The cases are listed after each build (like gtest_discover_tests,
# into a file ctest includes), so adding a suite needs no CMake change.
#
#   pathshala_add_gtest_suites(TARGET [PREFIX p] [LABELS l…] [SLOW_SUITES s…]
#                              [ENVIRONMENT e…] [FIXTURES_REQUIRED f…])
# SLOW_SUITES get the label "slow" (system tests: several processes, nginx, kill -9, fd
# exhaustion), so `ctest -LE slow` is the quick set a developer runs while working.

set(_PATHSHALA_GTEST_SUITES_SCRIPT ${CMAKE_CURRENT_LIST_FILE})

function(pathshala_add_gtest_suites target)
  cmake_parse_arguments(ARG "" "PREFIX" "LABELS;SLOW_SUITES;ENVIRONMENT;FIXTURES_REQUIRED" ${ARGN})
  set(key "${target}${ARG_PREFIX}")
  string(MAKE_C_IDENTIFIER "${key}" key)
  set(ctest_file "${CMAKE_CURRENT_BINARY_DIR}/${key}_suites.cmake")
  # Lists travel to the script comma-separated (a ';' in a custom command is a shell's).
  foreach(list_arg LABELS SLOW_SUITES ENVIRONMENT FIXTURES_REQUIRED)
    string(REPLACE ";" "," ARG_${list_arg} "${ARG_${list_arg}}")
  endforeach()
  add_custom_command(
    TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_COMMAND}
            -D "EXECUTABLE=$<TARGET_FILE:${target}>"
            -D "CTEST_FILE=${ctest_file}"
            -D "PREFIX=${ARG_PREFIX}"
            -D "LABELS=${ARG_LABELS}"
            -D "SLOW_SUITES=${ARG_SLOW_SUITES}"
            -D "ENVIRONMENT=${ARG_ENVIRONMENT}"
            -D "FIXTURES_REQUIRED=${ARG_FIXTURES_REQUIRED}"
            -D "WORKING_DIRECTORY=${CMAKE_CURRENT_BINARY_DIR}"
            -P "${_PATHSHALA_GTEST_SUITES_SCRIPT}"
    BYPRODUCTS "${ctest_file}"
    VERBATIM)
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${ctest_file}")
endfunction()

# Script mode: list the executable's suites and write the CTest file.
if(CMAKE_SCRIPT_MODE_FILE AND EXECUTABLE)
  cmake_minimum_required(VERSION 3.25)  # policies for script mode (IN_LIST)
  foreach(list_arg LABELS SLOW_SUITES ENVIRONMENT FIXTURES_REQUIRED)
    string(REPLACE "," ";" ${list_arg} "${${list_arg}}")
  endforeach()
  execute_process(COMMAND "${EXECUTABLE}" --gtest_list_tests
                  OUTPUT_VARIABLE listing RESULT_VARIABLE status TIMEOUT 60)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${EXECUTABLE} --gtest_list_tests failed (${status}):\n${listing}")
  endif()
  string(REPLACE ";" "\\;" listing "${listing}")
  string(REPLACE "\n" ";" lines "${listing}")
  set(content "# Written by pathshala_add_gtest_suites after each build of ${EXECUTABLE}.\n")
  set(suite "")
  macro(_flush_suite)
    if(NOT suite STREQUAL "")
      set(name "${PREFIX}${suite}")
      set(labels ${LABELS})
      # "Instance/Suite" of a parameterised suite is slow when Suite is.
      string(REGEX REPLACE "^.*/" "" bare "${suite}")
      if(bare IN_LIST SLOW_SUITES)
        list(APPEND labels slow)
      endif()
      string(APPEND content "add_test([=[${name}]=] [=[${EXECUTABLE}]=] [=[--gtest_filter=${suite}.*]=])\n")
      string(APPEND content "set_tests_properties([=[${name}]=] PROPERTIES WORKING_DIRECTORY [=[${WORKING_DIRECTORY}]=]"
                            " SKIP_REGULAR_EXPRESSION [=[\\[  PASSED  \\] 0 tests.*\\[  SKIPPED \\]]=]")
      if(labels)
        string(REPLACE ";" "\\;" labels "${labels}")
        string(APPEND content " LABELS [=[${labels}]=]")
      endif()
      if(ENVIRONMENT)
        string(REPLACE ";" "\\;" env "${ENVIRONMENT}")
        string(APPEND content " ENVIRONMENT [=[${env}]=]")
      endif()
      if(FIXTURES_REQUIRED)
        string(APPEND content " FIXTURES_REQUIRED [=[${FIXTURES_REQUIRED}]=]")
      endif()
      string(APPEND content ")\n")
    endif()
  endmacro()
  foreach(line IN LISTS lines)
    if(line MATCHES "^([^ #][^ ]*)\\.( +#.*)?$")
      set(next_suite "${CMAKE_MATCH_1}")  # before _flush_suite's regex resets CMAKE_MATCH_1
      _flush_suite()
      set(suite "${next_suite}")
    endif()
  endforeach()
  _flush_suite()
  file(WRITE "${CTEST_FILE}" "${content}")
endif()
