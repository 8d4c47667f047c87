"""A UCI engine on pipes, shared by the scripts that drive one (label-engine, pgn-crossings,
quick-match.py).

Every failure (the engine cannot start, quits, or its pipe breaks) raises RuntimeError with a
message for the caller to print; nothing here exits."""
import subprocess


class UciPipe:
    """An engine started with `uci` answered and the given (name, value) options set. Its stderr
    is dropped unless `stderr` says otherwise (None: the caller's)."""

    def __init__(self, path, options=(), stderr=subprocess.DEVNULL):
        try:
            self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=stderr, text=True, bufsize=1)
        except OSError as e:
            raise RuntimeError(f"cannot start {path}: {e.strerror}") from e
        self.path = path
        self.send("uci")
        self.lines_until("uciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")

    def send(self, line):
        try:
            self.p.stdin.write(line + "\n")
            self.p.stdin.flush()
        except OSError as e:  # BrokenPipeError among them: the engine has gone
            raise RuntimeError(f"{self.path} quit") from e

    def lines_until(self, word):
        """The engine's lines up to and including the first whose first word is `word`."""
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.path} exited while waiting for {word!r}")
            lines.append(line)
            if line.split()[:1] == [word]:
                return lines

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=10)
        except (RuntimeError, subprocess.TimeoutExpired):
            self.p.kill()
