#!/usr/bin/env python3
"""scripts/eval-residuals on positions whose labels are known functions of the material.

usage: eval_residuals.py SCRIPT QUINCE

The labels are sigmoid(0.8 x the material balance in pawns, 1-3-3-5-9), as expected scores and as
results drawn from them. A stand-in for the reference engine prints Stockfish 11's `eval` table
with the material balance as its Material term, a fixed pseudo-random number as its Mobility term
and nothing elsewhere, and no table in check. Checks: the fit finds the slope 0.8 and gives an
unrelated column no weight; the reference's Material term explains the labels beyond Quince's
evaluation more than any other term; Quince's evaluation and its material part get positive
weights (a White win is a label of 1); both label forms are read; positions in check are left
out; bad input, a missing file and a missing engine are clear errors.
"""
import importlib.machinery
import importlib.util
import math
import os
import random
import subprocess
import sys
import tempfile

from checks import check, finish

SCRIPT, QUINCE = sys.argv[1], sys.argv[2]
VALUE = {"P": 1, "N": 3, "B": 3, "R": 5, "Q": 9}

IN_CHECK = "4k3/8/8/8/4R3/8/8/4K3 b - - 0 1"  # Black to move, in check from the rook

# The reference: Stockfish 11's `eval` table (the columns the script reads), no table in check.
FAKE = r'''#!/usr/bin/env python3
import random, sys
VALUE = {"P": 1, "N": 3, "B": 3, "R": 5, "Q": 9}
TERMS = ["Material", "Imbalance", "Pawns", "Knights", "Bishops", "Rooks", "Queens", "Mobility",
         "King safety", "Threats", "Passed", "Space", "Initiative"]
fen = ""
print("Stockfish 11 stand-in", flush=True)
for line in sys.stdin:
    w = line.split()
    if w[:2] == ["position", "fen"]:
        fen = " ".join(w[2:8])
    elif w == ["eval"]:
        if fen == "%s":
            print("\nTotal evaluation: none (in check)\n", flush=True)
            continue
        board = fen.split()[0]
        mat = sum(VALUE.get(c, 0) for c in board) - sum(VALUE.get(c.upper(), 0) for c in board if c.islower())
        noise = random.Random(fen).uniform(-1, 1)
        print("     Term    |    White    |    Black    |    Total   ")
        for t in TERMS:
            v = mat if t == "Material" else noise if t == "Mobility" else 0.0
            print(f"{t:>12s} |  ----  ---- |  ----  ---- | {v:5.2f} {v:5.2f}")
        print(f"\nTotal evaluation: {mat + 0.1 * noise:.2f} (white side)\n", flush=True)
    elif w == ["quit"]:
        break
''' % IN_CHECK


def material(board):
    return sum(VALUE.get(c, 0) for c in board) - sum(VALUE.get(c.upper(), 0) for c in board if c.islower())


def positions(n, seed):
    """n legal positions: the kings on e1 and e8, 2 to 10 pieces and pawns of either colour on
    ranks 3 to 6, either side to move; those Quince refuses (the side not to move in check) are
    drawn again."""
    rnd = random.Random(seed)
    out = []
    while len(out) < n:
        batch = []
        for _ in range(n):
            squares = {(rnd.randint(2, 5), rnd.randint(0, 7)): rnd.choice("PNBRQpnbrq") for _ in range(rnd.randint(2, 10))}
            squares[(0, 4)], squares[(7, 4)] = "K", "k"
            rows = []
            for r in range(7, -1, -1):
                row, empty = "", 0
                for f in range(8):
                    c = squares.get((r, f))
                    if c is None:
                        empty += 1
                    else:
                        row, empty = row + (str(empty) if empty else "") + c, 0
                rows.append(row + (str(empty) if empty else ""))
            batch.append(f"{'/'.join(rows)} {rnd.choice('wb')} - - 0 1")
        csv = subprocess.run([QUINCE, "eval", "--csv"], input="\n".join(batch) + "\n", capture_output=True,
                             text=True).stdout.splitlines()[1:]
        legal = {line.split(",")[0] for line in csv}
        out += [fen for fen in batch if fen in legal]
    return out[:n]


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, "--quince", QUINCE, *args], capture_output=True, text=True,
                          timeout=300)


def line_with(out, start):
    return next((l for l in out.splitlines() if l.strip().startswith(start)), "")


with tempfile.TemporaryDirectory() as d:
    fake = os.path.join(d, "fake-sf11")
    with open(fake, "w") as f:
        f.write(FAKE)
    os.chmod(fake, 0o755)
    rnd = random.Random(7)
    fens = positions(600, 11)
    expected = os.path.join(d, "expected.epd")
    with open(expected, "w") as f:
        for fen in fens:
            p = 1 / (1 + math.exp(-0.8 * material(fen.split()[0])))
            f.write(f"{fen} [{p:.4f}] 1/2-1/2 0\n")
    results = os.path.join(d, "results.epd")
    with open(results, "w") as f:
        for fen in fens * 4:
            p = 1 / (1 + math.exp(-0.8 * material(fen.split()[0])))
            u = rnd.random()
            f.write(f'{fen} c9 "{"1-0" if u < p else "0-1"}";\n')

    r = run("--reference", fake, expected)
    check(r.returncode == 0, f"exit status 0, got {r.returncode}: {r.stderr}")
    out = r.stdout
    check(out.startswith("600 positions"), f"header: {out[:40]!r}")
    alone = line_with(out, "Quince alone")
    w = float(alone.split("weight")[1].split()[0]) if "weight" in alone else 0.0
    check(w > 0.1, f"Quince's evaluation predicts the material's labels: {alone}")
    terms = [l.split()[0] for l in out.split("halves apart):")[-1].splitlines() if l.strip()]
    check(terms[:1] == ["Material"], f"Material explains most beyond Quince's evaluation: {terms}")
    parts = line_with(out, "mat ")
    check(parts and float(parts.split("weight")[1]) > 0, f"Quince's material part has a positive weight: {parts}")

    # The reference alone on exact labels: its slope is the labels' 0.8 (the Total's small noise aside).
    loader = importlib.machinery.SourceFileLoader("eval_residuals", SCRIPT)
    spec = importlib.util.spec_from_loader("eval_residuals", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    xs = [material(f.split()[0]) for f in fens]
    ys = [1 / (1 + math.exp(-0.8 * x)) for x in xs]
    loss, wt = mod.fit([xs], ys)
    check(abs(wt[0] - 0.8) < 1e-6, f"fit recovers the slope 0.8: {wt}")
    loss2, wt2 = mod.fit([xs, [rnd.uniform(-1, 1) for _ in xs]], ys)
    check(abs(wt2[0] - 0.8) < 1e-6 and abs(wt2[1]) < 1e-6, f"an unrelated column gets weight 0: {wt2}")
    check(abs(loss - loss2) < 1e-9, f"and explains nothing: {loss} {loss2}")

    r = run("--reference", fake, results)
    check(r.returncode == 0 and r.stdout.startswith("2400 positions"), f"results read: {r.stdout[:40]!r} {r.stderr}")
    terms = [l.split()[0] for l in r.stdout.split("halves apart):")[-1].splitlines() if l.strip()]
    check(terms[:1] == ["Material"], f"on drawn results too: {terms}")
    alone = line_with(r.stdout, "Quince alone")
    check("weight" in alone and float(alone.split("weight")[1].split()[0]) > 0.1,
          f"a White win is a label of 1: {alone}")

    # A position the reference cannot evaluate (in check) is left out.
    withcheck = os.path.join(d, "check.epd")
    with open(withcheck, "w") as f:
        f.write(open(expected).read())
        f.write(f"{IN_CHECK} [0.9000] 1-0 0\n")
    r = run("--reference", fake, withcheck)
    check(r.returncode == 0 and r.stdout.startswith("600 positions"), f"in check left out: {r.stdout[:40]!r} {r.stderr}")

    # Without a reference: only Quince's fits.
    r = run(expected)
    check(r.returncode == 0 and "Quince by part" in r.stdout and "Reference" not in r.stdout,
          f"no reference: {r.stdout!r} {r.stderr}")

    bad = os.path.join(d, "bad.epd")
    for text, what in (("8/8/8/8/8/8/8/8 w - - 0 1\n", "expected a FEN and a label"),
                       ('4k3/8/8/8/8/8/8/4K3 w - - 0 1 c9 "maybe";\n', "no result"),
                       ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [1.5] 1-0 0\n", "outside 0..1"),
                       ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [x] 1-0 0\n", "unreadable label"), ("", "no positions")):
        with open(bad, "w") as f:
            f.write(text)
        r = run(bad)
        check(r.returncode != 0 and what in r.stderr, f"{text!r}: status {r.returncode}, {r.stderr!r}")
    r = run(os.path.join(d, "none.epd"))
    check(r.returncode != 0 and "cannot read" in r.stderr, f"missing file: {r.stderr!r}")
    r = run("--reference", os.path.join(d, "no-engine"), expected)
    check(r.returncode != 0 and "cannot run" in r.stderr, f"missing reference: {r.stderr!r}")
    r = run("--reference", QUINCE, expected)  # Quince prints no such table
    check(r.returncode != 0 and "Stockfish 11's table expected" in r.stderr, f"wrong reference: {r.stderr!r}")

finish("eval-residuals")
