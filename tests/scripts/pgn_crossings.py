#!/usr/bin/env python3
"""scripts/pgn-crossings on a small PGN whose crossings are known, with Quince as the searcher and
the reference.

usage: pgn_crossings.py SCRIPT QUINCE

Checks: only the named engine's losses count; the crossing is the position right after the
winner's first move scored +1.00 or more, found from the moves of a game from the start position
(SAN, book moves without a score) and of one from a FEN; a loss the engine saw first, a draw, a win
and other engines' games are left out or counted apart; the searches' scores are from the loser's
side (a queen down: below -1 at every budget, for Quince and the reference); a higher threshold
finds no crossing; bad arguments are clear errors.
"""
import os
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT, QUINCE = sys.argv[1], sys.argv[2]


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, "--quince", QUINCE, *args], capture_output=True, text=True,
                          timeout=300)


def game(white, black, result, movetext, fen=None):
    tags = [("Event", "test"), ("White", white), ("Black", black), ("Result", result)]
    if fen:
        tags += [("SetUp", "1"), ("FEN", fen)]
    return "".join(f'[{k} "{v}"]\n' for k, v in tags) + "\n" + movetext + f" {result}\n\n"


# 1: `eng` (White) gives its queen away from a FEN; Black's first +1 is 1...Kxd7, and White's -9.40
#    comes a move later. The crossing: White to move, a queen down.
G1 = game("eng", "opp", "0-1", "1. Qd7+ {+0.10/5 0.010s} Kxd7 {+9.50/5 0.010s} 2. Ke2 {-9.40/5 0.010s} "
          "Qe7+ {+9.60/5 0.010s}", fen="3qk3/8/8/8/8/8/8/3QK3 w - - 0 1")
CROSS1 = "3q4/3k4/8/8/8/8/8/4K3 w - - 0 2"
# 2: `eng` (Black) loses its queen from the start position; two book moves without a score.
G2 = game("opp", "eng", "1-0", "1. e4 e5 2. Nf3 {+0.40/10 0.010s} Qh4 {-0.20/10 0.010s} "
          "3. Nxh4 {+9.00/10 0.010s} Nc6 {-8.80/10 0.010s} 4. Nf3 {+9.10/10 0.010s}")
CROSS2 = "rnb1kbnr/pppp1ppp/8/4p3/4P2N/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"
# 3: `eng` lost but saw it first (its -1 before the winner's +1): not a crossing to search.
G3 = game("eng", "opp", "0-1", "1. Nf3 {-1.50/5 0.010s} Nf6 {+0.50/5 0.010s} 2. Ng1 {-1.60/5 0.010s} "
          "Ng8 {+1.20/5 0.010s}")
# 4-6: a win, a draw and a game of two other engines, all with crossings of their own.
G4 = game("eng", "opp", "1-0", "1. Nf3 {+2.00/5 0.010s} Nf6 {-2.00/5 0.010s}")
G5 = game("eng", "opp", "1/2-1/2", "1. Nf3 {-2.00/5 0.010s} Nf6 {+2.00/5 0.010s}")
G6 = game("x", "y", "0-1", "1. Nf3 {+0.00/5 0.010s} Nf6 {+3.00/5 0.010s} 2. Ng1 {-3.00/5 0.010s}")

with tempfile.TemporaryDirectory() as d:
    pgn, epd = os.path.join(d, "games.pgn"), os.path.join(d, "cross.epd")
    with open(pgn, "w") as f:
        f.write(G1 + G2 + G3 + G4 + G5 + G6)

    r = run(pgn, "--engine", "eng", "--nodes", "2000,20000", "--reference", QUINCE,
            "--reference-nodes", "5000", "--option", "Hash=8", "--epd", epd)
    check(r.returncode == 0, f"exit status 0 (got {r.returncode}: {r.stderr})")
    out = r.stdout
    check("eng lost 3 games; 2 crossings searched (1 without both crossings in order, 0 unreadable)" in out,
          f"three losses, two crossings, one seen first by the loser: {out!r}")
    check("game 1: lead +0.5 moves, in the game -9.40;" in out, f"game 1's lead and in-game score: {out!r}")
    check("game 2: lead +0.5 moves, in the game -8.80;" in out, f"game 2's lead and in-game score: {out!r}")
    check(not any(out.startswith(f"game {n}:") or f"\ngame {n}:" in out for n in (3, 4, 5, 6)),
          f"games 3-6 not searched: {out!r}")
    lines = open(epd).read().splitlines() if os.path.exists(epd) else []
    check(lines == [f'{CROSS1} c0 "game 1 ply 2";', f'{CROSS2} c0 "game 2 ply 5";'],
          f"the crossings are the positions after the winner's first +1: {lines}")
    check("Quince at 2000 nodes: median" in out and "<= -1.00 in 2, <= -0.50 in 2 of 2" in out,
          f"a queen down scores below -1 from the loser's side at 2,000 nodes: {out!r}")
    check("Quince at 20000 nodes:" in out and out.count("<= -1.00 in 2, <= -0.50 in 2 of 2") == 3,
          f"... at 20,000 nodes and for the reference: {out!r}")
    check("reference at 5000 nodes: median -" in out, f"the reference's budget and sign: {out!r}")
    for line in out.splitlines():
        if line.startswith("game "):
            check("2000: -" in line and "20000: -" in line and "reference 5000: -" in line,
                  f"each search from the loser's side: {line!r}")

    # A threshold above every score: no crossing.
    r = run(pgn, "--engine", "eng", "--nodes", "1000", "--threshold", "10")
    check(r.returncode == 0 and "0 crossings searched (3 without both crossings in order" in r.stdout,
          f"threshold 10 finds no crossing: {r.stdout!r} {r.stderr!r}")

    # Bad arguments.
    for args, what in ((["--engine", "nobody"], "no finished game of 'nobody'"),
                       (["--engine", "eng", "--nodes", "1k"], "--nodes is a list of node counts"),
                       (["--engine", "eng", "--nodes", "0"], "node counts must be at least 1"),
                       (["--engine", "eng", "--threshold", "0"], "--threshold must be above 0"),
                       (["--engine", "eng", "--option", "Contempt"], "--option is NAME=VALUE")):
        r = run(pgn, *args)
        check(r.returncode != 0 and what in r.stderr,
              f"{args}: error {what!r} (got {r.returncode}, {r.stderr!r})")
    r = run(os.path.join(d, "missing.pgn"), "--engine", "eng")
    check(r.returncode != 0 and "cannot read" in r.stderr, f"missing PGN: {r.stderr!r}")
    r = subprocess.run([sys.executable, SCRIPT, pgn, "--engine", "eng", "--quince", os.path.join(d, "none")],
                       capture_output=True, text=True, timeout=60)
    check(r.returncode != 0 and "is not an executable" in r.stderr, f"missing Quince: {r.stderr!r}")

finish("pgn_crossings")
