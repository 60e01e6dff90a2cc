# What the server is made of: its Debian dependencies and its source lists. Included by the
# server's build (server/CMakeLists.txt) and by the fuzz build (server/fuzz/CMakeLists.txt),
# so the fuzz targets compile exactly the server's sources and can never miss one (issue 32:
# a hand-kept second list stopped linking).
#
# Defines PATHSHALA_SRC and a library pathshala_<module> for every module (its sources, the
# modules it uses, its third-party libraries), the composition root pathshala_app among them.
set(PATHSHALA_SRC ${CMAKE_CURRENT_LIST_DIR}/../src)

# Migrations are compiled into the binary so it never reads SQL files at run time.
set(PATHSHALA_MIGRATIONS_DIR ${CMAKE_CURRENT_LIST_DIR}/../migrations)
file(GLOB PATHSHALA_MIGRATION_FILES CONFIGURE_DEPENDS ${PATHSHALA_MIGRATIONS_DIR}/*/*.sql)
set(PATHSHALA_MIGRATIONS_CPP ${CMAKE_CURRENT_BINARY_DIR}/generated/migrations_embedded.cpp)
add_custom_command(
  OUTPUT ${PATHSHALA_MIGRATIONS_CPP}
  COMMAND ${CMAKE_COMMAND} -DOUT=${PATHSHALA_MIGRATIONS_CPP} -DDIR=${PATHSHALA_MIGRATIONS_DIR}
          -P ${CMAKE_CURRENT_LIST_DIR}/embed_migrations.cmake
  DEPENDS ${PATHSHALA_MIGRATION_FILES} ${CMAKE_CURRENT_LIST_DIR}/embed_migrations.cmake
  COMMENT "Embedding SQL migrations")

# Everything comes from Debian packages (scripts/bootstrap installs them); nothing is
# downloaded at build time.
find_package(Boost 1.81 REQUIRED COMPONENTS json url)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SQLITE3 REQUIRED IMPORTED_TARGET sqlite3)
pkg_check_modules(LIBPQ REQUIRED IMPORTED_TARGET libpq)  # PostgreSQL (--database)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
pkg_check_modules(CURL REQUIRED IMPORTED_TARGET libcurl)  # outbound HTTPS: OAuth token exchange
pkg_check_modules(BROTLI REQUIRED IMPORTED_TARGET libbrotlienc libbrotlidec)  # Content-Encoding: br
pkg_check_modules(UTF8PROC REQUIRED IMPORTED_TARGET libutf8proc)  # search: case folding, accents
pkg_check_modules(RSVG REQUIRED IMPORTED_TARGET librsvg-2.0 cairo)  # link previews: SVG → PNG
pkg_check_modules(JSC REQUIRED IMPORTED_TARGET javascriptcoregtk-4.1)  # pages: the web app's components
# Inside the papers (file_text/): a PDF's text and page images (poppler), OCR of pages
# without a text layer (Tesseract, with Leptonica), page images as WebP, PDFs inside ZIPs.
pkg_check_modules(POPPLER REQUIRED IMPORTED_TARGET poppler-cpp)
pkg_check_modules(TESSERACT REQUIRED IMPORTED_TARGET tesseract lept)
pkg_check_modules(WEBP REQUIRED IMPORTED_TARGET libwebp)
pkg_check_modules(LIBZIP REQUIRED IMPORTED_TARGET libzip)
# libharu (libhpdf-dev): the invoices' PDFs. Debian ships no pkg-config file for it.
find_library(HPDF_LIBRARY NAMES hpdf REQUIRED)
find_path(HPDF_INCLUDE_DIR hpdf.h REQUIRED)
add_library(hpdf::hpdf UNKNOWN IMPORTED)
set_target_properties(hpdf::hpdf PROPERTIES IMPORTED_LOCATION ${HPDF_LIBRARY} INTERFACE_INCLUDE_DIRECTORIES
                                            ${HPDF_INCLUDE_DIR})
find_package(spdlog REQUIRED)
find_package(ZLIB REQUIRED)
find_package(Threads REQUIRED)

# The modules: one library each, with the edges of the module map (cmake/pathshala_modules.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/pathshala_modules.cmake)

# Every include checked against the map before anything compiles: each module's library
# depends on this target, so an include the map does not allow fails the build.
file(CONFIGURE OUTPUT ${PATHSHALA_MODULE_MAP_FILE} CONTENT "${PATHSHALA_MODULE_MAP_LINES}")
file(GLOB_RECURSE PATHSHALA_SOURCE_FILES CONFIGURE_DEPENDS ${PATHSHALA_SRC}/*.cpp ${PATHSHALA_SRC}/*.hpp)
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/module_includes.ok
  COMMAND ${CMAKE_COMMAND} -DMAP=${PATHSHALA_MODULE_MAP_FILE} -DSRC=${PATHSHALA_SRC}
          -P ${CMAKE_CURRENT_LIST_DIR}/check_module_includes.cmake
  COMMAND ${CMAKE_COMMAND} -E touch ${CMAKE_CURRENT_BINARY_DIR}/module_includes.ok
  DEPENDS ${PATHSHALA_SOURCE_FILES} ${PATHSHALA_MODULE_MAP_FILE} ${CMAKE_CURRENT_LIST_DIR}/check_module_includes.cmake
  COMMENT "Checking every include against the module map"
  VERBATIM)
add_custom_target(pathshala_module_includes DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/module_includes.ok)
