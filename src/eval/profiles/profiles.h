// One function per profile, each in its own file, returning the profile's weights.
#pragma once

#include "eval/params.h"

namespace quince::eval::profiles {

Params fruit21();  // fruit21.cpp: Fruit 2.1 exactly
Params standard(); // default.cpp: the engine's default weights

} // namespace quince::eval::profiles
