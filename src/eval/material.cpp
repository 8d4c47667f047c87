// Material values, phase, draw multipliers, flags and recogniser class (docs/reference/fruit21.md §§2-3).
#include "eval/material.h"

#include "eval/params_io.h"
#include "eval/trace.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace quince::eval {

const char* const RecogName[RECOG_NB] = {"NONE", "KK",    "KBK",   "KKB",  "KNK",  "KKN",   "KPK",
                                         "KKP",  "KQKQ",  "KQKP",  "KPKQ", "KRKR", "KRKP",  "KPKR",
                                         "KBKB", "KBKP",  "KPKB",  "KNKN", "KNKP", "KPKN",  "KNPK",
                                         "KKNP", "KRPKR", "KRKRP", "KBPK", "KKBP", "KBPKB", "KBKBP"};

namespace {

struct Counts {
    int p, n, b, r, q;
    int pieces() const { return n + b + r + q; }
    int majors() const { return 2 * q + r; }
    int minors() const { return n + b; }
    int tot() const { return 2 * majors() + minors(); }
    bool operator==(const Counts&) const = default;
};

Counts counts_of(const Position& pos, Color c) {
    return {pos.count(c, PAWN), pos.count(c, KNIGHT), pos.count(c, BISHOP), pos.count(c, ROOK),
            pos.count(c, QUEEN)};
}

// The exact material of each class (White's side first).
struct RecogDef {
    Recog r;
    Counts w, b;
};
constexpr Counts K{0, 0, 0, 0, 0}, KP{1, 0, 0, 0, 0}, KN{0, 1, 0, 0, 0}, KB{0, 0, 1, 0, 0}, KR{0, 0, 0, 1, 0},
    KQ{0, 0, 0, 0, 1}, KNP{1, 1, 0, 0, 0}, KBP{1, 0, 1, 0, 0}, KRP{1, 0, 0, 1, 0};
constexpr RecogDef RecogDefs[] = {
    {R_KK, K, K},       {R_KBK, KB, K},     {R_KKB, K, KB},     {R_KNK, KN, K},   {R_KKN, K, KN},
    {R_KPK, KP, K},     {R_KKP, K, KP},     {R_KQKQ, KQ, KQ},   {R_KQKP, KQ, KP}, {R_KPKQ, KP, KQ},
    {R_KRKR, KR, KR},   {R_KRKP, KR, KP},   {R_KPKR, KP, KR},   {R_KBKB, KB, KB}, {R_KBKP, KB, KP},
    {R_KPKB, KP, KB},   {R_KNKN, KN, KN},   {R_KNKP, KN, KP},   {R_KPKN, KP, KN}, {R_KNPK, KNP, K},
    {R_KKNP, K, KNP},   {R_KRPKR, KRP, KR}, {R_KRKRP, KR, KRP}, {R_KBPK, KBP, K}, {R_KKBP, K, KBP},
    {R_KBPKB, KBP, KB}, {R_KBKBP, KB, KBP},
};

// The pawn-count rules of 3.4 for one side `me` against `op`.
int multiplier(const Counts& me, const Counts& op, const Params& P) {
    const int full = P.MulFull;
    int tot_me = me.tot(), tot_op = op.tot();
    if (me.p == 0) {
        if (tot_me == 1) return 0;
        if (tot_me == 2 && me.n == 2) return (tot_op != 0 || op.p == 0) ? 0 : P.MulPawnlessTwoKnights;
        if (tot_me == 2 && me.b == 2 && tot_op == 1 && op.n == 1) return P.MulPawnlessBishopsVsKnight;
        if (tot_me - tot_op <= 1 && me.majors() <= 2) return P.MulPawnlessSmallEdge;
        return full;
    }
    if (me.p == 1) {
        if (op.minors() >= 1)
            tot_op -= 1; // the opponent gives a minor for the pawn
        else if (op.r >= 1)
            tot_op -= 2; // ... or a rook
        else
            return full;
        if (tot_me == 1) return P.MulOnePawnMinorOnly;
        if (tot_me == 2 && me.n == 2) return P.MulOnePawnMinorOnly;
        if (tot_me - tot_op <= 1 && me.majors() <= 2) return P.MulOnePawnSmallEdge;
        return full;
    }
    return full;
}

std::uint8_t colour_flags(const Counts& me, const Counts& op) {
    std::uint8_t f = 0;
    if (me.n == 0 && me.r == 0 && me.q == 0 && me.p >= 1) {
        f |= RookPawnFlag;
        if (me.b <= 1 && op.pieces() >= 1) f |= BishopFlag;
    }
    if (me.n == 1 && me.p == 1 && me.b == 0 && me.r == 0 && me.q == 0 && op.pieces() >= 1) f |= KnightFlag;
    if (op.q >= 1 && op.pieces() >= 2) f |= KingFlag; // my king is in danger
    if (op.p + op.pieces() == 0 && (me.majors() >= 1 || me.b >= 2 || (me.b >= 1 && me.n >= 1)))
        f |= MateDriveFlag;
    if (me == Counts{0, 1, 0, 0, 0} && op == Counts{0, 0, 0, 1, 0}) f |= KnightVsRookFlag;
    return f;
}

Score material_score(const Counts& c, const Params& P) {
    const MaterialWeights& W = P.material();
    Score s = W.PieceValue[PAWN] * c.p + W.PieceValue[KNIGHT] * c.n + W.PieceValue[BISHOP] * c.b +
              W.PieceValue[ROOK] * c.r + W.PieceValue[QUEEN] * c.q;
    if (c.b >= 2) s += W.BishopPair;
    return s;
}

// The material imbalance's piece kinds of one side (QuinceWeights::ImbalanceOurs): 0 the bishop
// pair, 1..5 the counts of pawns .. queens.
using Kinds = std::array<int, 6>;
Kinds kinds_of(const Counts& c) { return {c.b >= 2, c.p, c.n, c.b, c.r, c.q}; }

// The imbalance's terms for side `us` (Quince's model): f(weight, product of counts) for every
// entry read, the sum over the kinds a >= 1 of n_a x (ours over b <= a, theirs over b < a). The
// evaluation sums them, the tuner records them as coefficients.
template <class F> void imbalance_terms(const Kinds& us, const Kinds& them, const QuinceWeights& W, F&& f) {
    for (int a = 1; a < 6; ++a) {
        for (int b = 0; b <= a; ++b) f(W.ImbalanceOurs[a][b], us[a] * us[b]);
        for (int b = 0; b < a; ++b) f(W.ImbalanceTheirs[a][b], us[a] * them[b]);
    }
}

// The imbalance in score units: each half divided by 16, toward zero, and held within one
// weight's range, as large as one term may be (a profile file's extreme weights times the counts
// could give some 280,000 per side; the fitted imbalance stays far inside the range).
Score imbalance(const Counts& us, const Counts& them, const Params& P) {
    Score s;
    imbalance_terms(kinds_of(us), kinds_of(them), P.weights<EvalModel::Quince>(),
                    [&](const Score& w, int n) { s += w * n; });
    const int limit = WeightRangeCp * P.UnitsPerCp;
    return S(std::clamp(s.op / 16, -limit, limit), std::clamp(s.eg / 16, -limit, limit));
}

// The profiles without Fruit's draw knowledge: no recogniser, no draw-rule flags, and either no
// scaling at all or only the "cannot mate" case (no pawns, at most one minor and nothing else).
void simple_draws(const Counts& w, const Counts& b, const Params& P, MaterialInfo& mi) {
    mi.recog = R_NONE;
    for (auto& f : mi.cflags) f &= KingFlag;
    auto cannot_win = [&](const Counts& c) {
        return P.Draws == DrawModel::Insufficient && c.p == 0 && c.majors() == 0 && c.minors() <= 1;
    };
    mi.mul[WHITE] = std::uint8_t(cannot_win(w) ? 0 : P.MulFull);
    mi.mul[BLACK] = std::uint8_t(cannot_win(b) ? 0 : P.MulFull);
}

} // namespace

void compute_material(const Position& pos, const Params& P, MaterialInfo& mi) {
    const Counts w = counts_of(pos, WHITE), b = counts_of(pos, BLACK);
    mi.key          = pos.material_key();
    mi.score[WHITE] = material_score(w, P);
    mi.score[BLACK] = material_score(b, P);
    if (P.Model == EvalModel::Quince) {
        mi.score[WHITE] += imbalance(w, b, P);
        mi.score[BLACK] += imbalance(b, w, P);
    }

    int p = P.PhaseTotal - (w.n + b.n) * P.PhaseWeight[KNIGHT] - (w.b + b.b) * P.PhaseWeight[BISHOP] -
            (w.r + b.r) * P.PhaseWeight[ROOK] - (w.q + b.q) * P.PhaseWeight[QUEEN] -
            (w.p + b.p) * P.PhaseWeight[PAWN];
    p        = std::max(p, 0);
    mi.phase = std::int16_t((p * 256 + P.PhaseTotal / 2) / P.PhaseTotal);

    mi.recog = R_NONE;
    for (const RecogDef& d : RecogDefs)
        if (d.w == w && d.b == b) mi.recog = d.r;

    mi.flags = 0;
    if (w.n + b.n + w.r + b.r + w.q + b.q == 0 && w.b == 1 && b.b == 1 && std::abs(w.p - b.p) <= 2)
        mi.flags |= DrawBishopFlag;
    mi.cflags[WHITE] = colour_flags(w, b);
    mi.cflags[BLACK] = colour_flags(b, w);

    mi.mul[WHITE] = std::uint8_t(multiplier(w, b, P));
    mi.mul[BLACK] = std::uint8_t(multiplier(b, w, P));
    if (mi.recog == R_KQKQ || mi.recog == R_KRKR) mi.mul[WHITE] = mi.mul[BLACK] = 0;
    if (P.Draws != DrawModel::Fruit) simple_draws(w, b, P, mi);
}

void material_coefs(const Position& pos, const Params& P, CoefTrace& sink) {
    const MaterialWeights& W = P.material();
    for (Color c : {WHITE, BLACK}) {
        for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN})
            sink.coef(W.PieceValue[pt], c, pos.count(c, pt));
        if (pos.count(c, BISHOP) >= 2) sink.coef(W.BishopPair, c, 1);
    }
    if (P.Model != EvalModel::Quince) return;
    const QuinceWeights& Q = P.weights<EvalModel::Quince>();
    for (Color c : {WHITE, BLACK}) {
        imbalance_terms(kinds_of(counts_of(pos, c)), kinds_of(counts_of(pos, ~c)), Q,
                        [&](const Score& w, int n) { sink.coef(w, c, n / 16.0); });
    }
}

} // namespace quince::eval
