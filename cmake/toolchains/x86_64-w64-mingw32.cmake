# Windows x86-64 with Debian's MinGW-w64 cross compiler, POSIX threads variant (std::thread needs it):
# packages g++-mingw-w64-x86-64-posix, gcc-mingw-w64-x86-64-posix (scripts/setup-deps --dist).
# Used by the preset dist-windows-x86-64 (scripts/dist).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
# Libraries, headers and CMake packages only from the MinGW tree and what scripts/dist-deps prepared
# under QUINCE_DIST_DEPS (the dist presets set it): liblzma cross-compiled into windows-x86-64/, the
# host's header-only CLI11 and nlohmann-json in host-headers/ (never the host's /usr/include).
set(CMAKE_FIND_ROOT_PATH ${QUINCE_DIST_DEPS}/windows-x86-64 ${QUINCE_DIST_DEPS}/host-headers /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# liblzma's header declares its functions dllimport unless told the library is static.
set(CMAKE_CXX_FLAGS_INIT "-DLZMA_API_STATIC")
