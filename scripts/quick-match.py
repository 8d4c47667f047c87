#!/usr/bin/env python3
"""Play a few short games between two UCI engines and report time forfeits and results.

A smoke test of time management and protocol robustness, not a strength measurement (use
fastchess / scripts/match for that). The referee keeps each side's clock from wall
time between `go` and `bestmove`; the engines judge legality themselves (an engine that has no
legal move answers `bestmove 0000`). Usage:
    scripts/quick-match.py ENGINE1 ENGINE2 [--games N] [--tc 1+0.01] [--maxplies 160]
"""
import argparse
import math
import sys
import time

from uci_pipe import UciPipe


class Engine(UciPipe):
    """A player: the engine keeps its stderr on the referee's (scripts/dist logs it)."""

    def __init__(self, cmd, name):
        super().__init__(cmd, stderr=None)
        self.name = name


def play(white, black, base_ms, inc_ms, maxplies, opening):
    clocks = [base_ms, base_ms]
    moves = list(opening)
    for e in (white, black):
        e.send("ucinewgame")
        e.send("isready")
        e.lines_until("readyok")
    for ply in range(maxplies):
        side = len(moves) % 2
        e = (white, black)[side]
        e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        t0 = time.monotonic()
        e.send(f"go wtime {int(clocks[0])} btime {int(clocks[1])} winc {inc_ms} binc {inc_ms}")
        lines = e.lines_until("bestmove")
        used = (time.monotonic() - t0) * 1000
        clocks[side] -= used
        if clocks[side] < 0:
            return f"{e.name} lost on time ({used:.0f} ms used, {clocks[side] + used:.0f} ms left) at ply {len(moves)}"
        clocks[side] += inc_ms
        bm = lines[-1].split()[1]
        if bm == "0000":
            score = [l for l in lines if " score " in l]
            return f"game over at ply {len(moves)} ({score[-1].split(' score ')[1].split()[0:2] if score else '?'})"
        moves.append(bm)
    return f"unfinished after {maxplies} plies; clocks {clocks[0]:.0f} / {clocks[1]:.0f} ms"


def time_control(text):
    """`BASE+INC` in seconds, as milliseconds; argparse reports anything else as a usage error."""
    try:
        base, inc = (float(x) for x in text.split("+"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected BASE+INC in seconds, e.g. 1+0.01, not {text!r}")
    if not (math.isfinite(base) and math.isfinite(inc)):
        raise argparse.ArgumentTypeError(f"the base and the increment must be finite: {text!r}")
    if base <= 0 or inc < 0:
        raise argparse.ArgumentTypeError(
            f"the base must be positive and the increment not negative: {text!r}")
    return base * 1000, int(inc * 1000)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine1")
    ap.add_argument("engine2")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--tc", type=time_control, default="1+0.01")
    ap.add_argument("--maxplies", type=int, default=160)
    a = ap.parse_args()
    base_ms, inc_ms = a.tc
    openings = [["e2e4", "e7e5"], ["d2d4", "d7d5"], ["c2c4", "g8f6"], ["e2e4", "c7c5"],
                ["g1f3", "d7d5"]]
    engines = []
    forfeits = 0
    try:
        engines = [Engine(a.engine1, "engine1"), Engine(a.engine2, "engine2")]
        e1, e2 = engines
        for g in range(a.games):
            w, b = (e1, e2) if g % 2 == 0 else (e2, e1)
            r = play(w, b, base_ms, inc_ms, a.maxplies, openings[(g // 2) % len(openings)])
            forfeits += "lost on time" in r
            print(f"game {g + 1}: {w.name} (white) vs {b.name}: {r}", flush=True)
    except RuntimeError as e:  # an engine that cannot start or quits (uci_pipe.py)
        print(f"quick-match: {e}", file=sys.stderr)
        return 2
    finally:
        for e in engines:
            e.close()
    print(f"time forfeits: {forfeits}")
    return 1 if forfeits else 0


if __name__ == "__main__":
    sys.exit(main())
