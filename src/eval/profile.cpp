// Profile registry. Adding a profile: a file in profiles/ returning its Params, one line here.
#include "eval/profile.h"

#include <mutex>

#include "eval/profiles/profiles.h"
#include "eval/pst.h"

namespace quince::eval {

std::shared_ptr<const Profile> make_profile(const std::string& name, const Params& p) {
    auto prof    = std::make_shared<Profile>();
    prof->name   = name;
    prof->params = p;
    build_psq_table(prof->params, prof->psq);
    return prof;
}

std::shared_ptr<const Profile> with_personality(const Profile& base, const Personality& p) {
    auto prof         = std::make_shared<Profile>(base);
    prof->personality = p;
    prof->personal    = !p.neutral();
    return prof;
}

namespace {

// Profiles are only ever added: `owned` keeps every one alive, `list` is the current name ->
// profile mapping (a replaced profile leaves `list`, never `owned`).
struct Registry {
    std::mutex mu;
    std::vector<std::shared_ptr<const Profile>> owned;
    std::vector<const Profile*> list;
    Registry() {
        for (auto [name, params] : {std::pair{"quince", profiles::quince()},
                                    {"fruit21", profiles::fruit21()},
                                    {"simple", profiles::simple()},
                                    {"rustic", profiles::rustic()},
                                    {"rybka", profiles::rybka()}}) {
            owned.push_back(make_profile(name, params));
            list.push_back(owned.back().get());
        }
    }
};

Registry& registry() {
    static Registry r;
    return r;
}

} // namespace

const Profile& default_profile() {
    static const Profile& p = *registry().owned.front(); // never replaced: owned[0] is quince's
    return p;
}

std::vector<const Profile*> all_profiles() {
    Registry& r = registry();
    std::lock_guard lock(r.mu);
    return r.list;
}

std::vector<std::string> profile_names() {
    std::vector<std::string> names;
    for (const Profile* p : all_profiles()) names.push_back(p->name);
    return names;
}

const Profile* find_profile(const std::string& name, std::string* error) {
    for (const Profile* p : all_profiles())
        if (p->name == name) return p;
    if (error) {
        *error = "unknown evaluation profile '" + name + "' (available:";
        for (const auto& n : profile_names()) *error += " " + n;
        *error += ")";
    }
    return nullptr;
}

const Profile& add_profile(const std::string& name, const Params& p) {
    std::shared_ptr<const Profile> prof = make_profile(name, p); // built outside the lock
    Registry& r                         = registry();
    std::lock_guard lock(r.mu);
    r.owned.push_back(prof);
    for (const Profile*& q : r.list)
        if (q->name == name) return *(q = prof.get());
    r.list.push_back(prof.get());
    return *prof;
}

} // namespace quince::eval
