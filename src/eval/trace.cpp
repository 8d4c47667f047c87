// Printing a Trace: the Stockfish-style table, JSON, and the oracle's CSV row.
#include "eval/trace.h"

#include <cstdio>
#include <sstream>

#include "eval/evaluate.h"
#include "eval/material.h"
#include "eval/profile.h"
#include "eval/wdl.h"

namespace quince::eval {

namespace {

int blend(Score s, int phase) { return (s.op * (256 - phase) + s.eg * phase) / 256; }

std::string cell(Score s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, " %6d %6d ", s.op, s.eg);
    return buf;
}

Trace run(const Profile& profile, const Position& pos) {
    Evaluator e(profile);
    Trace t;
    e.evaluate_traced(pos, t);
    return t;
}

int stm_value(const Position& pos, int white) { return pos.side_to_move() == WHITE ? white : -white; }

} // namespace

namespace {
// A profile with internal units finer than a centipawn (rybka: 1/32) is shown in centipawns.
int to_cp(int v, int u) { return u == 1 ? v : v >= 0 ? (v + u / 2) / u : -((-v + u / 2) / u); }
Score to_cp(Score s, int u) { return S(to_cp(s.op, u), to_cp(s.eg, u)); }
} // namespace

std::string trace(const Profile& profile, const Position& pos) {
    Trace t     = run(profile, pos);
    const int u = profile.params.UnitsPerCp;
    if (u != 1) {
        for (auto& term : t.side)
            for (Score& s : term) s = to_cp(s, u);
        t.mixed = to_cp(t.mixed, u);
    }
    std::ostringstream o;
    o << "Profile: " << profile.name;
    if (u != 1) o << " (internal unit 1/" << u << " cp; terms shown in cp, rounded)";
    o << "\n";
    if (!profile.personality.neutral()) {
        o << "Personality (terms below are scaled):";
        for (int i = 0; i < TERM_NB; ++i)
            if (profile.personality.percent[i] != 100)
                o << " " << PersonalityOption[i] << " " << profile.personality.percent[i] << "%";
        o << "\n";
    }
    o << "     Term    |     White     |     Black     |     Total     | Blended\n"
      << "             |    op     eg  |    op     eg  |    op     eg  |\n"
      << " ------------+---------------+---------------+---------------+--------\n";
    for (int i = 0; i < TERM_NB; ++i) {
        char name[16];
        std::snprintf(name, sizeof name, " %11s ", TermName[i]);
        o << name << "|";
        if (!t.computed[i]) {
            o << "       -       |       -       |       -       |    -\n";
            continue;
        }
        char bl[16];
        std::snprintf(bl, sizeof bl, " %6d", blend(t.total(Term(i)), t.phase_));
        o << cell(t.side[i][WHITE]) << "|" << cell(t.side[i][BLACK]) << "|" << cell(t.total(Term(i))) << "|"
          << bl << "\n";
    }
    o << " ------------+---------------+---------------+---------------+--------\n"
      << "       Total |               |               |" << cell(t.total()) << "| "
      << (t.early ? 0 : t.mixed) << "\n\n";
    o << "Phase: " << t.phase_ << " / 256 (0 = opening, 256 = endgame)\n";
    o << "Draw scale (of " << profile.params.MulFull << "): material " << t.mul_material[WHITE] << "/"
      << t.mul_material[BLACK] << ", rules " << t.mul_rules[WHITE] << "/" << t.mul_rules[BLACK] << ", used "
      << t.mul[WHITE] << "/" << t.mul[BLACK]
      << " (White/Black; the side ahead's multiplier scales the score)\n";
    if (t.early) o << "Both multipliers are 0: dead draw, later terms not computed\n";
    o << "Final evaluation: " << t.eval_white << " (White's view), " << stm_value(pos, t.eval_white)
      << " (side to move)\n";
    // The win/draw/loss model (fitted to search scores) applied to the static evaluation.
    const wdl::PerMille w = wdl::per_mille(pos, t.eval_white);
    o << "WDL: " << w.win << " " << w.draw << " " << w.loss << " (per mille, White's view; static evaluation,"
      << " material " << wdl::material(pos) << ")\n";
    return o.str();
}

std::string trace_json(const Profile& profile, const Position& pos) {
    Evaluator e(profile);
    return trace_json(e, pos);
}

std::string trace_json(Evaluator& evaluator, const Position& pos) {
    const Profile& profile = evaluator.profile();
    Trace t;
    evaluator.evaluate_traced(pos, t);
    std::ostringstream o;
    auto pair = [](Score s) {
        std::string r = "[";
        r.append(std::to_string(s.op)).append(", ").append(std::to_string(s.eg)).append("]");
        return r;
    };
    std::string fen;
    for (char c : pos.fen()) {
        if (c == '"' || c == '\\') fen.push_back('\\');
        fen.push_back(c);
    }
    o << "{\n  \"profile\": \"" << profile.name << "\",\n  \"units_per_cp\": " << profile.params.UnitsPerCp
      << ",\n  \"fen\": \"" << fen << "\",\n";
    if (!profile.personality.neutral()) { // percent per term group, in the order of "terms"
        o << "  \"personality\": [";
        for (int i = 0; i < TERM_NB; ++i) o << (i ? ", " : "") << profile.personality.percent[i];
        o << "],\n";
    }
    o << "  \"terms\": {\n";
    for (int i = 0; i < TERM_NB; ++i) {
        o << "    \"" << TermKey[i] << "\": ";
        if (!t.computed[i])
            o << "null";
        else
            o << "{\"white\": " << pair(t.side[i][WHITE]) << ", \"black\": " << pair(t.side[i][BLACK])
              << ", \"total\": " << pair(t.total(Term(i)))
              << ", \"blended\": " << blend(t.total(Term(i)), t.phase_) << "}";
        o << (i + 1 < TERM_NB ? ",\n" : "\n");
    }
    o << "  },\n  \"phase\": " << t.phase_ << ",\n  \"early_exit\": " << (t.early ? "true" : "false")
      << ",\n  \"mul_material\": [" << t.mul_material[WHITE] << ", " << t.mul_material[BLACK] << "]"
      << ",\n  \"mul_rules\": [" << t.mul_rules[WHITE] << ", " << t.mul_rules[BLACK] << "]"
      << ",\n  \"mul\": [" << t.mul[WHITE] << ", " << t.mul[BLACK] << "]"
      << ",\n  \"mixed\": " << t.mixed << ",\n  \"eval_white\": " << t.eval_white
      << ",\n  \"eval_stm\": " << stm_value(pos, t.eval_white);
    const wdl::PerMille w = wdl::per_mille(pos, t.eval_white);
    // Per mille, White's view.
    o << ",\n  \"wdl\": [" << w.win << ", " << w.draw << ", " << w.loss << "]";
    // Per-piece attribution: each occupied square's shares of the terms, from the piece owner's
    // point of view (a threat against the piece is negative for it), then what no piece claims.
    o << ",\n  \"pieces\": [";
    bool first_sq = true;
    for (Bitboard b = pos.pieces(); b;) {
        const Square sq = pop_lsb(b);
        const Piece pc  = pos.piece_on(sq);
        const Color own = color_of(pc);
        o << (first_sq ? "\n" : ",\n") << "    {\"square\": \"" << char('a' + file_of(sq))
          << char('1' + rank_of(sq)) << "\", \"piece\": \""
          << "PNBRQKpnbrqk"[type_of(pc) + 6 * own] << "\", \"parts\": [";
        first_sq   = false;
        bool first = true;
        Score sum;
        for (const PieceRecord& r : t.pieces) {
            if (r.sq != sq) continue;
            const Score v = r.side == own ? r.score : -r.score;
            sum += v;
            o << (first ? "" : ", ") << "{\"term\": \"" << TermKey[r.term] << "\", \"what\": \"" << r.what
              << "\", \"value\": " << pair(v) << "}";
            first = false;
        }
        o << "], \"total\": " << pair(sum) << ", \"blended\": " << blend(sum, t.phase_) << "}";
    }
    o << "\n  ],\n  \"unattributed\": {";
    for (int i = 0; i < TERM_NB; ++i)
        o << (i ? ", " : "") << "\"" << TermKey[i]
          << "\": " << pair(t.unattributed(Term(i), WHITE) - t.unattributed(Term(i), BLACK));
    o << "}\n}\n";
    return o.str();
}

std::string csv_header(bool threats) {
    std::string h = "fen,eval_white,phase";
    for (int i = 0; i < FRUIT_TERM_NB; ++i)
        h.append(",").append(TermKey[i]).append("_op,").append(TermKey[i]).append("_eg");
    h += ",mul_white,mul_black";
    if (threats)
        h.append(",").append(TermKey[T_THREAT]).append("_op,").append(TermKey[T_THREAT]).append("_eg");
    return h;
}

std::string csv_row(const std::string& fen, const Trace& t, bool threats) {
    std::ostringstream r;
    auto term = [&](int i) {
        if (t.computed[i])
            r << ',' << t.total(Term(i)).op << ',' << t.total(Term(i)).eg;
        else
            r << ",,";
    };
    r << fen << ',' << t.eval_white << ',' << t.phase_;
    for (int i = 0; i < FRUIT_TERM_NB; ++i) term(i);
    r << ',' << t.mul[WHITE] << ',' << t.mul[BLACK];
    if (threats) term(T_THREAT);
    return r.str();
}

} // namespace quince::eval
