#!/usr/bin/env python3
"""Quince under a real UCI adapter: polyglot (xboard/CECP v2 side) with pondering on.

usage: tests/gui/polyglot_ponder.py ENGINE        (ctest: Gui.PolyglotXboardPonder)

The script plays the GUI, as xboard does: it starts `polyglot` with a generated ini (engine =
ENGINE, log file on), sends `xboard`, `protover 2`, `new`, `hard` (pondering on), `level`,
`post`, then `time`/`otim` + `usermove` for its own moves. Its own moves come from a second
ENGINE process spoken to directly in UCI (`go perft 1` for the legal moves, `go nodes`/`go
movetime` [+ `searchmoves`] to choose one). After each engine move it reads the engine's ponder
move from polyglot's log (`bestmove X ponder Y`) and either plays Y (ponder hit: polyglot sends
`ponderhit`) or another move (ponder miss: polyglot sends `stop`, `position`, `go` in the same
millisecond — issue #18: the engine ignored that `go` because the stopped search was still
winding down, and never moved again). Some replies are instant, so the miss burst also arrives
while the ponder search is only starting.

Checks: every engine move arrives within the engine's clock (the `time` sent, plus the
increment), i.e. no hang and no overrun; at least MIN_ENGINE_MOVES engine moves in all; at
least MIN_HITS ponder hits and MIN_MISSES ponder misses (counted in polyglot's log); no
`Illegal move`/`Error` from polyglot and no `info string error` from the engine. On failure the
temporary directory (ini, polyglot.log) is kept and the log's tail is printed.
Environment: QUINCE_GUI_SEED (random seed, default 18), QUINCE_GUI_KEEP=1 keeps the temp dir.
"""
import os
import queue
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

MIN_ENGINE_MOVES = 80     # over all games
MIN_HITS = 8
MIN_MISSES = 12
MIN_GAMES = 3
MAX_GAMES = 6
GRACE = 2.0               # seconds beyond the engine's clock before giving up on a move
# Per game, cycled (colours alternate): mps, base seconds, increment seconds, and the number of
# engine moves after which the game is abandoned (`force`, then `new`). xboard sends e.g.
# `level 0 0:40 0.2`, but polyglot 2.0.4 drops a fractional increment (no winc/binc in its `go`),
# so whole seconds here. Sudden death, moves per session (movestogo down to 1), increment.
LEVELS = [(0, 10, 0, 40), (40, 8, 0, 40), (0, 3, 1, 20)]

RESULT_RE = re.compile(r"^(1-0|0-1|1/2-1/2|\*)\s*(\{.*\})?\s*$")
MOVE_RE = re.compile(r"^[a-h][1-8][a-h][1-8][qrbn]?$")


class Failure(Exception):
    pass


class Proc:
    """A child process whose stdout lines are read by a thread into a queue with arrival times."""

    def __init__(self, argv, cwd=None, name="proc"):
        self.name = name
        self.p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.q = queue.Queue()
        self.transcript = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.q.put((time.monotonic(), line.rstrip("\n")))
        self.q.put((time.monotonic(), None))

    def send(self, s):
        self.transcript.append("> " + s)
        try:
            self.p.stdin.write(s + "\n")
            self.p.stdin.flush()
        except (BrokenPipeError, OSError):
            raise Failure(f"{self.name} closed its input (exited with {self.p.poll()})")
        return time.monotonic()

    def get(self, deadline):
        """Next (time, line) before the monotonic deadline, or None on timeout."""
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        try:
            t, line = self.q.get(timeout=left)
        except queue.Empty:
            return None
        if line is None:
            raise Failure(f"{self.name} exited (status {self.p.wait()})")
        self.transcript.append("< " + line)
        return t, line

    def close(self, quit_cmd="quit"):
        if self.p.poll() is None:
            try:
                self.p.stdin.write(quit_cmd + "\n")
                self.p.stdin.flush()
            except (BrokenPipeError, OSError):
                pass
            try:
                self.p.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()


class Opponent:
    """The same engine in plain UCI: legal moves and the test's own moves."""

    def __init__(self, engine):
        self.e = Proc([engine], name="opponent engine")
        self.e.send("uci")
        self.until(lambda l: l == "uciok", 10)
        self.e.send("setoption name Hash value 8")
        self.e.send("isready")
        self.until(lambda l: l == "readyok", 10)

    def until(self, pred, timeout):
        deadline = time.monotonic() + timeout
        lines = []
        while True:
            r = self.e.get(deadline)
            if r is None:
                raise Failure("the opponent engine (plain UCI) did not answer in time: " + repr(lines[-5:]))
            lines.append(r[1])
            if pred(r[1]):
                return lines

    def legal(self, moves):
        self.e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.e.send("go perft 1")
        lines = self.until(lambda l: l.startswith("Nodes:"), 10)
        return [l.split(":")[0] for l in lines if re.match(r"^[a-h][1-8][a-h][1-8][qrbn]?: \d+$", l)]

    def choose(self, moves, among, go):
        self.e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.e.send("go " + go + " searchmoves " + " ".join(among))
        best = self.until(lambda l: l.startswith("bestmove"), 30)[-1].split()[1]
        if best not in among:
            raise Failure(f"opponent engine chose {best}, not among its searchmoves {among}")
        return best


class LogReader:
    """Reads polyglot's log file incrementally."""

    def __init__(self, path):
        self.path, self.pos = path, 0

    def new_lines(self):
        try:
            with open(self.path, "rb") as f:
                f.seek(self.pos)
                data = f.read()
        except FileNotFoundError:
            return []
        cut = data.rfind(b"\n") + 1          # only whole lines
        self.pos += cut
        return data[:cut].decode("utf-8", "replace").splitlines()


def tail(path, n=60):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [l for l in f.read().splitlines()
                     if (" Engine->Adapter: info " not in l or " info string " in l)
                     and (" Adapter->GUI: " not in l or " Adapter->GUI: move" in l)]
        return "\n".join(lines[-n:])
    except OSError as e:
        return f"(no log: {e})"


def find_polyglot():
    p = shutil.which("polyglot")
    if p:
        return p
    if os.access("/usr/games/polyglot", os.X_OK):     # Debian installs it there, often off PATH
        return "/usr/games/polyglot"
    return None


class Session:
    def __init__(self, engine, polyglot, tmp, rng):
        self.engine, self.tmp, self.rng = engine, tmp, rng
        self.log_path = os.path.join(tmp, "polyglot.log")
        ini = os.path.join(tmp, "quince.ini")
        with open(ini, "w") as f:
            f.write("[PolyGlot]\n"
                    f"EngineCommand = {engine}\n"
                    f"EngineDir = {tmp}\n"
                    "EngineName = Quince\n"
                    "Log = true\n"
                    f"LogFile = {self.log_path}\n"
                    "Resign = false\n"
                    "Book = false\n"
                    "[Engine]\n"
                    "Hash = 16\n"
                    "Threads = 1\n")
        self.pg = Proc([polyglot, ini], cwd=tmp, name="polyglot")
        self.log = LogReader(self.log_path)
        self.opp = Opponent(engine)
        self.ping_no = 0
        self.stats = dict(games=0, engine_moves=0, my_hits=0, my_misses=0, instant_misses=0,
                          max_used=0.0, max_avail=0.0, max_frac=0.0, max_at="")
        self.results = []

    # --- polyglot output -------------------------------------------------------------------
    def check_line(self, line):
        low = line.lower()
        if line.startswith("Illegal move") or line.startswith("Error") or low.startswith("tellusererror"):
            raise Failure(f"polyglot said: {line}")

    def read_until(self, pred, deadline):
        """Lines until pred(line) is true; returns (time, line, result) — result is a game result line
        seen on the way (then it returns at once), or (None, None, None) on timeout."""
        while True:
            r = self.pg.get(deadline)
            if r is None:
                return None, None, None
            t, line = r
            self.check_line(line)
            if RESULT_RE.match(line):
                return t, line, line
            if pred(line):
                return t, line, None

    def ping(self):
        self.ping_no += 1
        self.pg.send(f"ping {self.ping_no}")
        result = None
        while True:
            t, line, res = self.read_until(lambda l: l == f"pong {self.ping_no}", time.monotonic() + 10)
            if line is None:
                raise Failure(f"polyglot did not answer ping {self.ping_no} within 10 s")
            if res:
                result = res
                continue
            return result

    def handshake(self):
        self.pg.send("xboard")
        self.pg.send("protover 2")
        t, line, _ = self.read_until(lambda l: l.startswith("feature") and "done=1" in l, time.monotonic() + 30)
        if line is None:
            raise Failure("polyglot sent no 'feature ... done=1' within 30 s")

    # --- one game ----------------------------------------------------------------------------
    def play_game(self, g):
        mps, base, inc, cap = LEVELS[g % len(LEVELS)]
        quince_white = g % 2 == 1
        self.stats["games"] += 1
        moves = []
        eng_clock, opp_clock = float(base), float(base)
        eng_moves = 0
        tag = f"game {g + 1} ({'Quince white' if quince_white else 'Quince black'}, level {mps} {base} {inc})"
        self.pg.send("new")
        self.pg.send("random")
        self.pg.send(f"level {mps} {base // 60}:{base % 60:02d} {inc}")
        self.pg.send("post")
        self.pg.send("hard")
        result = self.ping()
        if result:
            raise Failure(f"{tag}: unexpected result {result!r} right after 'new'")
        ponder = None
        engine_to_move = quince_white
        while True:
            if engine_to_move:
                avail = eng_clock + inc
                self.pg.send(f"time {max(0, int(eng_clock * 100))}")
                self.pg.send(f"otim {max(0, int(opp_clock * 100))}")
                if not moves:
                    t0 = self.pg.send("go")
                else:
                    t0 = self.pg.send(f"usermove {moves[-1]}")
                t1, line, res = self.read_until(lambda l: l.startswith("move "), t0 + avail + GRACE)
                if line is None:
                    raise Failure(
                        f"{tag}: HANG: no move from the engine within {avail + GRACE:.1f} s after "
                        f"'{'go' if not moves else 'usermove ' + moves[-1]}' (engine clock {eng_clock:.2f} s + "
                        f"increment {inc} s + grace {GRACE} s), move {len(moves) // 2 + 1}, moves so far: "
                        f"{' '.join(moves)}")
                if res:
                    self.results.append(res)
                    return f"{tag}: {res} after {eng_moves} engine moves"
                used = t1 - t0
                mv = line.split()[1]
                if not MOVE_RE.match(mv):
                    raise Failure(f"{tag}: engine move {mv!r} is not in coordinate notation")
                if used > avail:
                    raise Failure(f"{tag}: TIME OVERRUN: the engine took {used:.3f} s for {mv} with "
                                  f"{eng_clock:.3f} s on its clock (+{inc} s increment)")
                frac = used / avail
                if frac > self.stats["max_frac"]:
                    self.stats.update(max_frac=frac, max_used=used, max_avail=avail,
                                      max_at=f"game {g + 1} move {len(moves) // 2 + 1}")
                eng_clock += inc - used
                moves.append(mv)
                eng_moves += 1
                self.stats["engine_moves"] += 1
                if mps and eng_moves % mps == 0:
                    eng_clock += base
                result = self.ping()     # a result line follows the move at once when the game ends
                if result:
                    self.results.append(result)
                    return f"{tag}: {result} after {eng_moves} engine moves"
                ponder = self.ponder_move(mv)
                if eng_moves >= cap:
                    self.pg.send("force")
                    self.ping()
                    return f"{tag}: stopped after {eng_moves} engine moves"
                engine_to_move = False
            else:
                legal = self.opp.legal(moves)
                if not legal:
                    raise Failure(f"{tag}: no legal move for the test's side but no result from polyglot")
                t_start = time.monotonic()
                style = self.rng.choices(["instant", "short", "long"], weights=[4, 4, 2])[0]
                go = {"instant": "nodes 300", "short": "movetime 40", "long": "movetime 250"}[style]
                if ponder and ponder in legal and self.rng.random() < 0.45:
                    mv = ponder
                    self.stats["my_hits"] += 1
                    if style != "instant":
                        time.sleep(0.04 if style == "short" else 0.25)
                else:
                    among = [m for m in legal if m != ponder] or legal
                    mv = self.opp.choose(moves, among, go)
                    if ponder and mv != ponder:
                        self.stats["my_misses"] += 1
                        if style == "instant":
                            self.stats["instant_misses"] += 1
                opp_clock = max(1.0, opp_clock - (time.monotonic() - t_start))
                moves.append(mv)
                engine_to_move = True

    def ponder_move(self, mv):
        """The ponder move of the engine's `bestmove mv ponder X`, from polyglot's log."""
        deadline = time.monotonic() + 2
        while True:
            found = None
            for l in self.log.new_lines():
                m = re.search(r"Engine->Adapter: bestmove (\S+)(?: ponder (\S+))?", l)
                if m:
                    found = m
            if found and found.group(1) == mv:
                return found.group(2)
            if time.monotonic() > deadline:
                return None
            time.sleep(0.005)

    def close(self):
        self.pg.close()
        self.opp.e.close()


def main():
    if len(sys.argv) != 2:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    engine = os.path.abspath(sys.argv[1])
    if not os.access(engine, os.X_OK):
        print(f"polyglot_ponder: FAIL: engine {engine} is not an executable", file=sys.stderr)
        return 1
    polyglot = find_polyglot()
    if not polyglot:
        print("polyglot_ponder: FAIL: polyglot is not installed (Debian package 'polyglot'); "
              "run scripts/setup-deps", file=sys.stderr)
        return 1
    seed = int(os.environ.get("QUINCE_GUI_SEED", "18"))
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="quince-polyglot-")
    t_start = time.monotonic()
    s = None
    ok = False
    try:
        s = Session(engine, polyglot, tmp, rng)
        s.handshake()
        g = 0
        while True:
            print("polyglot_ponder: " + s.play_game(g), flush=True)
            g += 1
            counts = log_counts(s.log_path)
            enough = (s.stats["engine_moves"] >= MIN_ENGINE_MOVES and counts["hits"] >= MIN_HITS
                      and counts["misses"] >= MIN_MISSES)
            if enough and g >= MIN_GAMES or g >= MAX_GAMES:
                break
        s.close()
        counts = log_counts(s.log_path)
        st = s.stats
        print(f"polyglot_ponder: {st['games']} games, {st['engine_moves']} engine moves, ponder hits "
              f"{counts['hits']}, misses {counts['misses']} (polyglot log; the test chose {st['my_hits']} hits, "
              f"{st['my_misses']} misses, {st['instant_misses']} of them instant), max time used "
              f"{st['max_used']:.2f} s of {st['max_avail']:.2f} s available ({100 * st['max_frac']:.0f}%, "
              f"{st['max_at']}), {time.monotonic() - t_start:.1f} s, seed {seed}")
        problems = []
        if st["engine_moves"] < MIN_ENGINE_MOVES:
            problems.append(f"only {st['engine_moves']} engine moves (want {MIN_ENGINE_MOVES})")
        if counts["hits"] < MIN_HITS:
            problems.append(f"only {counts['hits']} ponder hits (want {MIN_HITS})")
        if counts["misses"] < MIN_MISSES:
            problems.append(f"only {counts['misses']} ponder misses (want {MIN_MISSES})")
        if counts["errors"]:
            problems.append("the engine reported errors: " + " | ".join(counts["errors"][:5]))
        if problems:
            raise Failure("; ".join(problems))
        ok = True
        print("polyglot_ponder: PASS")
        return 0
    except Failure as e:
        print(f"polyglot_ponder: FAIL: {e}", file=sys.stderr)
        if s:
            s.close()
            counts = log_counts(s.log_path)
            print(f"polyglot_ponder: so far {s.stats['engine_moves']} engine moves, ponder hits "
                  f"{counts['hits']}, misses {counts['misses']}; engine errors: "
                  f"{counts['errors'][:5] or 'none'}", file=sys.stderr)
            print(f"polyglot_ponder: last lines of {s.log_path} (without info/PV lines):", file=sys.stderr)
            print(tail(s.log_path), file=sys.stderr)
        return 1
    finally:
        if s:
            s.close()
        if ok and os.environ.get("QUINCE_GUI_KEEP") != "1":
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"polyglot_ponder: files kept in {tmp}", file=sys.stderr)


def log_counts(path):
    c = dict(hits=0, misses=0, errors=[])
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for l in f:
                if '*** "quit" from GUI ***' in l:
                    break   # polyglot sends `stop` at quit whether or not the engine searches
                if "PONDER -> THINK (*** HIT ***)" in l:
                    c["hits"] += 1
                elif "PONDER -> THINK (miss)" in l:
                    c["misses"] += 1
                elif "Engine->Adapter: info string error" in l and "stop while no search is running" not in l:
                    # (that one is a harmless race: a `stop` crossing the engine's `bestmove`)
                    c["errors"].append(l.split("Engine->Adapter: ", 1)[1].strip())
    except OSError:
        pass
    return c


if __name__ == "__main__":
    sys.exit(main())
