// The profile registry: each profile is a name, its weights and the piece-square table built
// from them. The active profile is process-wide (an atomic pointer; profiles live forever).
#pragma once

#include <string>
#include <vector>

#include "board/position.h"
#include "eval/params.h"

namespace quince::eval {

struct Profile {
    std::string name;
    Params params;
    PsqTable psq;
};

const std::vector<const Profile*>& all_profiles();
const Profile* find_profile(const std::string& name);
const Profile& active_profile();

} // namespace quince::eval
