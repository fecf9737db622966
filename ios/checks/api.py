"""The API check: every name of the core that our Swift uses exists in the generated bindings.

    python api.py --bindings ios/generated/swift/SlovoCore.swift PATH...

What the generated file declares public (types, their fields, methods, initialisers, enum cases
with their labels, top-level functions, protocol requirements) is read with tree-sitter. Our
Swift is then read for what it names of the core:

- every type written `SlovoCore.X` (a file that imports SlovoCore must qualify core types, so
  none escapes the check; an unqualified core name is an error);
- calls `SlovoCore.X(...)` (an initialiser's labels) and `SlovoCore.f(...)`;
- members on values whose type is known: parameters, properties and closure parameters declared
  with a core type, and values whose type follows from a checked call or field (`let v = try
  slovo.view(gameId:)`, `for c in v.cells`, `v.cells.map { c in ... }`, an optional record's
  `kept.map { $0.sections }`);
- method calls with their argument labels, and `.case` arguments where the parameter is a core
  enum; `case .x(label:)` patterns of a switch over a core enum;
- classes adopting a core protocol implement each of its requirements with the same labels;
- calls of the app's own layer (the public classes of the file importing SlovoCore, `Core`)
  with their argument labels, as the presenters make them (`core.friends()`).

Exits 1 listing file:line for each name the bindings lack.
"""

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from swift_tree import line, parse, swift_files, text, walk

MODULE = "SlovoCore"


@dataclass
class Param:
    label: str | None  # None: unlabelled (`_`)
    type: str
    has_default: bool = False


@dataclass
class Func:
    name: str
    params: list[Param]
    returns: str | None = None

    def signature(self) -> str:
        return f"{self.name}({''.join((p.label or '_') + ':' for p in self.params)})"


@dataclass
class TypeDecl:
    name: str
    kind: str  # class, struct, enum, protocol
    fields: dict[str, str] = field(default_factory=dict)
    methods: dict[str, list[Func]] = field(default_factory=dict)
    inits: list[Func] = field(default_factory=list)
    cases: dict[str, list[Param]] = field(default_factory=dict)


@dataclass
class Api:
    types: dict[str, TypeDecl] = field(default_factory=dict)
    functions: dict[str, list[Func]] = field(default_factory=dict)


def compact(node) -> str:
    return re.sub(r"\s+", "", text(node))


def is_public(decl) -> bool:
    for c in decl.children:
        if c.type == "modifiers":
            return any(text(m) in ("public", "open") for m in c.children if m.type == "visibility_modifier")
    return False


TYPE_NODES = {"user_type", "optional_type", "array_type", "dictionary_type", "tuple_type", "function_type"}


def params_of(decl) -> list[Param]:
    """A declaration's parameters, each with whether a default value follows it."""
    out = []
    kids = decl.children
    for i, c in enumerate(kids):
        if c.type != "parameter":
            continue
        names = [k for k in c.children if k.type == "simple_identifier"]
        types = [k for k in c.children if k.type in TYPE_NODES]
        label = ident(names[0]) if names else None
        has_default = i + 2 < len(kids) and decl.field_name_for_child(i + 2) == "default_value"
        out.append(Param(None if label == "_" else label, compact(types[0]) if types else "?", has_default))
    return out


def returns_of(decl) -> str | None:
    kids = decl.children
    for i, c in enumerate(kids):
        if c.type == "->":
            for k in kids[i + 1:]:
                if k.type in TYPE_NODES:
                    return compact(k)
    return None


def name_of(decl) -> str | None:
    for c in decl.children:
        if c.type in ("type_identifier", "simple_identifier"):
            return ident(c)
    return None


def ident(node) -> str:
    """A name as Swift code uses it: uniffi writes a keyword-like one in backticks (case `open`),
    which is used without them (`.open`)."""
    return text(node).strip("`")


def read_bindings(path) -> Api:
    source = Path(path).read_text(encoding="utf-8")
    # tree-sitter-swift 0.7.4 cannot read this attribute (uniffi puts it on internal helpers):
    # blank it out, keeping every position.
    source = re.sub(r"@_documentation\(visibility:\s*private\)", lambda m: " " * len(m.group()), source)
    root = parse(source.encode("utf-8")).root_node
    api = Api()
    for decl in root.children:
        if decl.type == "function_declaration" and is_public(decl):
            f = Func(name_of(decl), params_of(decl), returns_of(decl))
            api.functions.setdefault(f.name, []).append(f)
        elif decl.type in ("class_declaration", "protocol_declaration") and is_public(decl):
            kind_node = next((c for c in decl.children if c.type in ("class", "struct", "enum", "protocol", "extension")), None)
            kind = text(kind_node) if kind_node is not None else "class"
            if kind == "extension":
                continue
            t = api.types.setdefault(name_of(decl), TypeDecl(name_of(decl), kind))
            body = next((c for c in decl.children if c.type.endswith("_body")), None)
            for m in body.children if body is not None else []:
                member_public = kind in ("enum", "protocol") or is_public(m)
                if m.type == "enum_entry":
                    names = [c for c in m.children if c.type == "simple_identifier"]
                    data = next((c for c in m.children if c.type == "enum_type_parameters"), None)
                    params = []
                    if data is not None:
                        kids = [c for c in data.children if c.is_named]
                        i = 0
                        while i < len(kids):
                            if kids[i].type == "simple_identifier" and i + 1 < len(kids) and kids[i + 1].type in TYPE_NODES:
                                params.append(Param(text(kids[i]), compact(kids[i + 1])))
                                i += 2
                            else:
                                params.append(Param(None, compact(kids[i])))
                                i += 1
                    for n in names[:1]:
                        t.cases[ident(n)] = params
                elif not member_public:
                    continue
                elif m.type == "property_declaration":
                    pattern = next((c for c in m.children if c.type == "pattern"), None)
                    annot = next((c for c in m.children if c.type == "type_annotation"), None)
                    if pattern is not None:
                        t.fields[ident(pattern)] = compact(annot.children[-1]) if annot is not None else "?"
                elif m.type in ("function_declaration", "protocol_function_declaration"):
                    f = Func(name_of(m), params_of(m), returns_of(m))
                    t.methods.setdefault(f.name, []).append(f)
                elif m.type == "init_declaration":
                    t.inits.append(Func("init", params_of(m)))
    return api


def unwrap(t: str | None) -> str | None:
    """The type without optional marks and the module prefix."""
    if t is None:
        return None
    t = t.rstrip("?!")
    return t[len(MODULE) + 1:] if t.startswith(MODULE + ".") else t


def element(t: str | None) -> str | None:
    t = unwrap(t)
    if t and t.startswith("[") and t.endswith("]") and ":" not in t:
        return unwrap(t[1:-1])
    return None


def labels_fit(params: list[Param], labels: list[str | None]) -> bool:
    i = 0
    for p in params:
        if i < len(labels) and labels[i] == p.label:
            i += 1
        elif not p.has_default:
            return False
    return i == len(labels)


class Scope:
    def __init__(self, parent=None):
        self.parent, self.names = parent, {}

    def get(self, name):
        s = self
        while s is not None:
            if name in s.names:
                return s.names[name]
            s = s.parent
        return None


SCOPES = {"function_declaration", "init_declaration", "lambda_literal", "class_declaration", "computed_property",
          "protocol_declaration", "deinit_declaration"}
ITERATORS = {"map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "allSatisfy", "sorted", "firstIndex",
             "enumerated"}
# Optional's own methods: on an optional core value (`kept.map { $0.sections }`) they are not the record's
# members, and their closure gets the value itself.
OPTIONAL_METHODS = {"map", "flatMap"}


def optional_core_value(t: str | None, name: str) -> bool:
    return name in OPTIONAL_METHODS and t is not None and t.endswith("?")


class Checker:
    def __init__(self, api: Api, own_types: set[str]):
        self.api, self.own = api, own_types
        self.errors: list[str] = []
        self.checked: set[str] = set()
        self.closure_hints: dict[int, str] = {}
        self.path = ""

    def error(self, node, message):
        self.errors.append(f"{self.path}:{line(node)}: {message}")

    def core(self, t: str | None) -> TypeDecl | None:
        return self.api.types.get(unwrap(t) or "")

    # What type an expression has, as far as the core's names go (None when unknown).
    def type_of(self, node, scope: Scope) -> str | None:
        kind = node.type
        if kind == "simple_identifier":
            name = text(node)
            return "module" if name == MODULE else scope.get(name)
        if kind in ("try_expression", "await_expression", "parenthesized_expression"):
            inner = [c for c in node.children if c.is_named and c.type not in ("try_operator",)]
            return self.type_of(inner[-1], scope) if inner else None
        if kind == "postfix_expression":
            return unwrap(self.type_of(node.children[0], scope))
        if kind == "navigation_expression":
            target, name = node.children[0], self.suffix(node)
            if text(target) == "self":
                return scope.get(name)
            recv = self.type_of(target, scope)
            if recv == "module":
                return f"type:{name}" if name in self.api.types else None
            if recv and recv.startswith("type:"):
                t = self.api.types.get(recv[5:])
                return t.name if t and name in t.cases else None
            t = self.core(recv)
            return t.fields.get(name) if t else None
        if kind == "call_expression":
            callee = callee_of(node)
            if callee.type == "navigation_expression":
                recv, name = self.type_of(callee.children[0], scope), self.suffix(callee)
                if recv == "module":
                    if name in self.api.types:
                        return name
                    fs = self.api.functions.get(name)
                    return fs[0].returns if fs else None
                if recv and recv.startswith("type:"):
                    return recv[5:]
                t = self.core(recv)
                if t and name in t.methods:
                    return t.methods[name][0].returns
                if name in ITERATORS and element(recv) and name == "filter":
                    return recv
        return None

    @staticmethod
    def suffix(nav) -> str:
        s = nav.child_by_field_name("suffix")
        ident = next((c for c in s.children if c.type == "simple_identifier"), None) if s else None
        return text(ident) if ident is not None else (text(s).lstrip(".") if s else "")

    @staticmethod
    def arguments(call):
        """(label or None, value node) per argument of a call, trailing closures left out."""
        suffix = next((c for c in call.children if c.type == "call_suffix"), None)
        args = next((c for c in suffix.children if c.type == "value_arguments"), None) if suffix else None
        out = []
        for a in args.children if args is not None else []:
            if a.type != "value_argument":
                continue
            label = next((c for c in a.children if c.type == "value_argument_label"), None)
            value = a.child_by_field_name("value")
            out.append((text(label) if label is not None else None, value))
        return out

    def check_call(self, node, funcs: list[Func], what: str, scope: Scope):
        args = self.arguments(node)
        labels = [label for label, _ in args]
        fitting = [f for f in funcs if labels_fit(f.params, labels)]
        shown = f"{what}({''.join((l or '_') + ':' for l in labels)})"
        if not fitting:
            have = ", ".join(f.signature() for f in funcs)
            self.error(node, f"{shown}: no such signature in the bindings or Core.swift (they have {have})")
            return
        self.checked.add(shown)
        params = {p.label: p for p in fitting[0].params}
        for label, value in args:
            p = params.get(label)
            if p is not None and value is not None:
                self.check_case_value(value, p.type)

    def check_case_value(self, value, expected: str):
        """A `.case` (or `.case(...)`) written where the core expects one of its enums."""
        t = self.core(expected)
        if t is None or t.kind != "enum":
            return
        node = value.children[0] if value.type == "call_expression" else value
        if node.type == "prefix_expression" and text(node).startswith("."):
            name = text(node)[1:]
            if name not in t.cases:
                self.error(value, f"{t.name} has no case .{name}")
            else:
                self.checked.add(f"{t.name}.{name}")

    def check_member(self, node, scope: Scope):
        target, name = node.children[0], self.suffix(node)
        if text(target) == "self" or not name:
            return
        recv = self.type_of(target, scope)
        if recv == "module":
            if name not in self.api.types and name not in self.api.functions:
                self.error(node, f"{MODULE}.{name}: the bindings declare no such type or function")
            return
        if recv and recv.startswith("type:"):
            t = self.api.types.get(recv[5:])
            if t and name not in t.cases and name not in t.methods and name not in t.fields:
                self.error(node, f"{t.name}.{name}: no such case or member in the bindings")
            elif t:
                self.checked.add(f"{t.name}.{name}")
            return
        t = self.core(recv)
        if t is None or optional_core_value(recv, name):
            return
        if name in t.fields or name in t.methods:
            self.checked.add(f"{t.name}.{name}")
        else:
            self.error(node, f"{t.name}.{name}: no such field or method in the bindings")

    def check_switch(self, node, scope: Scope):
        subject = node.child_by_field_name("expr")
        t = self.core(self.type_of(subject, scope)) if subject is not None else None
        if t is None or t.kind != "enum":
            return
        for entry in (c for c in node.children if c.type == "switch_entry"):
            for pattern in (c for c in entry.children if c.type == "switch_pattern"):
                m = re.match(r"\s*(?:(?:let|var)\s+)?\.(\w+)\s*(?:\((.*)\))?\s*$", text(pattern), re.S)
                if not m:
                    continue
                name, inner = m.group(1), m.group(2)
                if name not in t.cases:
                    self.error(pattern, f"{t.name} has no case .{name}")
                    continue
                self.checked.add(f"{t.name}.{name}")
                known = {p.label for p in t.cases[name]}
                for part in split_top(inner or ""):
                    lm = re.match(r"\s*(\w+)\s*:", part)
                    if lm and lm.group(1) not in known:
                        self.error(pattern, f"{t.name}.{name} has no associated value {lm.group(1)}")

    def check_conformance(self, node):
        """A class adopting a core protocol implements each requirement with its labels."""
        protocols = []
        for c in node.children:
            if c.type == "inheritance_specifier":
                name = unwrap(compact(c))
                t = self.api.types.get(name)
                if t is not None and t.kind == "protocol":
                    protocols.append(t)
        if not protocols:
            return
        body = next((c for c in node.children if c.type == "class_body"), None)
        mine = set()
        for m in body.children if body is not None else []:
            if m.type == "function_declaration":
                mine.add(Func(name_of(m), params_of(m)).signature())
        for p in protocols:
            for funcs in p.methods.values():
                for f in funcs:
                    if f.signature() in mine:
                        self.checked.add(f"{p.name}.{f.signature()}")
                    else:
                        self.error(node, f"{p.name} requires {f.signature()}, which this class does not implement")

    def bind(self, scope: Scope, name_node, type_: str | None):
        # An unknown type is bound too: it hides an outer binding of the same name.
        if name_node is not None:
            scope.names[text(name_node)] = type_

    def visit(self, node, scope: Scope, imports_core: bool):
        kind = node.type
        if kind in SCOPES:
            scope = Scope(scope)
            if kind == "class_declaration":
                self.check_conformance(node)
                body = next((c for c in node.children if c.type.endswith("_body")), None)
                for m in body.children if body is not None else []:
                    if m.type == "property_declaration":
                        self.bind_property(m, scope)
            for c in node.children:
                if c.type == "parameter":
                    names = [k for k in c.children if k.type == "simple_identifier"]
                    types = [k for k in c.children if k.type in TYPE_NODES]
                    if names and types:
                        self.bind(scope, names[-1], compact(types[0]))
            if kind == "lambda_literal":
                hint = self.closure_hints.get(node.id)
                params = [p for p in walk(node) if p.type == "lambda_parameter"]
                for p in params:
                    names = [k for k in p.children if k.type == "simple_identifier"]
                    types = [k for k in p.children if k.type in TYPE_NODES]
                    self.bind(scope, names[0] if names else None, compact(types[0]) if types else hint)
                # Set even when unknown, so an outer closure's $0 does not leak in.
                scope.names["$0"] = hint

        # Loop and if/guard bindings hold in the body, which is visited below.
        if kind in ("if_statement", "guard_statement"):
            kids = node.children
            for i, c in enumerate(kids):
                if node.field_name_for_child(i) == "bound_identifier":
                    value = next((k for k in kids[i + 1:] if k.is_named), None)
                    if value is not None:
                        self.bind(scope, c, unwrap(self.type_of(value, scope)))
        elif kind == "for_statement":
            item, coll = node.child_by_field_name("item"), node.child_by_field_name("collection")
            if item is not None and coll is not None:
                self.bind(scope, item, element(self.type_of(coll, scope)))

        if kind == "user_type":
            idents = [c for c in node.children if c.type == "type_identifier"]
            if idents and text(idents[0]) == MODULE and len(idents) > 1:
                name = text(idents[1])
                if name not in self.api.types:
                    self.error(node, f"{MODULE}.{name}: the bindings declare no such type")
                else:
                    self.checked.add(name)
            elif idents and imports_core and text(idents[0]) in self.api.types and text(idents[0]) not in self.own:
                self.error(node, f"write {MODULE}.{text(idents[0])}: core types are named with their module")
        elif kind == "navigation_expression":
            self.check_member(node, scope)
        elif kind == "call_expression":
            self.check_call_expression(node, scope, imports_core)
        elif kind == "switch_statement":
            self.check_switch(node, scope)

        for c in node.children:
            self.visit(c, scope, imports_core)

        # A local binding takes effect after its value is read.
        if kind == "property_declaration" and node.parent is not None and not node.parent.type.endswith("_body"):
            self.bind_property(node, scope)

    def bind_property(self, node, scope: Scope):
        pattern = next((c for c in node.children if c.type == "pattern"), None)
        annot = next((c for c in node.children if c.type == "type_annotation"), None)
        value = node.child_by_field_name("value")
        if pattern is None or len([c for c in pattern.children if c.is_named]) != 1:
            return
        if annot is not None:
            self.bind(scope, pattern, compact(annot.children[-1]))
        elif value is not None:
            self.bind(scope, pattern, self.type_of(value, scope))

    def check_call_expression(self, node, scope: Scope, imports_core: bool):
        callee = callee_of(node)
        if callee.type == "simple_identifier":
            name = text(callee)
            if imports_core and name not in self.own and (name in self.api.types or name in self.api.functions):
                self.error(node, f"write {MODULE}.{name}: core names are written with their module")
            return
        if callee.type != "navigation_expression":
            return
        recv, name = self.type_of(callee.children[0], scope), self.suffix(callee)
        if recv == "module":
            if name in self.api.types:
                t = self.api.types[name]
                if t.inits:
                    self.check_call(node, t.inits, f"{name}.init", scope)
            elif name in self.api.functions:
                self.check_call(node, self.api.functions[name], f"{MODULE}.{name}", scope)
            return
        if recv and recv.startswith("type:"):
            t = self.api.types.get(recv[5:])
            if t and name in t.cases:
                self.check_call(node, [Func(name, t.cases[name])], f"{t.name}.{name}", scope)
            return
        t = self.core(recv)
        if t is not None and name in t.methods:
            self.check_call(node, t.methods[name], f"{t.name}.{name}", scope)
        elif name in ITERATORS:
            el = unwrap(recv) if optional_core_value(recv, name) else element(recv)
            if el and self.core(el):
                for lam in walk(node):
                    if lam.type == "lambda_literal":
                        self.closure_hints[lam.id] = el
                        break

    def check_file(self, path):
        self.path = str(path)
        # Hints are keyed by node id, an address: the next file's tree may reuse one of the last's.
        self.closure_hints = {}
        root = parse(Path(path).read_bytes()).root_node
        imports_core = any(c.type == "import_declaration" and compact(c) == "import" + MODULE for c in root.children)
        self.visit(root, Scope(), imports_core)
        return imports_core


BINARY = {"additive_expression", "multiplicative_expression", "comparison_expression", "equality_expression",
          "conjunction_expression", "disjunction_expression", "nil_coalescing_expression", "range_expression"}


def callee_of(call):
    """What a call calls. tree-sitter-swift reads `a + b.map { }` as a call of `a + b.map`: the
    callee is then the binary expression's right operand."""
    callee = call.children[0]
    while callee.type in BINARY:
        callee = [c for c in callee.children if c.is_named][-1]
    return callee


def split_top(s: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    return parts + ([cur] if cur.strip() else [])


def own_types(files) -> set[str]:
    names = set()
    for f in files:
        for n in walk(parse(Path(f).read_bytes()).root_node):
            if n.type in ("class_declaration", "protocol_declaration", "typealias_declaration"):
                name = name_of(n)
                if name and not any(c.type == "extension" for c in n.children):
                    names.add(name)
    return names


def add_own_layer(api: Api, files) -> None:
    """The app's layer over the core (`Core.swift`, the file that imports the bindings) is checked
    as the bindings are: its public classes' methods, with their labels, join the API, so a
    presenter calling `core.x(...)` that the layer lacks (or with other labels) fails too."""
    for f in files:
        root = parse(Path(f).read_bytes()).root_node
        if any(c.type == "import_declaration" and compact(c) == "import" + MODULE for c in root.children):
            for name, t in read_bindings(f).types.items():
                if t.kind == "class":
                    api.types.setdefault(name, t)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bindings", required=True)
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args(argv)
    api = read_bindings(args.bindings)
    if "Slovo" not in api.types:
        print(f"api: {args.bindings} declares no Slovo class: not the core's bindings?", file=sys.stderr)
        return 1
    files = swift_files(args.paths, args.exclude + [args.bindings])
    add_own_layer(api, files)
    checker = Checker(api, own_types(files))
    users = [f for f in files if checker.check_file(f)]
    for e in checker.errors:
        print(e, file=sys.stderr)
    status = "FAILED" if checker.errors else "ok"
    print(f"api: {len(checker.checked)} core names checked in {len(files)} files "
          f"({len(users)} import {MODULE}) against {len(api.types)} types and {len(api.functions)} functions: {status}")
    return 1 if checker.errors else 0


if __name__ == "__main__":
    sys.exit(main())
