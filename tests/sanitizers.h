// QUINCE_TEST_SANITIZED is defined in builds with AddressSanitizer or ThreadSanitizer (gcc and
// clang spell it differently): tests that must run the engine under an address-space limit skip
// there, since the sanitizers reserve terabytes of shadow memory. test::sanitized says the same to
// compute-bound tests, which check fewer cases there (the same code paths, fewer repetitions) so
// that `make test`'s sanitizer stage stays inside its time. test::engine_sanitized says so of the
// engine a test drives: the release test binary drives the ThreadSanitizer build of the engine in
// that stage (scripts/sanitize-tests sets $QUINCE_ENGINE to it, and $QUINCE_ENGINE_SANITIZED).
#pragma once

#include <cstdlib>

#ifdef QUINCE_TEST_SANITIZED
// set by tests/CMakeLists.txt: the test files of a sanitizer build are not instrumented themselves
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define QUINCE_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define QUINCE_TEST_SANITIZED 1
#endif
#endif

namespace quince::test {
#ifdef QUINCE_TEST_SANITIZED
inline constexpr bool sanitized = true;
#else
inline constexpr bool sanitized = false;
#endif

// True in a sanitizer build, or when the engine binary driven is one ($QUINCE_ENGINE_SANITIZED set
// and not "0").
inline bool engine_sanitized() {
    const char* env = std::getenv("QUINCE_ENGINE_SANITIZED");
    return sanitized || (env && *env && env[0] != '0');
}
} // namespace quince::test
