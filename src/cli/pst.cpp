// `quince pst`: the piece-square tables of an evaluation profile, as the evaluation uses them
// (opening and endgame entries of White's pieces, material not included, in the profile's own
// units): board diagrams, CSV, heat-map SVGs, or the difference between two profiles.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "cli/command.h"
#include "eval/evaluate.h"
#include "eval/profile.h"

namespace quince::cli {

namespace {

constexpr const char* PieceLetter  = "PNBRQK";
constexpr const char* PieceName[6] = {"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};
constexpr const char* StageKey[2]  = {"op", "eg"};
constexpr const char* StageName[2] = {"opening", "endgame"};

// One table per piece type, stage and square (a1 = 0), in the units it is shown in.
struct Tables {
    int v[6][2][64] = {};
    std::string title; // what the numbers are
};

// Integer division rounded to nearest, halves away from zero.
int div_round(int a, int b) { return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b); }

Tables tables_of(const eval::Profile& p, int divisor) {
    Tables t;
    for (int pt = PAWN; pt <= KING; ++pt)
        for (int sq = 0; sq < 64; ++sq) {
            const Score s  = p.psq.sq[make_piece(WHITE, PieceType(pt))][sq];
            t.v[pt][0][sq] = div_round(s.op, divisor);
            t.v[pt][1][sq] = div_round(s.eg, divisor);
        }
    return t;
}

std::string unit_name(int per_cp) {
    return per_cp == 1 ? "centipawns" : "1/" + std::to_string(per_cp) + " centipawn";
}

void print_diagrams(const Tables& t, std::ostream& out) {
    out << t.title << "\n";
    for (int pt = PAWN; pt <= KING; ++pt) {
        out << "\n" << PieceName[pt] << " (" << PieceLetter[pt] << ")\n";
        char buf[64];
        std::snprintf(buf, sizeof buf, "   %-48s   %s\n", StageName[0], StageName[1]);
        out << buf;
        for (int r = 7; r >= 0; --r) {
            for (int stage = 0; stage < 2; ++stage) {
                out << (stage ? "   " : "") << r + 1 << " ";
                for (int f = 0; f < 8; ++f) {
                    std::snprintf(buf, sizeof buf, "%6d", t.v[pt][stage][r * 8 + f]);
                    out << buf;
                }
            }
            out << "\n";
        }
        out << "  ";
        for (int stage = 0; stage < 2; ++stage) {
            out << (stage ? "     " : "");
            for (char f = 'a'; f <= 'h'; ++f) out << "     " << f;
        }
        out << "\n";
    }
}

void print_csv(const Tables& t, std::ostream& out) {
    out << "piece,stage,square,value\n";
    for (int pt = PAWN; pt <= KING; ++pt)
        for (int stage = 0; stage < 2; ++stage)
            for (int sq = 0; sq < 64; ++sq)
                out << PieceLetter[pt] << ',' << StageKey[stage] << ',' << char('a' + sq % 8)
                    << char('1' + sq / 8) << ',' << t.v[pt][stage][sq] << '\n';
}

// A heat map: blue below zero, red above, white at zero, scaled by the table's largest magnitude.
std::string svg_table(const Tables& t, int pt, int stage, const std::string& caption) {
    const int cell = 56, margin = 24, top = 30, size = 8 * cell;
    int maxabs = 1;
    for (int sq = 0; sq < 64; ++sq) maxabs = std::max(maxabs, std::abs(t.v[pt][stage][sq]));
    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << size + margin + 8 << "\" height=\""
      << size + top + margin << "\" font-family=\"sans-serif\">\n"
      << "<text x=\"" << margin << "\" y=\"20\" font-size=\"14\">" << caption << "</text>\n";
    for (int r = 7; r >= 0; --r)
        for (int f = 0; f < 8; ++f) {
            const int v    = t.v[pt][stage][r * 8 + f];
            const double a = double(std::abs(v)) / maxabs; // 0 .. 1
            const int fade = int(std::lround(255 * (1 - a)));
            char colour[8];
            std::snprintf(colour, sizeof colour, "#%02x%02x%02x", v > 0 ? 255 : fade, fade,
                          v < 0 ? 255 : fade);
            const int x = margin + f * cell, y = top + (7 - r) * cell;
            o << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cell << "\" height=\"" << cell
              << "\" fill=\"" << colour << "\" stroke=\"#888\" stroke-width=\"0.5\"/>"
              << "<text x=\"" << x + cell / 2 << "\" y=\"" << y + cell / 2 + 4
              << "\" font-size=\"12\" text-anchor=\"middle\"" << (a > 0.6 ? " fill=\"#fff\"" : "") << ">" << v
              << "</text>\n";
        }
    for (int i = 0; i < 8; ++i) {
        o << "<text x=\"" << margin + i * cell + cell / 2 << "\" y=\"" << top + size + 16
          << "\" font-size=\"12\" text-anchor=\"middle\">" << char('a' + i) << "</text>"
          << "<text x=\"" << margin / 2 << "\" y=\"" << top + (7 - i) * cell + cell / 2 + 4
          << "\" font-size=\"12\" text-anchor=\"middle\">" << i + 1 << "</text>\n";
    }
    o << "</svg>\n";
    return o.str();
}

int write_svgs(const Tables& t, const std::string& stem, const std::string& dir, const std::string& only) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        std::cerr << "error: cannot create directory " << dir << ": " << ec.message() << "\n";
        return 1;
    }
    for (int pt = PAWN; pt <= KING; ++pt) {
        if (!only.empty() && only.find(PieceLetter[pt]) == std::string::npos) continue;
        for (int stage = 0; stage < 2; ++stage) {
            const fs::path file =
                fs::path(dir) / (stem + "_" + PieceLetter[pt] + "_" + StageKey[stage] + ".svg");
            std::ofstream out(file);
            out << svg_table(t, pt, stage, t.title + ": " + PieceName[pt] + ", " + StageName[stage]);
            if (!out) {
                std::cerr << "error: cannot write " << file.string() << "\n";
                return 1;
            }
            std::cout << file.string() << "\n";
        }
    }
    return 0;
}

struct PstArgs {
    std::string profile, other, svg_dir, pieces;
    bool csv = false;
};

int pst(const PstArgs& a, const Context& ctx) {
    const std::string name  = a.profile.empty() ? ctx.profile.name : a.profile;
    const std::string other = a.other;
    std::string err;
    const eval::Profile* p = name == ctx.profile.name ? &ctx.profile : eval::find_profile(name, &err);
    if (!p) {
        std::cerr << "error: --profile: " << err << "\n";
        return 2;
    }
    const eval::Profile* q = other.empty() ? nullptr : eval::find_profile(other, &err);
    if (!other.empty() && !q) {
        std::cerr << "error: --diff: " << err << "\n";
        return 2;
    }

    Tables t;
    std::string stem = name;
    if (!q) {
        t       = tables_of(*p, 1);
        t.title = "Profile " + name + " (" + unit_name(p->params.UnitsPerCp) + ")";
    } else {
        // Same units: subtract as they are. Different units: both in centipawns first.
        const bool same = p->params.UnitsPerCp == q->params.UnitsPerCp;
        const Tables x  = tables_of(*p, same ? 1 : p->params.UnitsPerCp);
        const Tables y  = tables_of(*q, same ? 1 : q->params.UnitsPerCp);
        for (int pt = 0; pt < 6; ++pt)
            for (int st = 0; st < 2; ++st)
                for (int sq = 0; sq < 64; ++sq) t.v[pt][st][sq] = x.v[pt][st][sq] - y.v[pt][st][sq];
        t.title =
            name + " minus " + other + " (" + (same ? unit_name(p->params.UnitsPerCp) : "centipawns") + ")";
        stem = name + "-minus-" + other;
    }
    if (a.csv) {
        print_csv(t, std::cout);
        return 0;
    }
    if (!a.svg_dir.empty()) return write_svgs(t, stem, a.svg_dir, a.pieces);
    print_diagrams(t, std::cout);
    return 0;
}

} // namespace

void add_pst_command(CLI::App& app, Commands& commands) {
    auto a      = std::make_shared<PstArgs>();
    CLI::App* c = add_command(
        app, commands, "pst", "a profile's piece-square tables: diagrams, CSV, SVG heat maps",
        "quince pst [--profile NAME] [--diff OTHER] [--csv | --svg DIR [--pieces PNBRQK]]",
        [a](const Context& ctx) { return pst(*a, ctx); },
        "White's opening and endgame tables, rank 8 on top, material excluded, in the profile's own\n"
        "units; --diff shows NAME minus OTHER (in centipawns if the two profiles use different units).");
    c->add_option("--profile", a->profile, "the profile; the command's by default")->type_name("NAME");
    c->add_option("--diff", a->other, "show NAME minus OTHER")->type_name("OTHER");
    CLI::Option* csv = c->add_flag("--csv", a->csv, "piece,stage,square,value lines");
    CLI::Option* svg =
        c->add_option("--svg", a->svg_dir, "write one heat-map SVG per piece and stage into DIR")
            ->type_name("DIR");
    svg->excludes(csv);
    c->add_option("--pieces", a->pieces, "with --svg: only these pieces (letters of PNBRQK)")
        ->type_name("PNBRQK")
        ->needs(svg)
        ->check(CLI::Validator(
            [](std::string& s) {
                return !s.empty() && s.find_first_not_of("PNBRQK") == std::string::npos
                           ? std::string()
                           : "'" + s + "' is not a set of the letters PNBRQK";
            },
            "", "pieces"));
}

} // namespace quince::cli
