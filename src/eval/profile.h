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
#include "eval/trace.h"

namespace quince::eval {

// Personality: Fruit 2.1's percent weights (its UCI options Material, Piece Activity, King Safety,
// Pawn Structure, Passed Pawns) extended to every term group of the trace. Each colour's score of
// a group is multiplied by percent / 100 (truncated toward zero, opening and endgame halves alike)
// before the groups are added; the phase mix and the draw scaling then work on the scaled sum.
// 100 everywhere is the profile itself: the evaluation takes its unscaled path (no arithmetic),
// so `bench` and the fruit21 oracle stay exact.
struct Personality {
    static constexpr int Min = 0, Max = 400;
    int percent[TERM_NB] = {100, 100, 100, 100, 100, 100, 100, 100};
    bool neutral() const {
        for (int p : percent)
            if (p != 100) return false;
        return true;
    }
    bool operator==(const Personality&) const = default;
};
// The UCI option of each term group (Fruit 2.1's names where it had one).
inline constexpr const char* PersonalityOption[TERM_NB] = {
    "Material",    "Piece Square Tables", "Pawn Structure", "Piece Activity",
    "King Safety", "Passed Pawns",        "Patterns",       "Threats"};

struct Profile {
    std::string name;
    Params params;
    PsqTable psq;
    Personality personality; // neutral for every registered profile
    bool personal = false;   // personality not neutral (with_personality sets it)
};

// A profile outside the registry (its table built from `p`), e.g. for a test or a tool.
std::shared_ptr<const Profile> make_profile(const std::string& name, const Params& p);

// `base` with another personality (same name, weights and table), e.g. for an engine whose
// personality options are set. Neutral: a copy of `base` that evaluates exactly like it.
std::shared_ptr<const Profile> with_personality(const Profile& base, const Personality& p);

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
