#!/usr/bin/env python3
"""Play a few short games between two UCI engines and report time forfeits and results.

A smoke test of time management and protocol robustness, not a strength measurement (use
fastchess / scripts/match for that). The referee keeps each side's clock from wall
time between `go` and `bestmove`; the engines judge legality themselves (an engine that has no
legal move answers `bestmove 0000`). Usage:
    scripts/quick-match.py ENGINE1 ENGINE2 [--games N] [--tc 1+0.01] [--maxplies 160]
"""
import argparse
import subprocess
import sys
import time


class Engine:
    def __init__(self, cmd, name):
        self.name = name
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait_for(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.name} exited")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def play(white, black, base_ms, inc_ms, maxplies, opening):
    clocks = [base_ms, base_ms]
    moves = list(opening)
    for e in (white, black):
        e.send("ucinewgame")
        e.send("isready")
        e.wait_for("readyok")
    for ply in range(maxplies):
        side = len(moves) % 2
        e = (white, black)[side]
        e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        t0 = time.monotonic()
        e.send(f"go wtime {int(clocks[0])} btime {int(clocks[1])} winc {inc_ms} binc {inc_ms}")
        lines = e.wait_for("bestmove")
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine1")
    ap.add_argument("engine2")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--tc", default="1+0.01")
    ap.add_argument("--maxplies", type=int, default=160)
    a = ap.parse_args()
    base, inc = a.tc.split("+")
    base_ms, inc_ms = float(base) * 1000, int(float(inc) * 1000)
    openings = [["e2e4", "e7e5"], ["d2d4", "d7d5"], ["c2c4", "g8f6"], ["e2e4", "c7c5"], ["g1f3", "d7d5"]]
    e1, e2 = Engine(a.engine1, "engine1"), Engine(a.engine2, "engine2")
    forfeits = 0
    for g in range(a.games):
        w, b = (e1, e2) if g % 2 == 0 else (e2, e1)
        r = play(w, b, base_ms, inc_ms, a.maxplies, openings[(g // 2) % len(openings)])
        forfeits += "lost on time" in r
        print(f"game {g + 1}: {w.name} (white) vs {b.name}: {r}", flush=True)
    e1.quit()
    e2.quit()
    print(f"time forfeits: {forfeits}")
    return 1 if forfeits else 0


if __name__ == "__main__":
    sys.exit(main())
