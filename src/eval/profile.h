// The profile registry: each profile is a name, its weights and the piece-square table built
// from them. The active profile is process-wide (an atomic pointer; profiles live forever).
#pragma once

#include <atomic>
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
namespace profile_detail {
extern std::atomic<const Profile*> Active; // null until the first install
const Profile& install_default();
} // namespace profile_detail
// Inline: the evaluation asks on every call.
inline const Profile& active_profile() {
    const Profile* p = profile_detail::Active.load(std::memory_order_relaxed);
    return p ? *p : profile_detail::install_default();
}
// Register a profile at run time (a profile file, the tuner). A profile of the same name is
// replaced in the registry but stays alive, since a search may still read it. Call from one
// thread (the UCI or command thread), like set_profile.
const Profile& add_profile(const std::string& name, const Params& p);

} // namespace quince::eval
