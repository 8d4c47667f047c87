"""Reading finished games from a fastchess / cutechess PGN file: what scripts/pair-table,
scripts/pair-openings, scripts/pgn-foresight and scripts/pgn-crossings share (run as scripts, each
finds this module beside itself)."""
import math
import re

RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}
SCORE = re.compile(r"^([+-]?)(M?)(\d+(?:\.\d+)?)/")
MATE_PAWNS = 1000.0
TOKEN = re.compile(r"\{[^}]*\}|\S+")


def elo(score):
    """Elo difference of a score in (0, 1)."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_of(comment):
    """The score of a move comment as fastchess and cutechess write it (`+0.35/16 0.174s`, a mate
    `+M5/16 ...`): pawns from the mover's side, a mate as +-MATE_PAWNS; None when it has none."""
    m = SCORE.match(comment.strip())
    if not m:
        return None
    value = MATE_PAWNS if m.group(2) else float(m.group(3))
    return -value if m.group(1) == "-" else value


def scores_by_ply(movetext):
    """{ply index from 0 (the game's first move): the mover's score} for each move of a movetext
    whose comment carries a score (score_of); move numbers, NAGs and the result are not moves."""
    out, ply = {}, -1
    for tok in TOKEN.findall(movetext):
        if tok.startswith("{"):
            s = score_of(tok[1:-1])
            if s is not None and ply >= 0:
                out[ply] = s
        elif tok not in RESULTS and tok != "*" and not tok.startswith("$") and re.sub(r"^\d+\.+", "", tok):
            ply += 1
    return out


def games_of(path):
    """The tags of each finished game (Result 1-0, 0-1 or 1/2-1/2); under "_moves" its moves
    without move numbers, comments or result, under "_text" its movetext as written. An unreadable
    file raises OSError."""
    text = open(path, encoding="utf-8", errors="replace").read()
    for block in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', "[Event " + block))
        if {"White", "Black", "Result"} <= tags.keys() and tags["Result"] in RESULTS:
            tags["_text"] = block[block.rfind('"]') + 2 :]
            body = re.sub(r"\{[^}]*\}", " ", tags["_text"])
            tags["_moves"] = " ".join(t for t in body.split() if t not in RESULTS and t != "*")
            yield tags
