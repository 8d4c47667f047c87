// Configure-time probe (CMakeLists.txt, QUINCE_PEXT=AUTO): exits 0 when this machine's CPU has
// BMI2 and its PEXT is fast, 1 otherwise. AMD's Zen 1 and Zen 2 (CPU family 0x17) and Hygon's
// Zen-based Dhyana (0x18) have BMI2 but run PEXT in microcode, tens of cycles per call, so magic
// multiplication wins there; Intel's since Haswell and AMD's from Zen 3 (family 0x19) run it in
// a few cycles.
#include <cpuid.h>

#include <cstring>

int main() {
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(b & (1u << 8))) return 1; // no BMI2
    if (!__get_cpuid(0, &a, &b, &c, &d)) return 1;
    char vendor[13] = {};
    std::memcpy(vendor, &b, 4);
    std::memcpy(vendor + 4, &d, 4);
    std::memcpy(vendor + 8, &c, 4);
    if (std::strcmp(vendor, "AuthenticAMD") != 0 && std::strcmp(vendor, "HygonGenuine") != 0) return 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 1;
    const unsigned base   = (a >> 8) & 0xF;
    const unsigned family = base == 0xF ? base + ((a >> 20) & 0xFF) : base;
    return family >= 0x19 ? 0 : 1;
}
