#!/usr/bin/env python3
"""scripts/pair-openings on two small matches whose pairs are known.

usage: pair_openings.py SCRIPT

Checks: the opponent is found as the player in both files; each opening's points are the tested
engine's with either colour; the mean difference per pair and its interval; better / same /
worse pairs and games with the same moves (comments and clocks ignored); rounds with one game or
in one file only are skipped; different openings, a third player, too few openings and bad
arguments are clear errors.
"""
import math
import os
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT = sys.argv[1]

FENS = ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]


def game(rnd, white, black, result, fen, moves):
    return (f'[Event "t"]\n[Round "{rnd}"]\n[White "{white}"]\n[Black "{black}"]\n'
            f'[Result "{result}"]\n[FEN "{fen}"]\n\n{moves} {result}\n\n')


def match(name, results, opponent="opp", fens=FENS, moves=None):
    """results[i] = (result with `name` White, result with `name` Black) for opening i."""
    out = []
    for i, (rw, rb) in enumerate(results):
        mw, mb = moves[i] if moves else ("1. Kd2 {+0.10/5 0.01s} Kd7", "1. Kd1 Kd8")
        out.append(game(i + 1, name, opponent, rw, fens[i], mw))
        out.append(game(i + 1, opponent, name, rb, fens[i], mb))
    return "".join(out)


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=60)


# Points of the tested engine per opening: BASE 1, 0.5, 2, 0 (3.5 of 8); NEW 2, 0.5, 1, 1 (4.5).
base = match("old", [("1-0", "1-0"), ("1/2-1/2", "1-0"), ("1-0", "0-1"), ("0-1", "1-0")])
new = match("new", [("1-0", "0-1"), ("1/2-1/2", "1-0"), ("1/2-1/2", "1/2-1/2"), ("1/2-1/2", "1/2-1/2")],
            moves=[("1. Kd2 {+0.30/9 0.50s} Kd7", "1. Kd1 Kd8"), ("1. Kf2 Kf7", "1. Kd1 Kd8"),
                   ("1. Kd2 Kd7", "1. Kd1 Kd8"), ("1. Kd2 Kd7", "1. Kf1 Kf8")])
diffs = [1, 0, -1, 1]
mean = sum(diffs) / 4
half = 1.96 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / 3) / 2
slope = 400 / (math.log(10) * (3.5 / 8) * (4.5 / 8)) / 2

with tempfile.TemporaryDirectory() as d:
    def write(name, text):
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    pb, pn = write("base.pgn", base), write("new.pgn", new)
    r = run(pb, pn)
    check(r.returncode == 0, f"exit status 0, got {r.returncode}: {r.stderr}")
    out = r.stdout
    check("openings 4 (games 8 in each file), opponent opp" in out, f"header: {out}")
    check("3.5/8 (43.8 %" in out and "4.5/8 (56.2 %" in out, f"scores: {out}")
    check(f"{mean:+.3f} +- {half:.3f} points" in out, f"mean {mean:+.3f} +- {half:.3f}: {out}")
    check(f"{slope * mean:+.1f} +- {slope * half:.1f} Elo" in out, f"Elo {slope * mean:+.1f}: {out}")
    # Same moves (comments aside): opening 1 both, 2 Black's game, 3 both, 4 White's game.
    check("pairs better 2, same 1, worse 1; games move for move the same in both files 6 of 8" in out,
          f"counts: {out}")

    # A fifth opening in NEW only, and a round with a single game in BASE, are skipped.
    extra = match("new", [("1-0", "1-0")], fens=[FENS[0]]).replace('"1"', '"5"')
    p5 = write("new5.pgn", new + extra)
    r = run(pb, p5)
    check(r.returncode == 0 and "openings 4" in r.stdout, f"unpaired round skipped: {r.stdout} {r.stderr}")
    single = base + game(6, "old", "opp", "1-0", FENS[0], "1. Kd2 Kd7")
    r = run(write("base6.pgn", single), pn)
    check(r.returncode == 0 and "openings 4" in r.stdout, f"single game skipped: {r.stdout} {r.stderr}")

    # The opponent named explicitly gives the same; a wrong one is an error.
    r = run(pb, pn, "--opponent", "opp")
    check(r.returncode == 0 and f"{mean:+.3f}" in r.stdout, f"--opponent opp: {r.stdout} {r.stderr}")
    r = run(pb, pn, "--opponent", "old")
    check(r.returncode != 0 and "without old" in r.stderr, f"--opponent old: {r.stderr!r}")

    swapped = match("new", [("1-0", "0-1")] * 4, fens=[FENS[1], FENS[0], FENS[2], FENS[3]])
    for args, what in (((pb, write("swap.pgn", swapped)), "opening orders differ"),
                       ((pb, write("third.pgn", new + game(1, "x", "y", "1-0", FENS[0], ""))), "without opp"),
                       ((pb, write("one.pgn", match("new", [("1-0", "1-0")]))), "fewer than two"),
                       ((pb, write("empty.pgn", "")), "no finished games"),
                       ((pb, pb), "cannot tell the opponent"),
                       ((pb, os.path.join(d, "none.pgn")), "cannot read"),
                       ((pb,), "two PGN files"), ((pb, pn, "--x"), "unknown option"),
                       ((pb, pn, "--opponent"), "needs a name")):
        r = run(*args)
        check(r.returncode != 0 and what in r.stderr and "Traceback" not in r.stderr,
              f"{args}: status {r.returncode}, {r.stderr!r}")

finish("pair-openings")
