// Evaluation profiles: a name, its weights and the piece-square table built from them, immutable
// once made. A profile is a value: there is no process-wide active profile. An eval::Evaluator is
// constructed from one, and whoever evaluates (each search worker, each tuner thread, each `eval`
// command) owns its evaluator, so different profiles evaluate in one process at the same time.
// The registry maps names to profiles; what it hands out is never changed or freed (a profile
// added at run time lives until the process ends), so a reference from it is valid in any thread.
#pragma once

#include <memory>
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

// A profile outside the registry (its table built from `p`), e.g. for a test or a tool.
std::shared_ptr<const Profile> make_profile(const std::string& name, const Params& p);

// The profile commands and engines use unless told otherwise (`quince`, the first registered).
const Profile& default_profile();
// The registered profiles, in registration order (a snapshot: the registry may grow meanwhile).
std::vector<const Profile*> all_profiles();
std::vector<std::string> profile_names();
// The profile of that name, or null; with `error`, a null result also sets a message listing the
// available names.
const Profile* find_profile(const std::string& name, std::string* error = nullptr);
// Register a profile at run time (a profile file, the tuner). A profile of the same name is
// replaced in the registry but stays alive, since an evaluator or a search may still use it.
// Thread-safe, like every function here.
const Profile& add_profile(const std::string& name, const Params& p);

} // namespace quince::eval
