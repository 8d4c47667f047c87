// Material: values, bishop pair, game phase, and everything else that depends only on the piece
// counts — the draw multipliers, the flags the other terms consult and the endgame class a
// recogniser handles. Cached per material signature (Position::material_key()).
#pragma once

#include <cstdint>

#include "board/position.h"
#include "eval/cache.h"
#include "eval/params.h"

namespace quince::eval {

// Endgame classes with a recogniser or a special rule (docs/reference/fruit21.md §3.2). "KPKQ" means
// White has king+pawn, Black king+queen.
enum Recog : std::uint8_t {
    R_NONE,
    R_KK,
    R_KBK,
    R_KKB,
    R_KNK,
    R_KKN,
    R_KPK,
    R_KKP,
    R_KQKQ,
    R_KQKP,
    R_KPKQ,
    R_KRKR,
    R_KRKP,
    R_KPKR,
    R_KBKB,
    R_KBKP,
    R_KPKB,
    R_KNKN,
    R_KNKP,
    R_KPKN,
    R_KNPK,
    R_KKNP,
    R_KRPKR,
    R_KRKRP,
    R_KBPK,
    R_KKBP,
    R_KBPKB,
    R_KBKBP,
    RECOG_NB
};
extern const char* const RecogName[RECOG_NB];

// Whole-board flags
enum : std::uint8_t { DrawBishopFlag = 1 << 1 };
// Per-colour flags (cflags[c]). The last two gate Quince's pawnless endgame terms, so the evaluation
// of every other position pays one test of this byte for them: MateDriveFlag, the enemy has a
// bare king and c a queen or rook, two bishops, or a bishop and a knight (mate.h still checks the
// bishops' colours); KnightVsRookFlag, c has one knight, the enemy one rook and nothing else is on
// the board (krkn.h).
enum : std::uint8_t {
    RookPawnFlag     = 1 << 0,
    BishopFlag       = 1 << 1,
    KnightFlag       = 1 << 2,
    KingFlag         = 1 << 3,
    MateDriveFlag    = 1 << 4,
    KnightVsRookFlag = 1 << 5
};

struct MaterialInfo { // 32 bytes
    Key key = 0;
    Score score[COLOR_NB];             // each colour's material (values + bishop pair)
    std::int16_t phase            = 0; // 0 (opening) .. 256 (no pieces)
    std::uint8_t recog            = R_NONE;
    std::uint8_t flags            = 0;
    std::uint8_t cflags[COLOR_NB] = {};
    std::uint8_t mul[COLOR_NB]    = {}; // draw multipliers out of Params::MulFull
};

// Fill `mi` from the position's piece counts.
void compute_material(const Position& pos, const Params& P, MaterialInfo& mi);
struct CoefTrace; // eval/trace.h
// The tuner's coefficients of the material weights (piece counts, bishop pair).
void material_coefs(const Position& pos, const Params& P, CoefTrace& sink);

class MaterialTable {
  public:
    const MaterialInfo& probe(const Position& pos, const Params& P) {
        return cache_.probe(pos.material_key(), [&](MaterialInfo& e) { compute_material(pos, P, e); });
    }
    void clear() { cache_.clear(); }

  private:
    // 512 KB: a few thousand material signatures (a search's, or the 3,000 positions of
    // `bench eval`) rarely meet three to a bucket, which would evict each other on every visit.
    Cache<MaterialInfo, 1 << 14> cache_;
};

static_assert(sizeof(MaterialInfo) == 32);

} // namespace quince::eval
