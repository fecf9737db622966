#!/usr/bin/env python3
"""MAGPIE's static bot as an outside engine for `slovo selfplay --p2-engine` (English).

Reads Slovo's position lines on stdin (board, rack, other rack, scores, bag, scoreless
turns; tab-separated, see rust/cli/src/outside_engine.rs), asks MAGPIE's shared library
(`make libmagpie`) for its best static play of the position as CGP, and writes that move in
Slovo's notation, one line each. MAGPIE is GPL-3: it is loaded at run time from a build
outside this repository and nothing of it is copied here.

    slovo selfplay --lang en --p1 hard --p2 hard --games 4000 --threads 2 \\
      --p2-engine 'python3 docs/bench/peers/magpie_engine.py --lib /tmp/peers/MAGPIE/bin/libmagpie.so --data /tmp/peers/magpie-data'
"""

import argparse
import ctypes
import re
import sys


class Magpie:
    def __init__(self, lib_path, data_path):
        lib = ctypes.CDLL(lib_path)
        lib.magpie_create.restype = ctypes.c_void_p
        lib.magpie_create.argtypes = [ctypes.c_char_p]
        lib.magpie_run_sync.restype = ctypes.c_int
        lib.magpie_run_sync.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        for f in (lib.magpie_get_last_command_output, lib.magpie_get_and_clear_error):
            f.restype = ctypes.c_void_p
            f.argtypes = [ctypes.c_void_p]
        lib.magpie_free_string.restype = None
        lib.magpie_free_string.argtypes = [ctypes.c_void_p]
        self.lib = lib
        self.mp = lib.magpie_create(data_path.encode())

    def _string(self, ptr):
        if not ptr:
            return ""
        text = ctypes.string_at(ptr).decode()
        self.lib.magpie_free_string(ptr)
        return text

    def run(self, command):
        if self.lib.magpie_run_sync(self.mp, command.encode()) != 0:
            error = self._string(self.lib.magpie_get_and_clear_error(self.mp))
            raise RuntimeError(f"MAGPIE refused `{command}`: {error}")
        return self._string(self.lib.magpie_get_last_command_output(self.mp))


def cgp_board(board):
    """Slovo's rows (`.` an empty square) as CGP rows (runs of empty squares counted)."""
    return "/".join(
        re.sub(r"\.+", lambda m: str(len(m.group())), row) for row in board.split("/")
    )


def slovo_move(magpie_move):
    """MAGPIE's `H1 ANoRETI(C)`, `(exch UUVVW)` or `pass` in Slovo's notation."""
    exchange = re.match(r"\(exch ([A-Z?]+)\)", magpie_move)
    if exchange:
        return "exchange " + exchange.group(1)
    if magpie_move.startswith("pass"):
        return "pass"
    square, word = magpie_move.split()[:2]
    # Letters in parentheses are on the board already.
    return square + " " + re.sub(r"\(([^)]*)\)", lambda m: "." * len(m.group(1)), word)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", required=True, help="MAGPIE's libmagpie.so")
    parser.add_argument("--data", required=True, help="MAGPIE's data folder")
    parser.add_argument("--lex", default="America_ENABLE")
    parser.add_argument("--leaves", default="NWL23")
    args = parser.parse_args()
    magpie = Magpie(args.lib, args.data)
    magpie.run(f"set -lex {args.lex} -leaves {args.leaves} -wmp false -savesettings false")
    for line in sys.stdin:
        board, rack, other, score, other_score, _bag, scoreless = line.rstrip("\n").split("\t")
        magpie.run(
            f"cgp {cgp_board(board)} {rack}/{other} {score}/{other_score} {scoreless}"
        )
        shown = magpie.run("gen -numplays 1")
        # The first line of the display ends with the best play: `1:  MOVE [LEAVE] SCORE EQUITY`.
        best = re.search(r"\b1:\s+(.*?)\s+-?\d+\s+-?[\d.]+\s*$", shown.splitlines()[0])
        if not best:
            raise RuntimeError(f"no play in MAGPIE's answer: {shown.splitlines()[0]!r}")
        print(slovo_move(best.group(1)), flush=True)


if __name__ == "__main__":
    main()
