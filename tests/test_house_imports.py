"""The house's floors, read from the code's own imports.

Every ``import`` and ``from … import`` under ``games/`` counts: at module level or inside a
function or an ``if TYPE_CHECKING`` block, absolute or relative. ``from games.engine import x``
is an edge to the module ``games.engine.x`` when there is one, else to the package. A module's
parent packages run their ``__init__`` first, so where a test asks what a module brings in at
run time (pygame), the parents count too; for circles only the named modules do.
"""
from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "games"
ENGINE = "games.engine"
FLOORS = [
    ("paths and words", "paths i18n"),
    ("files", "atomic jsonfile storage versions saves records settings players"),
    ("a game in play", "registry rules_base contract session thinker stats playback record_text"),
    ("the screen's parts", "theme text widgets focus controls audio animation clock badges scrolltext dragscroll"),
    ("screens", "scene menu seating pause moves_page help_scene settings_scene intro dealing tutorial kiosk start recording game_scene player_chooser name_entry stats_scene"
                " replay history_scene review_scene game_chrome"),
    ("the loop", "app router cli display shutdown"),
    ("tools", "check catalogs textfit artgen tilegen soundgen"),
]
"""The engine's floors, lowest first (the README's Layout): a module imports only its own floor
and those below."""
FLOOR_OF = {f"{ENGINE}.{name}": level for level, (_, names) in enumerate(FLOORS) for name in names.split()}
TOOLS = {name for name, level in FLOOR_OF.items() if level == len(FLOORS) - 1}
"""Whole-arcade checks and generators, run by hand or by tests: above everything."""
LOW_FLOORS = 3
"""Paths and words, files, a game in play: below anything that draws."""


@cache
def modules() -> dict[str, tuple[Path, bool]]:
    """Every module under ``games/``: dotted name → (file, is a package)."""
    found = {}
    for path in sorted(GAMES.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def _known(dotted: str) -> str | None:
    """The module ``dotted`` names, or the nearest package above it that exists."""
    while dotted and dotted not in modules():
        dotted = dotted.rpartition(".")[0]
    return dotted or None


@cache
def tree(name: str) -> ast.Module:
    return ast.parse(modules()[name][0].read_text(encoding="utf-8"))


def edges(module: ast.Module, name: str, package: bool) -> dict[str, int]:
    """The games modules the code of module ``name`` imports, each with the line of its first
    import."""
    here = name if package else name.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in ast.walk(module):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[:len(here.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules() else source
                       for alias in node.names]
        for target in targets:
            if target == "games" or target.startswith("games."):
                known = _known(target)
                if known and known != name:
                    found.setdefault(known, node.lineno)
    return found


@cache
def imports(name: str) -> dict[str, int]:
    """The games modules ``name`` imports (see :func:`edges`)."""
    return edges(tree(name), name, modules()[name][1])


def imports_pygame(name: str) -> bool:
    for node in ast.walk(tree(name)):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def brought_in(name: str) -> set[str]:
    """Every games module that runs when ``name`` is imported (parent packages included)."""
    seen, todo = set(), [name]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        parents = [module.rsplit(".", n)[0] for n in range(1, module.count(".") + 1)]
        todo += [m for m in [*imports(module), *parents] if m in modules()]
    return seen


def circles() -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in imports(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in modules():
        if v not in index:
            visit(v)
    return found


def one_cycle(group: list[str]) -> str:
    """A shortest way round the circle from its first module, with the import lines."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    todo = [start]
    while todo:
        v = todo.pop(0)
        for w in imports(v):
            if w == start:
                route = paths[v] + [start]
                return " -> ".join(f"{a} (line {imports(a)[b]})" for a, b in zip(route, route[1:])) + f" -> {start}"
            if w in members and w not in paths:
                paths[w] = paths[v] + [w]
                todo.append(w)
    return ", ".join(group)


def game_of(name: str) -> str | None:
    """The game folder a module lives in (None for the engine and the arcade-wide modules)."""
    parts = name.split(".")
    if len(parts) < 2 or parts[1] == "engine" or not (GAMES / parts[1] / "__init__.py").exists():
        return None
    return parts[1]


def test_the_walk_sees_every_kind_of_import():
    code = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "import games.engine.paths\n"
        "from . import i18n\n"
        "from ..engine.storage import writable\n"
        "from games.engine import atomic, registry as games_registry\n"
        "from games.engine.jsonfile import BadJSON\n"
        "if TYPE_CHECKING:\n"
        "    from games.engine.saves import SavedGame\n"
        "def later():\n"
        "    from games.engine.session import Session\n")
    found = edges(code, "games.engine.example", package=False)
    assert set(found) == {f"games.engine.{m}" for m in (
        "paths", "i18n", "storage", "atomic", "registry", "jsonfile", "saves", "session")}
    assert found["games.engine.session"] == 10
    assert len(modules()) > 100


def test_no_import_circles_anywhere_in_games():
    found = circles()
    assert not found, "import circles:\n" + "\n".join(
        f"{len(group)} modules: {one_cycle(group)}" for group in found)


def test_no_game_folder_imports_another_games():
    crossing = [f"{name} imports {target} (line {line})"
                for name in modules() if game_of(name)
                for target, line in imports(name).items()
                if game_of(target) and game_of(target) != game_of(name)]
    assert not crossing, "\n".join(crossing)


def test_the_engine_and_the_arcade_wide_modules_reach_games_only_through_the_registry():
    """Outside the game folders (``games/engine``, ``games/bench.py``) a game is named only by
    the dotted strings its ``GameInfo`` gives the registry, never by a static import."""
    static = [f"{name} imports {target} (line {line})"
              for name in modules() if game_of(name) is None
              for target, line in imports(name).items() if game_of(target)]
    assert not static, "\n".join(static)


def rules_and_players() -> list[str]:
    """Each game's ``rules.py``, and the rules and computer-player modules it registers."""
    from games.engine import registry
    registry.discover()
    named = {name for name in modules() if game_of(name) and name.endswith(".rules")}
    for info in registry.all_games():
        named |= {info.rules} | ({info.ai} if info.ai else set())
    return sorted(named)


@pytest.mark.parametrize("name", rules_and_players())
def test_rules_and_computer_players_never_bring_in_pygame(name):
    """Rules are pure, and computer players think in worker processes with no display: nothing
    they import, however indirectly, imports pygame."""
    drawing = sorted(m for m in brought_in(name) if imports_pygame(m))
    assert not drawing, f"{name} brings in pygame through {', '.join(drawing)}"


def test_importing_every_rules_and_computer_player_module_leaves_pygame_unloaded():
    names = rules_and_players()
    code = ("import importlib, sys\n"
            f"for name in {names!r}:\n"
            "    importlib.import_module(name)\n"
            "    if 'pygame' in sys.modules:\n"
            "        print(name)\n"
            "        break\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"importing {done.stdout.strip()} loads pygame"


def engine_modules() -> list[str]:
    return [name for name in modules() if name.startswith(f"{ENGINE}.")]


def test_every_engine_module_stands_on_a_floor():
    unplaced = sorted(set(engine_modules()) - set(FLOOR_OF))
    assert not unplaced, f"put {', '.join(unplaced)} on a floor in FLOORS (tests/test_house_imports.py)"


def test_the_engine_floors_import_only_their_own_floor_and_those_below():
    upward = [f"{name} ({FLOORS[FLOOR_OF[name]][0]}) imports {target} ({FLOORS[FLOOR_OF[target]][0]}, line {line})"
              for name in engine_modules() if name in FLOOR_OF
              for target, line in imports(name).items()
              if target in FLOOR_OF and FLOOR_OF[target] > FLOOR_OF[name]]
    assert not upward, "\n".join(upward)


def test_the_low_floors_never_bring_in_pygame():
    low = [name for name, level in FLOOR_OF.items() if level < LOW_FLOORS]
    drawing = sorted({m for name in low for m in brought_in(name) if imports_pygame(m)})
    assert not drawing, f"the low floors bring in pygame through {', '.join(drawing)}"


def test_nothing_imports_the_whole_arcade_tools_but_the_tools():
    users = [f"{name} imports {target} (line {line})"
             for name in modules() if name not in TOOLS
             for target, line in imports(name).items() if target in TOOLS]
    assert not users, "\n".join(users)
