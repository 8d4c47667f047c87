// QUINCE_TEST_SANITIZED is defined in builds with AddressSanitizer or ThreadSanitizer (gcc and
// clang spell it differently): tests that must run the engine under an address-space limit skip
// there, since the sanitizers reserve terabytes of shadow memory.
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define QUINCE_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define QUINCE_TEST_SANITIZED 1
#endif
#endif
