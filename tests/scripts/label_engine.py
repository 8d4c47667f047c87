#!/usr/bin/env python3
"""scripts/label-engine against a real UCI engine (Quince itself, which reports `wdl`).

usage: label_engine.py SCRIPT ENGINE

Checks: labels and scores are from White's side whichever side is to move; every input form is
read and bad lines are reported by number and skipped; output keeps the input order with two
workers; --lambda blends the game result; a line with no result is refused when blending; an
interrupted run resumes from its part files; a missing engine is a clear error.
"""
import os
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT, ENGINE = sys.argv[1], sys.argv[2]


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, "--engine", ENGINE, "--nodes", "3000", *args],
                          capture_output=True, text=True, timeout=120)


# White a queen up, White to move; the same material with colours swapped, Black to move.
WHITE_UP = "4k3/8/8/8/8/8/3QK3/8 w - - 0 1"
BLACK_UP = "8/3qk3/8/8/8/8/8/4K3 b - - 0 1"
LEVEL = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"

with tempfile.TemporaryDirectory() as d:
    inp, out = os.path.join(d, "in.epd"), os.path.join(d, "out.epd")
    with open(inp, "w") as f:
        f.write(f"{WHITE_UP} [0.9000] 1-0 700\n"      # selfplay --lambda form
                f"# a comment\n"
                f"{BLACK_UP[:-4]} c9 \"0-1\";\n"       # EPD, no move counters
                f"not a position\n"
                f"\n"
                f"{LEVEL}\n")                        # no result at all
    r = run("--in", inp, "--out", out, "--workers", "2")
    check(r.returncode == 0, f"exit status 0 (got {r.returncode}: {r.stderr})")
    check("line 4:" in r.stderr and "line 2:" not in r.stderr and "line 5:" not in r.stderr,
          f"only line 4 reported as bad: {r.stderr!r}")
    lines = open(out).read().splitlines() if os.path.exists(out) else []
    check(len(lines) == 3, f"three positions written: {lines}")
    check(not any(n.startswith("out.epd.part") for n in os.listdir(d)), "part files removed")
    if len(lines) == 3:
        f0, f1, f2 = (l.split() for l in lines)
        check(" ".join(f0[:6]) == WHITE_UP and f0[7] == "1-0", f"first line in input order: {lines[0]}")
        check(" ".join(f1[:4]) == " ".join(BLACK_UP.split()[:4]) and f1[5] == "0-1",
              f"second line in input order: {lines[1]}")
        check(" ".join(f2[:6]) == LEVEL and f2[7] == "*", f"a missing result is written '*': {lines[2]}")
        x = [float(l[-3].strip("[]")) for l in (f0, f1, f2)]
        s = [int(l[-1]) for l in (f0, f1, f2)]
        check(x[0] > 0.9 and s[0] > 300, f"White a queen up: White wins ({x[0]}, {s[0]})")
        check(x[1] < 0.1 and s[1] < -300, f"Black a queen up, Black to move: White's view ({x[1]}, {s[1]})")
        check(0.3 < x[2] < 0.7 and abs(s[2]) < 100, f"level pawn ending near 0.5 ({x[2]}, {s[2]})")

        # Blending: x = L R + (1 - L) E; the line without a result is refused.
        out2 = os.path.join(d, "blend.epd")
        r = run("--in", inp, "--out", out2, "--workers", "1", "--lambda", "0.5")
        check(r.returncode == 0 and "line 6:" in r.stderr and "no game result" in r.stderr,
              f"--lambda refuses the line without a result: {r.stderr!r}")
        b = open(out2).read().splitlines() if os.path.exists(out2) else []
        check(len(b) == 2, f"two blended positions: {b}")
        if len(b) == 2:
            xb = float(b[0].split()[-3].strip("[]"))
            check(abs(xb - (0.5 + 0.5 * x[0])) < 0.02, f"blend of result 1 and {x[0]}: {xb}")

    # Resume: a part file left by an interrupted run is kept, not relabelled.
    out3 = os.path.join(d, "resume.epd")
    with open(out3 + ".part0", "w") as f:
        f.write("KEPT [0.5000] 1-0 0\n")
    r = run("--in", inp, "--out", out3, "--workers", "1", "--limit", "2")
    kept = open(out3).read().splitlines() if os.path.exists(out3) else []
    check(r.returncode == 0 and len(kept) == 2 and kept[0] == "KEPT [0.5000] 1-0 0"
          and kept[1].startswith(BLACK_UP.split()[0]), f"resumed after the first position: {kept}")

    # A missing engine: an error naming it, non-zero status, no traceback.
    r = subprocess.run([sys.executable, SCRIPT, "--engine", os.path.join(d, "nope"), "--in", inp,
                        "--out", os.path.join(d, "x.epd")], capture_output=True, text=True, timeout=60)
    check(r.returncode != 0 and "cannot start" in r.stderr and "Traceback" not in r.stderr,
          f"missing engine reported: {r.returncode} {r.stderr!r}")

finish("label-engine")
