#!/usr/bin/env python3
"""scripts/pgn-foresight on a small PGN whose leads are known.

usage: pgn_foresight.py SCRIPT

Checks: the winner's lead in moves for a game from the start position and for one from a FEN
with Black to move (the mover of each comment follows the moves, not the comment count); mate
scores; book moves without a score; draws and games in which one side never crossed the
threshold are counted, not averaged; a higher threshold moves the crossings; bad arguments are
clear errors.
"""
import os
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT = sys.argv[1]


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=60)


def moves(start_no, white_first, plies):
    """Movetext for `plies` (mover's score) entries; None is a book move without a score."""
    out, no, white = [], start_no, white_first
    if not white_first:
        out.append(f"{no}...")
    for s in plies:
        if white:
            out.append(f"{no}.")
        out.append("Nf3" if white else "Nf6")
        out.append("{book}" if s is None else f"{{{s}/12 0.100s}}")
        if not white:
            no += 1
        white = not white
    return " ".join(out)


# Game 1, from the start: White (alpha) reports +1.20 at move 3, Black (beta) -1.10 at move 7
# (alpha saw it 4 moves first). Moves 1 are book moves.
g1 = [None, None]
for n in range(2, 9):
    g1 += ["+1.20" if n >= 3 else "+0.10", "-1.10" if n >= 7 else "-0.20"]
# Game 2, from a FEN at move 20 with Black to move: Black (alpha) wins; alpha reports +M3 at its
# move 21, White (beta) -1.50 at move 22 (alpha's lead 1). Had the comments been paired by their
# count from White, the crossings would belong to the wrong engine.
g2 = ["+0.00"]  # Black's 20th
for n in range(21, 24):
    g2 += ["-1.50" if n >= 22 else "-0.30", "+M3" if n >= 21 else "+0.40"]
# Game 3: a draw. Game 4: beta wins as White but alpha never reports -1.00.
g3 = ["+0.00", "+0.00"]
g4 = ["+2.00", "-0.50", "+3.00", "-0.90"]

pgn = f"""[Event "t"]
[White "alpha"]
[Black "beta"]
[Result "1-0"]

{moves(1, True, g1)} 1-0

[Event "t"]
[White "beta"]
[Black "alpha"]
[Result "0-1"]
[FEN "4k3/8/8/8/8/8/8/4K3 b - - 0 20"]

{moves(20, False, g2)} 0-1

[Event "t"]
[White "alpha"]
[Black "beta"]
[Result "1/2-1/2"]

{moves(1, True, g3)} 1/2-1/2

[Event "t"]
[White "beta"]
[Black "alpha"]
[Result "1-0"]

{moves(1, True, g4)} 1-0
"""

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "games.pgn")
    with open(path, "w") as f:
        f.write(pgn)
    r = run(path)
    check(r.returncode == 0, f"exit status 0, got {r.returncode}: {r.stderr}")
    lines = r.stdout.splitlines()
    check(lines and "3 decided games, 1 draws" in lines[0], f"header: {lines[:1]}")
    alpha = next((l for l in lines if l.startswith("alpha:")), "")
    beta = next((l for l in lines if l.startswith("beta:")), "")
    # alpha won games 1 (+4) and 2 (+1): median +2.5, mean +2.5; it lost game 4 (unseen).
    check("won 2: the winner saw it first by +2.5 moves (median; mean +2.5)" in alpha, f"alpha: {alpha}")
    check("lost 0" in alpha and "1 decided games without both crossings" in alpha, f"alpha: {alpha}")
    check("won 0" in beta and "lost 2: the winner saw it first by +2.5" in beta, f"beta: {beta}")

    # At 1.3 pawns game 1's crossings are alpha never (1.20) -> unseen; game 2 still +1.
    r = run(path, "1.3")
    alpha = next((l for l in r.stdout.splitlines() if l.startswith("alpha:")), "")
    check("won 1: the winner saw it first by +1.0 moves" in alpha, f"alpha at 1.3: {alpha}")
    check("2 decided games without both crossings" in alpha, f"alpha at 1.3: {alpha}")

    for args, what in (((path, "x"), "number of pawns"), ((path, "0"), "above 0"),
                       ((os.path.join(d, "none.pgn"),), "cannot read"), ((), "usage")):
        r = run(*args)
        check(r.returncode != 0 and what in r.stderr, f"{args}: status {r.returncode}, {r.stderr!r}")

finish("pgn-foresight")
