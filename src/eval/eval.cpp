// The evaluation proper: the terms combined, the phase mix and the draw scaling
// (docs/reference/fruit21.md §§1, 11, 12). One function template serves the search (NoTrace)
// and the trace (Trace).
#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "eval/evaluate.h"
#include "eval/king.h"
#include "eval/masks.h"
#include "eval/material.h"
#include "eval/passer.h"
#include "eval/pattern.h"
#include "eval/pawn.h"
#include "eval/pieces.h"
#include "eval/profile.h"
#include "eval/pst.h"
#include "eval/terms.h"
#include "eval/threat.h"
#include "eval/trace.h"

namespace quince::eval {

// Rybka's lazy evaluation (docs/reference/rybka10.md, "Lazy Evaluation"): outside [lo, hi]
// (material counts, pawn = 1, White minus Black) the evaluation is material only. Set from the root
// score by the search.
struct LazyWindow {
    bool on = false, unit_bug = false;
    int lo = 0, hi = 0;
    bool hit = false; // the last evaluation took the lazy exit (set only while `on`)
};

namespace {

// One colour's score of a term group scaled by the personality's percent (profile.h).
Score scaled(Score s, int percent) { return S(s.op * percent / 100, s.eg * percent / 100); }

// `percent`: the personality's percentages, null when it is neutral (no arithmetic at all then).
template <class Sink>
void add_term(Sink& sink, Term t, Score& total, Score white, Score black, const int* percent) {
    if (percent) white = scaled(white, percent[t]), black = scaled(black, percent[t]);
    total += white - black;
    sink.term(t, WHITE, white);
    sink.term(t, BLACK, black);
}

// Per-piece attribution of the cached and incremental terms (traced paths only): each piece's
// value and PST entry, each pawn's structure (recomputed, as the pawn hash keeps only the sums).
// The bishop pair and the material imbalance stay unattributed.
template <class Sink> void trace_material_pieces(const Position& pos, const Params& P, Sink& sink) {
    for (Bitboard b = pos.pieces() & ~pos.pieces(KING); b;) {
        const Square sq = pop_lsb(b);
        const Piece pc  = pos.piece_on(sq);
        sink.piece(sq, T_MATERIAL, color_of(pc), "value", P.material().PieceValue[type_of(pc)]);
    }
}
template <class Sink> void trace_psq_pieces(const Position& pos, const PsqTable& t, Sink& sink) {
    for (Bitboard b = pos.pieces(); b;) {
        const Square sq = pop_lsb(b);
        const Piece pc  = pos.piece_on(sq);
        const Color c   = color_of(pc);
        sink.piece(sq, T_PST, c, "table", c == WHITE ? t.sq[pc][sq] : -t.sq[pc][sq]);
    }
}

} // namespace

int lazy_material_count(const Position& pos) {
    int n = 0;
    for (Color c : {WHITE, BLACK}) {
        const int v = pos.count(c, PAWN) + 3 * (pos.count(c, KNIGHT) + pos.count(c, BISHOP)) +
                      5 * pos.count(c, ROOK) + 10 * pos.count(c, QUEEN);
        n += c == WHITE ? v : -v;
    }
    return n;
}

namespace {

// Material and the piece-square tables, the part every model starts from: each side's sum into
// the trace (and with the tuner's sink, their coefficients), or the position's incremental PST sum.
template <class Sink>
QUINCE_EVAL_INLINE void add_material_and_psq(const Position& pos, const Profile& prof, const MaterialInfo& mi,
                                             Score& total, const int* percent, Sink& sink) {
    const Params& P = prof.params;
    add_term(sink, T_MATERIAL, total, mi.score[WHITE], mi.score[BLACK], percent);
    if (Sink::enabled || percent) { // each side's sum (a personality scales each side's)
        add_term(sink, T_PST, total, psq_side(pos, prof.psq, WHITE), psq_side(pos, prof.psq, BLACK), percent);
    } else {
        // The incremental sum of the position's table, which must be ours (Evaluator::prepare;
        // checked in Evaluator::evaluate).
        total += pos.psq();
    }
    if constexpr (Sink::enabled) { // the cached and incremental parts, recomputed piece by piece
        // (per-piece shares are the profile's own: a personality scales the term rows only)
        trace_material_pieces(pos, P, sink);
        trace_psq_pieces(pos, prof.psq, sink);
    }
    if constexpr (Sink::coefs) { // the cached and incremental parts, recomputed with coefficients
        material_coefs(pos, P, sink);
        psq_coefs(pos, P, sink);
    }
}

// Both multipliers 0 (a dead draw): the score is 0 and the later terms are not computed.
template <class Sink>
bool dead_draw(const MaterialInfo& mi, const int (&rules)[COLOR_NB], const int (&mul)[COLOR_NB], Sink& sink) {
    sink.phase(mi.phase);
    if (mul[WHITE] != 0 || mul[BLACK] != 0) return false;
    const int mat[COLOR_NB] = {mi.mul[WHITE], mi.mul[BLACK]};
    sink.multipliers(mat, rules, mul);
    sink.early_exit();
    sink.result(0, 0);
    return true;
}

// The end every model shares (docs/reference/fruit21.md §§11, 12): the phase mix, opposite-coloured
// bishops, the leading side's multiplier, internal units to centipawns, the clamp.
template <class Sink>
QUINCE_EVAL_INLINE int finish(const Position& pos, const Params& P, const MaterialInfo& mi, Score total,
                              const int (&rules)[COLOR_NB], int (&mul)[COLOR_NB], Sink& sink) {
    const int phase = mi.phase;
    const int mixed = (total.op * (256 - phase) + total.eg * phase) / 256; // truncates toward zero

    // Opposite-coloured bishops halve whatever is not already scaled down.
    if (mi.flags & DrawBishopFlag) {
        const Square wb = lsb(pos.pieces(WHITE, BISHOP)), bb = lsb(pos.pieces(BLACK, BISHOP));
        if (!(same_colour_squares(wb) & square_bb(bb)))
            for (int& m : mul)
                if (m == P.MulFull) m = P.MulOppositeBishops;
    }
    // The leading side's multiplier (a score of 0 stays 0 either way).
    int v = mixed * mul[mixed < 0 ? BLACK : WHITE] / P.MulFull;
    if (P.UnitsPerCp != 1) v /= P.UnitsPerCp; // internal units to centipawns (Rybka: 1/32 cp)
    v = std::clamp(v, -P.ScoreLimit, P.ScoreLimit);

    if constexpr (Sink::enabled) {
        const int mat[COLOR_NB] = {mi.mul[WHITE], mi.mul[BLACK]};
        sink.multipliers(mat, rules, mul);
        sink.result(mixed, v);
    }
    return v;
}

// The PST model (simple, rustic): material and the tables, Rustic's king-edge rule, the material
// table's draw multipliers (DrawModel Insufficient or None: no draw rules, no recognisers), and
// the shared end. No pawn hash, no attack maps. Score from White's point of view.
template <class Sink>
int evaluate_pst(const Position& pos, const Profile& prof, MaterialTable& mt, Sink& sink) {
    const Params& P        = prof.params;
    const MaterialInfo& mi = mt.probe(pos, P);
    const int* percent     = prof.personal ? prof.personality.percent : nullptr;
    Score total;
    add_material_and_psq(pos, prof, mi, total, percent, sink);
    const int rules[COLOR_NB] = {mi.mul[WHITE], mi.mul[BLACK]};
    int mul[COLOR_NB]         = {mi.mul[WHITE], mi.mul[BLACK]};
    if (dead_draw(mi, rules, mul, sink)) return 0;
    add_term(sink, T_KING, total, king_edge(pos, P, WHITE, sink), king_edge(pos, P, BLACK, sink), percent);
    return finish(pos, P, mi, total, rules, mul, sink);
}

// The models built on Fruit's terms (Fruit, Rybka, Quince; docs/evaluation.md, "Models"): M
// decides at compile time which terms and rules exist and which weight struct they read. Score from
// White's point of view.
template <EvalModel M, class Sink>
int evaluate_fruit(const Position& pos, const Profile& prof, MaterialTable& mt, PawnTable& pt,
                   LazyWindow& lazy, Sink& sink) {
    static_assert(M != EvalModel::Pst);
    const Params& P        = prof.params;
    const MaterialInfo& mi = mt.probe(pos, P);
    const int* percent     = prof.personal ? prof.personality.percent : nullptr;
    if constexpr (M == EvalModel::Rybka)
        if (P.LazyEval && lazy.on) {
            const int count = lazy_material_count(pos);
            lazy.hit        = count < lazy.lo || count > lazy.hi;
            if (lazy.hit) { // lazy exit: material only
                if constexpr (Sink::enabled) trace_material_pieces(pos, P, sink);
                Score m;
                add_term(sink, T_MATERIAL, m, mi.score[WHITE], mi.score[BLACK], percent);
                sink.result(m.op, m.op / P.UnitsPerCp);
                return m.op / P.UnitsPerCp;
            }
        }
    const PawnInfo& pi = pt.probe(pos, P);
    const EvalState st{
        pos,
        P,
        mi,
        pi,
        pos.pieces(),
        {pawn_attacks_bb<WHITE>(pos.pieces(WHITE, PAWN)), pawn_attacks_bb<BLACK>(pos.pieces(BLACK, PAWN))}};
    Score total;
    // The search runs the piece term first: its attack-table loads then overlap the cache probes'
    // misses instead of waiting behind the draw-rule branches. A trace keeps the order of the terms
    // (nothing of the piece term is recorded when the evaluation ends early).
    Score pieces[COLOR_NB];
    // Inlined like the terms.
    auto piece_term = [&]() __attribute__((always_inline)) {
        pieces[WHITE] = eval_pieces<WHITE, M>(st, sink);
        pieces[BLACK] = eval_pieces<BLACK, M>(st, sink);
    };
    if constexpr (!Sink::enabled) piece_term();

    add_material_and_psq(pos, prof, mi, total, percent, sink);
    add_term(sink, T_PAWN, total, pi.score[WHITE], pi.score[BLACK], percent);
    if constexpr (Sink::enabled) pawn_trace(pos, P, sink); // with the tuner's sink, also the coefficients

    // Draw rules: start from the material multipliers, never end above them.
    int mul[COLOR_NB]   = {mi.mul[WHITE], mi.mul[BLACK]};
    int rules[COLOR_NB] = {mi.mul[WHITE], mi.mul[BLACK]};
    if (has_draw_rules(mi)) {
        sink.draw_rules(apply_draw_rules(st, rules));
        mul[WHITE] = std::min(mul[WHITE], rules[WHITE]);
        mul[BLACK] = std::min(mul[BLACK], rules[BLACK]);
    }
    if (dead_draw(mi, rules, mul, sink)) return 0;

    if constexpr (Sink::enabled) piece_term();
    add_term(sink, T_PIECES, total, pieces[WHITE], pieces[BLACK], percent);
    add_term(sink, T_KING, total, eval_king<WHITE, M>(st, sink), eval_king<BLACK, M>(st, sink), percent);
    add_term(sink, T_PASSER, total, eval_passers<WHITE, M>(st, sink), eval_passers<BLACK, M>(st, sink),
             percent);
    add_term(sink, T_PATTERN, total, eval_patterns<WHITE, M>(st, sink), eval_patterns<BLACK, M>(st, sink),
             percent);
    if constexpr (M == EvalModel::Quince)
        add_term(sink, T_THREAT, total, eval_threats<WHITE>(st, sink), eval_threats<BLACK>(st, sink),
                 percent);
    return finish(pos, P, mi, total, rules, mul, sink);
}

// An evaluator's caches (pure: they hold results of the evaluator's profile only) and Rybka's
// lazy window.
struct EvalCaches {
    MaterialTable material;
    PawnTable pawns;
    LazyWindow lazy;
};

// The evaluation of model M with sink S, White's view: what Evaluator calls through a pointer
// chosen when its profile is set.
template <EvalModel M, class S>
int model_eval(const Position& pos, const Profile& prof, EvalCaches& c, S& sink) {
    if constexpr (M == EvalModel::Pst)
        return evaluate_pst(pos, prof, c.material, sink);
    else
        return evaluate_fruit<M>(pos, prof, c.material, c.pawns, c.lazy, sink);
}

} // namespace

// One evaluator's state: its caches and the instantiation of its profile's model for each sink.
struct Evaluator::Impl : EvalCaches {
    template <class S> using Fn = int (*)(const Position&, const Profile&, EvalCaches&, S&);
    Fn<NoTrace> eval            = nullptr;
    Fn<Trace> traced            = nullptr;
    Fn<CoefTrace> coef          = nullptr;
    template <EvalModel M> void use() {
        eval = &model_eval<M, NoTrace>, traced = &model_eval<M, Trace>, coef = &model_eval<M, CoefTrace>;
    }
    void use(EvalModel m) {
        switch (m) {
        case EvalModel::Pst: use<EvalModel::Pst>(); break;
        case EvalModel::Fruit: use<EvalModel::Fruit>(); break;
        case EvalModel::Rybka: use<EvalModel::Rybka>(); break;
        case EvalModel::Quince: use<EvalModel::Quince>(); break;
        }
    }
};

Evaluator::Evaluator(const Profile& profile) : profile_(&profile), impl_(std::make_unique<Impl>()) {
    impl_->use(profile.params.Model);
}
Evaluator::~Evaluator() = default;
void Evaluator::clear() { impl_->material.clear(), impl_->pawns.clear(); }

void Evaluator::set_profile(const Profile& profile) {
    if (&profile == profile_) return;
    profile_ = &profile;
    impl_->use(profile.params.Model);
    clear();
}

void Evaluator::prepare(Position& pos) const { pos.set_psq_table(&profile_->psq); }

int Evaluator::evaluate(const Position& pos) {
    const Profile& prof = *profile_;
    // A position set up by someone else (another profile's table, or none) would be scored with
    // the wrong PST sum: the owner must prepare() it. Checked in debug builds only (the hot path).
    assert(pos.psq_table() == &prof.psq && "position not prepared for this evaluator's profile");
    NoTrace none;
    const int v = impl_->eval(pos, prof, *impl_, none);
    return v * (1 - 2 * int(pos.side_to_move())); // negated for Black, without a branch
}

int Evaluator::evaluate_traced(const Position& pos, Trace& t) {
    t = Trace{};
    return impl_->traced(pos, *profile_, *impl_, t);
}

int Evaluator::evaluate_coefs(const Position& pos, CoefTrace& t) {
    const Profile& prof = *profile_;
    // The tuner's model is the profile's own evaluation: coefficients are not scaled.
    if (prof.personal) throw std::logic_error("evaluate_coefs: profile " + prof.name + " has a personality");
    static_cast<Trace&>(t) = Trace{};
    t.params               = &prof.params;
    t.entries.clear();
    t.strays = 0, t.first_stray = 0;
    return impl_->coef(pos, prof, *impl_, t);
}

void Evaluator::set_lazy_root(int root_cp) {
    const Params& P = profile_->params;
    LazyWindow& w   = impl_->lazy;
    // Root score in internal units. Rybka's bug (docs/reference/rybka10.md, "Lazy Evaluation")
    // takes the centipawn score as internal units, which puts the window around a material count
    // of 0 whatever the score.
    const int root = w.unit_bug ? root_cp : root_cp * P.UnitsPerCp;
    const int pawn = std::max(P.material().PieceValue[PAWN].op, 1);
    w.lo           = (root - P.LazyMargin) / pawn; // truncated toward zero, as in Rybka
    w.hi           = (root + P.LazyMargin) / pawn;
    w.on           = P.LazyEval;
    w.hit          = false;
}
void Evaluator::clear_lazy() { impl_->lazy.on = impl_->lazy.hit = false; }
bool Evaluator::last_was_lazy() const { return impl_->lazy.hit; }
void Evaluator::set_lazy_unit_bug(bool on) { impl_->lazy.unit_bug = on; }

} // namespace quince::eval
