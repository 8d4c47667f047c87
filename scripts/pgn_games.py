"""Reading finished games from a fastchess / cutechess PGN file: what scripts/pair-table and
scripts/pair-openings share (run as scripts, each finds this module beside itself)."""
import math
import re

RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def elo(score):
    """Elo difference of a score in (0, 1)."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def games_of(path):
    """The tags of each finished game (Result 1-0, 0-1 or 1/2-1/2) and, under "_moves", its moves
    without move numbers, comments or result. An unreadable file raises OSError."""
    text = open(path, encoding="utf-8", errors="replace").read()
    for block in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', "[Event " + block))
        if {"White", "Black", "Result"} <= tags.keys() and tags["Result"] in RESULTS:
            body = re.sub(r"\{[^}]*\}", " ", block[block.rfind('"]') + 2 :])
            tags["_moves"] = " ".join(t for t in body.split() if t not in RESULTS and t != "*")
            yield tags
