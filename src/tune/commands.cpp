// `quince tune`: the command line of the Texel tuner (tuner.h, docs/tuning.md).
#include <iostream>
#include <string>

#include "tools/commands.h"
#include "tune/tuner.h"

namespace quince {

namespace {

const char* const TuneUsage =
    "usage: quince tune --data FILE [--profile START] [--epochs N] [--threads N] [--seed S]\n"
    "                   [--out FILE] [--pst compact|full] [--val-frac F] [--l2 X] [--batch N] [--lr X]\n"
    "                   [--patience N] [--time SECONDS] [--max-positions N] [--min-count N] [--cpp-fn NAME]\n"
    "                   [--freeze NAME[,NAME...]] [--only NAME[,NAME...]] [--strict]\n";

} // namespace

int cmd_tune(const Args& args) {
    tune::TuneOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--strict") {
            o.strict = true;
            continue;
        }
        if (a == "-h" || a == "--help") {
            std::cout << TuneUsage;
            return 0;
        }
        if (i + 1 >= args.size()) {
            std::cerr << "error: " << a << " needs a value\n" << TuneUsage;
            return 2;
        }
        const std::string& val = args[++i];
        double x               = 0;
        const bool num         = parse_real(val, x);
        auto need              = [&](double lo, double hi) {
            if (num && x >= lo && x <= hi) return true;
            std::cerr << "error: " << a << " '" << val << "': expected a number in [" << lo << ", " << hi
                      << "]\n";
            return false;
        };
        if (a == "--data")
            o.data = val;
        else if (a == "--profile")
            o.profile = val;
        else if (a == "--out")
            o.out = val;
        else if (a == "--cpp-fn")
            o.cpp_fn = val;
        else if (a == "--pst") {
            if (val != "compact" && val != "full") {
                std::cerr << "error: --pst takes compact or full\n";
                return 2;
            }
            o.full_pst = val == "full";
        } else if (a == "--epochs") {
            if (!need(1, 1e7)) return 2;
            o.epochs = int(x);
        } else if (a == "--threads") {
            if (!need(1, 256)) return 2;
            o.threads = int(x);
        } else if (a == "--seed") {
            if (!need(0, 1e18)) return 2;
            o.seed = std::uint64_t(x);
        } else if (a == "--val-frac") {
            if (!need(0.001, 0.9)) return 2;
            o.val_frac = x;
        } else if (a == "--l2") {
            if (!need(0, 1e6)) return 2;
            o.l2 = x;
        } else if (a == "--batch") {
            if (!need(1, 1e9)) return 2;
            o.batch = std::size_t(x);
        } else if (a == "--lr") {
            if (!need(1e-9, 1e6)) return 2;
            o.lr = x;
        } else if (a == "--patience") {
            if (!need(1, 1e7)) return 2;
            o.patience = int(x);
        } else if (a == "--time") {
            if (!need(0, 1e9)) return 2;
            o.time_limit = x;
        } else if (a == "--min-count") {
            if (!need(0, 1e12)) return 2;
            o.min_count = std::size_t(x);
        } else if (a == "--freeze" || a == "--only") {
            // NAME[,NAME...]: weights held at the start profile's values / the only ones tuned
            auto& names = a == "--freeze" ? o.freeze : o.only;
            for (std::size_t at = 0; at <= val.size();) {
                const std::size_t comma = std::min(val.find(',', at), val.size());
                if (comma > at) names.push_back(val.substr(at, comma - at));
                at = comma + 1;
            }
        } else if (a == "--max-positions") {
            if (!need(0, 1e12)) return 2;
            o.max_positions = std::size_t(x);
        } else {
            std::cerr << "error: unknown option '" << a << "'\n" << TuneUsage;
            return 2;
        }
    }
    if (o.data.empty()) {
        std::cerr << "error: --data FILE is required\n" << TuneUsage;
        return 2;
    }
    return tune::run_tune(o, std::cout, std::cerr);
}

} // namespace quince
