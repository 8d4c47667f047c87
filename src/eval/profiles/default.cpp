// Profile `default`: the engine's own weights. Until the Texel tuner produces its own set, these
// are Fruit 2.1's, without the Fruit quirk that makes K(B)P-versus-king endings colour-asymmetric
// (reference section 13.7): every profile but `fruit21` is exactly colour-symmetric.
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

Params standard() {
    Params p                    = fruit21();
    p.FruitBlackSingleFileQuirk = false;
    return p;
}

} // namespace quince::eval::profiles
