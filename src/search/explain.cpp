// What a line is playing for: the evaluation's exact parts at both ends of a line, matched piece
// by piece (search/explain.h).
#include "search/explain.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <sstream>
#include <tuple>

#include "board/movegen.h"
#include "core/json.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "search/quiescence.h"

namespace quince::search {

namespace {

// Which piece of the line's first position stands on each square: its square there (its
// identity along the line), -1 for an empty square.
using Identities = std::array<int, SQ_NB>;

Identities identities(const Position& pos) {
    Identities ids;
    for (int sq = 0; sq < SQ_NB; ++sq) ids[sq] = pos.piece_on(Square(sq)) == NO_PIECE ? -1 : sq;
    return ids;
}

// Play `m` on `pos` and carry the identities along: the pieces that arrive on a square are the
// ones that left one, the same piece first (a move, both pieces of castling), else a pawn of the
// same colour (a promotion); a piece that left and arrived nowhere was captured.
void play(Position& pos, Identities& ids, Move m) {
    const Position before = pos;
    pos.make_move(m);
    Identities next = ids;
    std::vector<Square> left, arrived;
    for (int s = 0; s < SQ_NB; ++s) {
        const Square sq = Square(s);
        const Piece b = before.piece_on(sq), a = pos.piece_on(sq);
        if (a == b) continue;
        if (b != NO_PIECE) left.push_back(sq), next[sq] = -1;
        if (a != NO_PIECE) arrived.push_back(sq);
    }
    std::vector<bool> used(left.size(), false);
    auto take = [&](Square to, auto&& matches) {
        for (std::size_t i = 0; i < left.size(); ++i)
            if (!used[i] && matches(before.piece_on(left[i]))) {
                used[i] = true, next[to] = ids[left[i]];
                return true;
            }
        return false;
    };
    for (Square to : arrived) {
        const Piece p = pos.piece_on(to);
        if (!take(to, [&](Piece q) { return q == p; }))
            take(to, [&](Piece q) { return q == make_piece(color_of(p), PAWN); });
    }
    ids = next;
}

// One evaluated position's shares: numerators over the profile's denominator, White's view.
struct Shares {
    int eval_white                   = 0;
    bool mated                       = false;
    bool computed[eval::TERM_NB]     = {};
    std::int64_t term[eval::TERM_NB] = {};
    std::int64_t rounding            = 0;
    // (term, what, identity) -> numerator; identity -1: what no piece claims
    std::map<std::tuple<int, std::string, int>, std::int64_t> parts;
};

std::int64_t denominator_of(const eval::Params& P) { return std::int64_t(256) * P.MulFull * P.UnitsPerCp; }

Shares shares_of(const Position& pos, const Identities& ids, eval::Evaluator& ev) {
    const eval::Params& P = ev.profile().params;
    eval::Trace t;
    Shares s;
    s.eval_white = ev.evaluate_traced(pos, t);
    if (pos.in_check() && legal_moves(pos).empty()) {
        s.mated      = true;
        s.eval_white = pos.side_to_move() == WHITE ? -VALUE_MATE : VALUE_MATE;
    }
    const std::int64_t phase = t.phase_;
    const std::int64_t mul   = t.mul[t.mixed < 0 ? BLACK : WHITE];
    auto numerator           = [&](Score v) { return (v.op * (256 - phase) + v.eg * phase) * mul; };
    std::int64_t sum         = 0;
    for (int i = 0; i < eval::TERM_NB; ++i) {
        if (!t.computed[i]) continue;
        s.computed[i] = true;
        s.term[i]     = numerator(t.total(eval::Term(i)));
        sum += s.term[i];
    }
    std::int64_t claimed[eval::TERM_NB] = {};
    for (const eval::PieceRecord& r : t.pieces) {
        const std::int64_t n = numerator(r.side == WHITE ? r.score : -r.score);
        s.parts[{int(r.term), r.what, ids[r.sq]}] += n;
        claimed[r.term] += n;
    }
    for (int i = 0; i < eval::TERM_NB; ++i)
        if (s.computed[i] && s.term[i] != claimed[i]) s.parts[{i, "", -1}] += s.term[i] - claimed[i];
    s.rounding = std::int64_t(s.eval_white) * denominator_of(P) - sum;
    return s;
}

// Where each identity stands.
std::array<Square, SQ_NB> squares_of(const Identities& ids) {
    std::array<Square, SQ_NB> at;
    at.fill(SQ_NONE);
    for (int sq = 0; sq < SQ_NB; ++sq)
        if (ids[sq] >= 0) at[ids[sq]] = Square(sq);
    return at;
}

std::string json_moves(Position pos, const std::vector<Move>& moves) {
    std::string s = "[";
    for (Move m : moves) {
        s += (s.size() > 1 ? ", " : "") + json_quoted(pos.move_to_uci(m));
        pos.make_move(m);
    }
    return s + "]";
}

void print_json(std::ostream& o, const ExplainProfile& e) {
    auto num = [](std::int64_t n) { return std::to_string(n); };
    o << "{\"profile\": " << json_quoted(e.profile) << ", \"denominator\": " << e.denominator;
    for (const auto* end : {&e.start, &e.end}) {
        Position p;
        p.set(end->fen);
        o << (end == &e.start ? ", \"start\": " : ", \"end\": ") << "{\"fen\": " << json_quoted(end->fen)
          << ", \"quiet\": " << json_moves(p, end->quiet)
          << ", \"quiet_fen\": " << json_quoted(end->quiet_fen) << ", \"eval\": " << end->eval_white
          << ", \"mated\": " << (end->mated ? "true" : "false") << ", \"rounding\": " << num(end->rounding)
          << "}";
    }
    o << ", \"change\": " << e.end.eval_white - e.start.eval_white << ", \"terms\": [";
    bool first_term = true;
    for (const ExplainTerm& t : e.terms) {
        o << (first_term ? "" : ", ") << "{\"term\": " << json_quoted(eval::TermKey[t.term])
          << ", \"before\": " << num(t.before) << ", \"after\": " << num(t.after) << ", \"parts\": [";
        first_term = false;
        for (std::size_t i = 0; i < t.parts.size(); ++i) {
            const ExplainPart& p = t.parts[i];
            o << (i ? ", " : "") << "{\"what\": " << json_quoted(p.what) << ", \"piece\": "
              << (p.piece == NO_PIECE ? std::string("null")
                                      : json_quoted(std::string(1, piece_char(p.piece))))
              << ", \"start\": " << (p.start == SQ_NONE ? "null" : json_quoted(square_name(p.start)))
              << ", \"end\": " << (p.end == SQ_NONE ? "null" : json_quoted(square_name(p.end)))
              << ", \"before\": " << num(p.before) << ", \"after\": " << num(p.after) << "}";
        }
        o << "]}";
    }
    o << "], \"rounding_change\": " << num(e.rounding_change()) << "}";
}

template <class T> bool larger_change(const T& a, const T& b) {
    return std::llabs(a.change()) > std::llabs(b.change());
}

} // namespace

double to_cp(std::int64_t numerator, std::int64_t denominator) {
    return double(numerator) / double(denominator);
}

ExplainProfile explain_line(const Position& pos, const std::vector<Move>& moves,
                            const eval::Profile& profile) {
    eval::Evaluator ev(profile);
    ExplainProfile out;
    out.profile     = profile.name;
    out.denominator = denominator_of(profile.params);

    // Each end: the position, its quiescence line played with the identities carried along.
    auto resolve = [&](Position p, Identities ids, ExplainEnd& end, Identities& ids_out) {
        end.fen                    = p.fen();
        const QuiescenceLine quiet = quiescence_line(p, ev);
        end.quiet                  = quiet.moves;
        for (Move m : quiet.moves) play(p, ids, m);
        end.quiet_fen = p.fen();
        ids_out       = ids;
        return std::make_pair(p, shares_of(p, ids, ev));
    };
    Identities ids0, ids1;
    // Named references rather than structured bindings: the lambdas below capture them, which
    // C++20 allows for bindings but clang before 16 refuses.
    const auto r0      = resolve(pos, identities(pos), out.start, ids0);
    const Position& p0 = r0.first;
    const auto& s0     = r0.second;
    Position line_end  = pos;
    Identities carried = identities(pos);
    for (Move m : moves) play(line_end, carried, m);
    const auto r1        = resolve(line_end, carried, out.end, ids1);
    const Position& p1   = r1.first;
    const auto& s1       = r1.second;
    out.start.eval_white = s0.eval_white, out.start.mated = s0.mated, out.start.rounding = s0.rounding;
    out.end.eval_white = s1.eval_white, out.end.mated = s1.mated, out.end.rounding = s1.rounding;

    const auto at0 = squares_of(ids0), at1 = squares_of(ids1);
    for (int i = 0; i < eval::TERM_NB; ++i) {
        if (!s0.computed[i] && !s1.computed[i]) continue;
        ExplainTerm term;
        term.term   = eval::Term(i);
        term.before = s0.term[i];
        term.after  = s1.term[i];
        std::map<std::pair<std::string, int>, ExplainPart> parts;
        auto add = [&](const Shares& s, bool after) {
            for (const auto& [key, n] : s.parts) {
                const auto& [t, what, id] = key;
                if (t != i) continue;
                ExplainPart& part = parts[{what, id}];
                part.term         = eval::Term(i);
                part.what         = what;
                if (id >= 0) {
                    part.start = at0[id], part.end = at1[id];
                    part.piece = part.end != SQ_NONE ? p1.piece_on(part.end) : p0.piece_on(part.start);
                }
                (after ? part.after : part.before) += n;
            }
        };
        add(s0, false);
        add(s1, true);
        for (auto& [key, part] : parts)
            if (part.change()) term.parts.push_back(part);
        std::stable_sort(term.parts.begin(), term.parts.end(), larger_change<ExplainPart>);
        out.terms.push_back(std::move(term));
    }
    std::stable_sort(out.terms.begin(), out.terms.end(), larger_change<ExplainTerm>);
    return out;
}

std::string explain_json(const Position& pos, const std::vector<Move>& line, const std::string& searched,
                         const std::vector<ExplainProfile>& results) {
    std::ostringstream o;
    o << "{\"fen\": " << json_quoted(pos.fen()) << ", \"line\": " << json_moves(pos, line)
      << ", \"searched\": " << (searched.empty() ? "null" : json_quoted(searched)) << ", \"profiles\": [";
    for (std::size_t i = 0; i < results.size(); ++i) {
        o << (i ? ", " : "");
        print_json(o, results[i]);
    }
    o << "]}";
    return o.str();
}

} // namespace quince::search
