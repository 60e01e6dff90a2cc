# What the server is made of: its Debian dependencies and its source lists. Included by the
# server's build (server/CMakeLists.txt) and by the fuzz build (server/fuzz/CMakeLists.txt),
# so the fuzz targets compile exactly the server's sources and can never miss one (issue 32:
# a hand-kept second list stopped linking).
#
# Defines PATHSHALA_SRC, PATHSHALA_DEPENDENCIES (targets to link),
# PATHSHALA_DATA_SOURCES and PATHSHALA_HTTP_SOURCES (the embedded migrations included).
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
set(PATHSHALA_DEPENDENCIES
    Boost::json Boost::url PkgConfig::SQLITE3 PkgConfig::LIBPQ PkgConfig::SODIUM PkgConfig::CURL
    PkgConfig::BROTLI PkgConfig::UTF8PROC PkgConfig::RSVG PkgConfig::JSC PkgConfig::POPPLER PkgConfig::TESSERACT PkgConfig::WEBP
    PkgConfig::LIBZIP hpdf::hpdf spdlog::spdlog ZLIB::ZLIB Threads::Threads)

# pathshala_data: configuration, store, every module's service and repositories, demo
# seeding — no HTTP server code (a module's routes.cpp, *_routes.cpp and *_http.cpp go to
# pathshala_http, as does the composition root app/build_app.cpp).
file(GLOB_RECURSE PATHSHALA_DATA_SOURCES CONFIGURE_DEPENDS
     ${PATHSHALA_SRC}/core/*.cpp ${PATHSHALA_SRC}/store/*.cpp ${PATHSHALA_SRC}/catalog/*.cpp
     ${PATHSHALA_SRC}/seed/*.cpp ${PATHSHALA_SRC}/jobs/*.cpp ${PATHSHALA_SRC}/accounts/*.cpp
     ${PATHSHALA_SRC}/admin/*.cpp ${PATHSHALA_SRC}/audit/*.cpp ${PATHSHALA_SRC}/files/*.cpp ${PATHSHALA_SRC}/imports/*.cpp
     ${PATHSHALA_SRC}/commerce/*.cpp ${PATHSHALA_SRC}/mail/*.cpp ${PATHSHALA_SRC}/background/*.cpp
     ${PATHSHALA_SRC}/app/services.cpp ${PATHSHALA_SRC}/app/backup.cpp
     ${PATHSHALA_SRC}/app/copy_data.cpp ${PATHSHALA_SRC}/pages/*.cpp ${PATHSHALA_SRC}/search/*.cpp
     ${PATHSHALA_SRC}/downloads/*.cpp ${PATHSHALA_SRC}/library/*.cpp ${PATHSHALA_SRC}/alerts/*.cpp
     ${PATHSHALA_SRC}/reports/*.cpp ${PATHSHALA_SRC}/dashboard/*.cpp
     ${PATHSHALA_SRC}/file_text/*.cpp ${PATHSHALA_SRC}/papers/*.cpp)
list(FILTER PATHSHALA_DATA_SOURCES EXCLUDE REGEX ".*(routes|_http)\\.cpp$")

# pathshala_http: listener, router, static files, every module's routes.cpp and build_app.
file(GLOB_RECURSE PATHSHALA_HTTP_SOURCES CONFIGURE_DEPENDS
     ${PATHSHALA_SRC}/http/*.cpp ${PATHSHALA_SRC}/app/build_app.cpp ${PATHSHALA_SRC}/app/store_probe.cpp
     ${PATHSHALA_SRC}/*/*routes.cpp ${PATHSHALA_SRC}/*/*_http.cpp)
list(REMOVE_DUPLICATES PATHSHALA_HTTP_SOURCES)
