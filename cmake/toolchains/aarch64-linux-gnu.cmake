# Linux aarch64 (ARMv8-A: Raspberry Pi 3/4/5, Apple-silicon Linux VMs, ARM servers) with Debian's
# cross compiler (g++-aarch64-linux-gnu); its libraries are Debian's multiarch :arm64 packages
# (liblzma-dev:arm64, after `dpkg --add-architecture arm64`; scripts/setup-deps --dist).
# Used by the preset dist-aarch64 (scripts/dist); the binary runs here under qemu-user.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# find_library looks in /usr/lib/aarch64-linux-gnu (multiarch), never in the host's directory.
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# Headers and CMake packages only from the cross tree and scripts/dist-deps's host-headers/ under
# QUINCE_DIST_DEPS (the dist presets set it): the host's header-only CLI11 and nlohmann-json, and
# liblzma's header, without the host's /usr/include and its x86-64 C library headers.
set(CMAKE_FIND_ROOT_PATH ${QUINCE_DIST_DEPS}/host-headers /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)
