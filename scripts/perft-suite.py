#!/usr/bin/env python3
"""Run every position and depth of perft EPD files (`FEN ;D1 n ;D2 n ...`) through `ENGINE perft`.

usage: scripts/perft-suite.py ENGINE FILE.epd [FILE.epd ...] [--max-nodes N] [--chess960]
Prints one line per failure and a summary `perft: checked=N failed=M`; exit status 1 on failure.
"""
import subprocess, sys

def main():
    args = sys.argv[1:]
    max_nodes = None
    if "--max-nodes" in args:
        i = args.index("--max-nodes"); max_nodes = int(args[i + 1]); del args[i:i + 2]
    extra = []
    if "--chess960" in args:
        args.remove("--chess960"); extra = ["--chess960"]
    engine, files = args[0], args[1:]
    checked = failed = 0
    for fn in files:
        for line in open(fn):
            parts = line.strip().split(";")
            if not parts[0].strip():
                continue
            fen = parts[0].strip()
            for p in parts[1:]:
                d, n = p.split()
                d, n = int(d[1:]), int(n)
                if max_nodes and n > max_nodes:
                    continue
                out = subprocess.run([engine, "perft", str(d), *extra, fen], capture_output=True, text=True).stdout
                got = [l for l in out.splitlines() if l.startswith("Nodes:")]
                checked += 1
                if not got or int(got[0].split()[1]) != n:
                    failed += 1
                    print(f"FAIL {fen} depth {d}: expected {n}, got {got[0] if got else out[-200:]}", flush=True)
        print(f"{fn}: done", flush=True)
    print(f"perft: checked={checked} failed={failed}")
    sys.exit(1 if failed else 0)

main()
