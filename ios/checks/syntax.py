"""The syntax gate: every Swift file given must parse without ERROR or MISSING nodes.

    python syntax.py [--exclude DIR]... PATH...

Prints file:line for each place the grammar could not read, and exits 1 if there is any.
"""

import argparse
import sys

from swift_tree import broken_nodes, line, parse, swift_files, text


def problems(path) -> list[str]:
    with open(path, "rb") as f:
        source = f.read()
    out = []
    for n in broken_nodes(parse(source).root_node):
        what = f"missing {n.type}" if n.is_missing else "cannot parse"
        snippet = text(n).splitlines()[0][:60] if text(n) else ""
        out.append(f"{path}:{line(n)}:{n.start_point[1] + 1}: {what}: {snippet!r}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--exclude", action="append", default=[])
    args = ap.parse_args(argv)
    files = swift_files(args.paths, args.exclude)
    if not files:
        print("syntax: no Swift files found", file=sys.stderr)
        return 1
    found, lines = [], 0
    for f in files:
        found += problems(f)
        with open(f, "rb") as handle:
            lines += handle.read().count(b"\n")
    for p in found:
        print(p, file=sys.stderr)
    status = "FAILED" if found else "ok"
    print(f"syntax: {len(files)} Swift files, {lines} lines: {status}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
