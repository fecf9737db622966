"""Swift parsed with tree-sitter: the parser and the few tree helpers both checks share.

There is no Swift compiler on the CI machine, so the iOS sources are read with tree-sitter's
Swift grammar (PyPI tree-sitter 0.26.1, tree-sitter-swift 0.7.4, pinned in scripts/check-swift).
"""

from pathlib import Path

import tree_sitter_swift
from tree_sitter import Language, Node, Parser

_PARSER = Parser(Language(tree_sitter_swift.language()))


def parse(source: bytes):
    return _PARSER.parse(source)


def text(node: Node) -> str:
    return node.text.decode("utf-8")


def line(node: Node) -> int:
    return node.start_point[0] + 1


def walk(node: Node):
    """Every node below (and including) node, depth first, in source order."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n.children))


def broken_nodes(root: Node):
    """The ERROR and MISSING nodes of a tree: where the grammar could not read the source."""
    found = []
    stack = [root]
    while stack:
        n = stack.pop()
        if n.is_error or n.is_missing:
            found.append(n)
            continue
        if n.has_error:
            stack.extend(reversed(n.children))
    return found


def swift_files(paths, exclude=()):
    """The .swift files under paths (files or folders), sorted, minus those under exclude."""
    excluded = [Path(e).resolve() for e in exclude]
    out = []
    for p in map(Path, paths):
        candidates = [p] if p.is_file() else sorted(p.rglob("*.swift"))
        for f in candidates:
            r = f.resolve()
            if not any(r == e or e in r.parents for e in excluded):
                out.append(f)
    return sorted(set(out))
