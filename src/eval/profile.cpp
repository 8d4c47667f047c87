// Profile registry. Adding a profile: a file in profiles/ returning its Params, one line here.
#include "eval/profile.h"

#include <atomic>
#include <memory>

#include "eval/evaluate.h"
#include "eval/profiles/profiles.h"
#include "eval/pst.h"

namespace quince::eval {

std::atomic<const Profile*> profile_detail::Active{nullptr};

namespace {

std::unique_ptr<Profile> make(const char* name, const Params& p) {
    auto prof    = std::make_unique<Profile>();
    prof->name   = name;
    prof->params = p;
    build_psq_table(prof->params, prof->psq);
    return prof;
}

struct Registry {
    std::vector<std::unique_ptr<Profile>> owned;
    std::vector<const Profile*> list;
    Registry() {
        owned.push_back(make("quince", profiles::quince()));
        owned.push_back(make("fruit21", profiles::fruit21()));
        owned.push_back(make("simple", profiles::simple()));
        owned.push_back(make("rustic", profiles::rustic()));
        owned.push_back(make("rybka", profiles::rybka()));
        for (auto& p : owned) list.push_back(p.get());
    }
};

Registry& registry() {
    static Registry r;
    return r;
}

using profile_detail::Active;

const Profile& install(const Profile& p) {
    Active = &p;
    Position::set_default_psq_table(&p.psq);
    return p;
}

// The default profile is active (and its table installed in Position) from start-up on.
[[maybe_unused]] const Profile& Installed = install(*registry().list.front());

} // namespace

const std::vector<const Profile*>& all_profiles() { return registry().list; }

const Profile* find_profile(const std::string& name) {
    for (const Profile* p : all_profiles())
        if (p->name == name) return p;
    return nullptr;
}

const Profile& add_profile(const std::string& name, const Params& p) {
    Registry& r = registry();
    r.owned.push_back(make(name.c_str(), p));
    const Profile* prof = r.owned.back().get();
    for (const Profile*& q : r.list)
        if (q->name == name) {
            const bool was_active = Active.load() == q;
            q                     = prof;
            if (was_active) install(*prof);
            return *prof;
        }
    r.list.push_back(prof);
    return *prof;
}

const Profile& profile_detail::install_default() { return install(*all_profiles().front()); }

std::vector<std::string> profile_names() {
    std::vector<std::string> names;
    for (const Profile* p : all_profiles()) names.push_back(p->name);
    return names;
}

bool set_profile(const std::string& name, std::string* error) {
    const Profile* p = find_profile(name);
    if (!p) {
        if (error) {
            *error = "unknown evaluation profile '" + name + "' (available:";
            for (const auto& n : profile_names()) *error += " " + n;
            *error += ")";
        }
        return false;
    }
    install(*p);
    return true;
}

const std::string& profile_name() { return active_profile().name; }

} // namespace quince::eval
