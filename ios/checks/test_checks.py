"""The checks' own tests: each proves a check fails on what it must catch, and passes otherwise.

    python test_checks.py BINDINGS   (the generated SlovoCore.swift)
"""

import sys
import tempfile
import unittest
from pathlib import Path

import api
import syntax

BINDINGS = None

GOOD = """
import SlovoCore

final class Uses {
    private let slovo: SlovoCore.Slovo
    init(slovo: SlovoCore.Slovo) { self.slovo = slovo }

    func board(_ id: String) throws -> [Int32] {
        let v = try slovo.view(gameId: id)
        var rows: [Int32] = []
        for c in v.cells where c.premium == SlovoCore.PremiumKind.doubleLetter { rows.append(c.row) }
        return rows + v.cells.map { $0.col }
    }

    func keptSections() throws -> Int? {
        let kept: SlovoCore.OnlineStatsScreen? = try slovo.cachedOnlineStats()
        return kept.map { $0.sections.count }
    }

    func token(_ t: String) async throws {
        try await slovo.setPushToken(platform: .apns, token: t)
    }

    // uniffi writes this case `open`, in backticks; Swift code writes .open.
    func offered(_ r: SlovoCore.RematchScreen) -> Bool {
        switch r.phase {
        case .open: return true
        case .notOffered, .started, .declined: return false
        }
    }

    func outcome(_ s: SlovoCore.SeekOutcome) -> String? {
        switch s {
        case .matched(let gameId, _): return gameId
        case .pending(seekId: let id, expiresAt: _): return id
        case .expired: return nil
        }
    }
}

final class Listener: SlovoCore.OnlineGameListener, @unchecked Sendable {
    func onUpdate(screen: SlovoCore.OnlineGameScreen) { _ = screen.rack }
    func onConnection(live: Bool, problem: String?) {}
    func onEnd(reason: String) {}
}
"""

# Each a change of GOOD that names something the bindings lack, with what the error must say.
WRONG = {
    "method": ("slovo.view(gameId: id)", "slovo.viewGame(gameId: id)", "Slovo.viewGame"),
    "argument label": ("slovo.view(gameId: id)", "slovo.view(game: id)", "Slovo.view(game:)"),
    "field": ("c.row", "c.line", "Cell.line"),
    "field through a closure": ("$0.col", "$0.column", "Cell.column"),
    "field through an optional's map": ("$0.sections", "$0.parts", "OnlineStatsScreen.parts"),
    "type": ("SlovoCore.SeekOutcome) ->", "SlovoCore.SeekResult) ->", "SlovoCore.SeekResult"),
    "enum case in a switch": ("case .expired:", "case .timedOut:", "no case .timedOut"),
    "enum case as an argument": ("platform: .apns", "platform: .apple", "no case .apple"),
    "qualified enum case": ("PremiumKind.doubleLetter", "PremiumKind.letterTimesTwo", "PremiumKind.letterTimesTwo"),
    "associated value label": ("seekId: let id", "seek: let id", "no associated value seek"),
    "protocol requirement": ("func onEnd(reason: String) {}", "func onEnded(reason: String) {}", "requires onEnd(reason:)"),
    "unqualified core type": ("(_ s: SlovoCore.SeekOutcome)", "(_ s: SeekOutcome)", "write SlovoCore.SeekOutcome"),
}


def write(folder: Path, name: str, source: str) -> Path:
    path = folder / name
    path.write_text(source, encoding="utf-8")
    return path


class SyntaxGate(unittest.TestCase):
    def test_good_swift_passes(self):
        with tempfile.TemporaryDirectory() as d:
            write(Path(d), "Good.swift", GOOD)
            self.assertEqual(syntax.main([d]), 0)

    def test_broken_swift_fails_with_its_line(self):
        with tempfile.TemporaryDirectory() as d:
            broken = write(Path(d), "Broken.swift", "struct A {\n    func f( {\n        let x = \n}\n")
            found = syntax.problems(broken)
            self.assertTrue(found, "a broken file must be reported")
            self.assertTrue(all(p.startswith(f"{broken}:") for p in found))
            self.assertEqual(syntax.main([d]), 1)

    def test_missing_brace_fails(self):
        with tempfile.TemporaryDirectory() as d:
            write(Path(d), "Open.swift", "func f() {\n    print(1)\n")
            self.assertEqual(syntax.main([d]), 1)


class ApiCheck(unittest.TestCase):
    def run_on(self, source: str):
        with tempfile.TemporaryDirectory() as d:
            path = write(Path(d), "Uses.swift", source)
            a = api.read_bindings(BINDINGS)
            checker = api.Checker(a, api.own_types([path]))
            checker.check_file(path)
            return checker

    def test_correct_names_pass(self):
        checker = self.run_on(GOOD)
        self.assertEqual(checker.errors, [])
        for name in ("Slovo.view(gameId:)", "Cell.row", "Cell.col", "PushTokenPlatform.apns", "SeekOutcome.expired",
                     "OnlineGameListener.onEnd(reason:)", "PremiumKind.doubleLetter", "OnlineStatsScreen.sections",
                     "RematchPhase.open", "RematchPhase.declined"):
            self.assertIn(name, checker.checked)

    def test_each_wrong_name_fails(self):
        for what, (right, wrong, message) in WRONG.items():
            with self.subTest(what):
                self.assertIn(right, GOOD)
                checker = self.run_on(GOOD.replace(right, wrong, 1))
                self.assertTrue(any(message in e for e in checker.errors), f"{what}: {checker.errors}")

    def test_the_command_fails_on_a_wrong_name(self):
        with tempfile.TemporaryDirectory() as d:
            write(Path(d), "Uses.swift", GOOD.replace("c.row", "c.line"))
            self.assertEqual(api.main(["--bindings", BINDINGS, d]), 1)
            write(Path(d), "Uses.swift", GOOD)
            self.assertEqual(api.main(["--bindings", BINDINGS, d]), 0)

    def test_a_presenter_calling_what_the_core_layer_lacks_fails(self):
        # Core.swift (the file importing SlovoCore) is the presenters' API: its methods are checked too.
        layer = "import SlovoCore\n\npublic final class Core {\n    public func friends(limit: Int) async throws -> Int { limit }\n}\n"
        call = "core.friends(limit: 3)"
        presenter = ("final class P {\n    private let core: Core\n    init(core: Core) { self.core = core }\n"
                     f"    func f() async throws -> Int {{ try await {call} }}\n}}\n")
        with tempfile.TemporaryDirectory() as d:
            write(Path(d), "Core.swift", layer)
            write(Path(d), "P.swift", presenter)
            self.assertEqual(api.main(["--bindings", BINDINGS, d]), 0)
            for wrong in ("core.friend(limit: 3)", "core.friends(count: 3)"):
                with self.subTest(wrong):
                    write(Path(d), "P.swift", presenter.replace(call, wrong))
                    self.assertEqual(api.main(["--bindings", BINDINGS, d]), 1)


if __name__ == "__main__":
    BINDINGS = sys.argv.pop(1)
    unittest.main(verbosity=1)
