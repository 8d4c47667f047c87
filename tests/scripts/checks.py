"""What the script tests share: record a failed check, print it, and end with the right status."""
import sys

failures = []


def check(cond, what):
    """Records and prints `what` when `cond` is false; the test goes on to its other checks."""
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def finish(name):
    """Prints the verdict for `name` and exits 1 if any check failed."""
    print(f"{name}: " + (f"FAILED ({len(failures)} checks)" if failures else "all checks passed"))
    sys.exit(1 if failures else 0)
