#!/usr/bin/env python3
"""scripts/vs-data from games already played (--pgn) to labeled positions, Quince as the labeler.

usage: vs_data.py SCRIPT QUINCE

Checks: the opening's plies are left out; a position met twice (the same game twice) is written
once; the positions of an --exclude file are left out; every line is a labeled position `quince
tune` reads, scored from White's side; --hold splits the last positions off; a second run reuses
the stages' files; bad arguments and missing files are clear errors that leave no traceback.
"""
import os
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT, QUINCE = sys.argv[1], sys.argv[2]

# A Ruy Lopez of 20 plies, drawn (no capture in it), and a Queen's Gambit with exchanges.
GAME_A = """[Event "a"]
[White "x"]
[Black "y"]
[Result "1/2-1/2"]

1. e4 {+0.30/10 0.1s} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6
8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2
"""
GAME_B = """[Event "b"]
[White "x"]
[Black "y"]
[Result "1-0"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. Be2 Bb7
9. Bxf6 Bxf6 10. cxd5 exd5 11. b4 c5 12. bxc5 bxc5 13. Rb1 Bc6 14. O-O Nd7 1-0
"""


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, "--quince", QUINCE, "--labeler", QUINCE,
                           "--label-nodes", "2000", *args],
                          capture_output=True, text=True, timeout=300)


def fens(path):
    with open(path) as f:
        return [" ".join(l.split()[:4]) for l in f if l.strip()]


with tempfile.TemporaryDirectory() as d:
    pgn = os.path.join(d, "games.pgn")
    with open(pgn, "w") as f:
        f.write(GAME_A + "\n" + GAME_A + "\n" + GAME_B)
    # Every quiet position from ply 8 on, without the script: the reference.
    ref = os.path.join(d, "ref.epd")
    r = subprocess.run([QUINCE, "pgn-labels", "--pgn", pgn, "--out", ref, "--skip-plies", "8"],
                       capture_output=True, text=True, timeout=60)
    check(r.returncode == 0, f"pgn-labels runs: {r.stderr}")
    ref_fens = fens(ref)
    distinct_ref = list(dict.fromkeys(ref_fens))
    check(len(ref_fens) > len(distinct_ref) >= 16,
          f"the reference has repeats and enough positions ({len(ref_fens)}, {len(distinct_ref)})")

    # One position of game A left out through an --exclude file in selfplay's form.
    excluded = distinct_ref[3]
    exclude = os.path.join(d, "exclude.epd")
    with open(exclude, "w") as f:
        f.write(f"{excluded} 0 1 [0.5000] 1/2-1/2 0\n")
    out, hold = os.path.join(d, "out.epd"), os.path.join(d, "hold.epd")
    args = ["--pgn", pgn, "--out", out, "--exclude", exclude, "--hold", "3", "--hold-out", hold]
    r = run(*args)
    check(r.returncode == 0, f"exit status 0 (got {r.returncode}: {r.stderr})")
    got = fens(out) + fens(hold) if os.path.exists(out) and os.path.exists(hold) else []
    check(len(fens(hold)) == 3 if os.path.exists(hold) else False, "three positions held out")
    check(sorted(got) == sorted(p for p in distinct_ref if p != excluded),
          f"each quiet position from ply 8 once, the excluded one left out: {len(got)} lines")

    # Lines `quince tune` reads: FEN [x] R S, x in [0, 1], the score from White's side.
    lines = [l.split() for l in open(out) if l.strip()] if os.path.exists(out) else []
    check(lines, "positions written")
    for t in lines:
        ok = len(t) == 9 and t[6].startswith("[") and t[6].endswith("]")
        check(ok, f"FEN [x] R S: {' '.join(t)}")
        if ok:
            x = float(t[6][1:-1])
            check(0.0 <= x <= 1.0 and t[7] in ("1-0", "1/2-1/2"),
                  f"a label in [0, 1] and the game's result: {' '.join(t)}")

    # Again: every stage's file is there, so nothing is redone and the output is the same.
    before = open(out).read() if os.path.exists(out) else None
    os.rename(pgn, pgn + ".gone")
    r = run(*args)
    check(r.returncode == 0 and open(out).read() == before,
          f"a second run reuses the stages' files: {r.returncode} {r.stderr}")
    os.rename(pgn + ".gone", pgn)

    # Bad arguments and missing files: exit 2, a message, no traceback, no output written.
    for bad, says in [((), "--opponent"),
                      (("--pgn", os.path.join(d, "none.pgn")), "does not exist"),
                      (("--pgn", pgn, "--exclude", os.path.join(d, "none.epd")), "does not exist"),
                      (("--opponent", "x", "--games", "3"), "even"),
                      (("--pgn", pgn, "--hold", "-1"), "negative")]:
        o = os.path.join(d, "bad.epd")
        r = run("--out", o, *bad)
        check(r.returncode == 2 and says in r.stderr and "Traceback" not in r.stderr
              and not os.path.exists(o), f"{bad}: exit 2 saying {says!r}: {r.stderr!r}")
    o = os.path.join(d, "nolabeler.epd")
    r = subprocess.run([sys.executable, SCRIPT, "--quince", QUINCE, "--labeler",
                        os.path.join(d, "nothing"), "--pgn", pgn, "--out", o],
                       capture_output=True, text=True, timeout=120)
    check(r.returncode == 2 and "labeling engine" in r.stderr and not os.path.exists(o),
          f"a missing labeler is named: {r.stderr!r}")

finish("vs-data")
