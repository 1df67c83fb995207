"""Computer players of Terra Incognita: they decide from ``state.observation(player)`` alone.

A bot rebuilds its notebook from the observation, then in order of need: carries the treasure
to a known exit (or searches the unexplored border for one), walks to a hospital when wounded,
shoots along an open corridor at an opponent whose last report matches exactly one cell of its
map, walks to a treasure it knows of, refills at an arsenal (hard), and otherwise explores the
nearest unvisited cell. Holes and rivers are entered only when nothing is left to explore on
foot. After a treasure is dropped where the bot cannot tell, cells it visited before the drop
count as unexplored again, and it sometimes jumps into holes (a treasure dropped on a hole can
only be picked up by falling onto it).

``easy`` keeps its fragments apart, shoots only at treasure carriers and sometimes wanders;
``hard`` glues fragments whose place is certain or likely and shoots any healthy opponent in
line. Only ``observation``, ``to_move`` and ``legal_moves`` of the state are used.
"""
from __future__ import annotations

import random
from collections import deque
from typing import Any, Callable

from games.terra.mapfile import DIRS, STEP
from games.terra.notebook import Cell, Fragment, auto_glue, build_notebook

LEVELS = ["easy", "hard"]
_WANDER = 0.1  # share of easy turns spent on a random move
_ARSENAL_REACH = 10  # hard bots walk at most this far to refill
_TELEPORTS = ("O", "~")
_HOLE_HUNT = 0.3  # a dropped treasure may lie on a hole, reachable only by falling onto it
_GUESS = 3  # hard bots glue a fragment where it agrees with their map on this many cells


def choose_move(state: Any, level: int, seed: int, should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the bot's action for ``state.to_move`` (deterministic for ``seed``)."""
    player = state.to_move
    obs = state.observation(player)
    legal = [str(m) for m in state.legal_moves()]
    rng = random.Random(f"terra-ai/{seed}/{player}/{obs['turns']}/{len(obs['log'])}")
    if legal[0].startswith("start"):
        return rng.choice(legal)
    if level == 0 and rng.random() < _WANDER:
        walks = [m for m in legal if m.startswith("move")]
        return rng.choice(walks or legal)
    book = build_notebook(obs)
    if level >= 1 and not should_stop():
        book = auto_glue(book, guess=_GUESS)
    assert book.me is not None
    frag = book.fragments[book.current]
    _mark_river_loops(obs, frag)
    return _Planner(obs, frag, book.me, legal, level, rng).choose()


def _mark_river_loops(obs: dict[str, Any], frag: Fragment) -> None:
    """Mark as river the sides where a river once carried the bot back to a mouth just like the
    one it left: without this it would explore that "unknown" cell again and again."""
    me_player = obs["player"]
    loops = set()
    before = None
    for entry in obs["log"]:
        if entry["player"] != me_player:
            continue
        report = _report_of(entry)
        keys = [key for key, _ in entry["said"]]
        if before is not None and "river" in keys and report == before and report[0] == "M":
            loops.add((report, entry["action"].split()[1]))
        before = report
    for (kind, walls), d in loops:
        for cell, note in list(frag.cells.items()):
            if _matches(note, (kind, dict(walls))):
                frag.note((cell[0] + STEP[d][0], cell[1] + STEP[d][1]))["kind"] = "~"


def _report_of(entry: dict[str, Any]) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    said = dict((key, params) for key, params in entry["said"])
    if "cell" not in said:
        return None
    return said["cell"]["kind"], tuple((d, said["walls"][d]) for d in DIRS)


class _Planner:
    """One decision: the bot's current fragment, position and needs."""

    def __init__(self, obs: dict[str, Any], frag: Fragment, me: Cell, legal: list[str], level: int,
                 rng: random.Random) -> None:
        self.obs = obs
        self.frag = frag
        self.me = me
        self.legal = legal
        self.level = level
        self.rng = rng
        self.status = obs["status"][obs["player"]]

    def choose(self) -> str:
        for plan in (self._escape, self._heal, self._shoot, self._fetch, self._refill, self._explore,
                     self._teleport, self._blast):
            move = plan()
            if move is not None and move in self.legal:
                return move
        walks = [m for m in self.legal if m.startswith("move")]
        return self.rng.choice(walks or self.legal)

    # ----- map helpers ---------------------------------------------------------------------
    def _kind(self, cell: Cell) -> str | None:
        note = self.frag.cells.get(cell)
        return None if note is None else note["kind"]

    def _side(self, cell: Cell, d: str) -> str | None:
        note = self.frag.cells.get(cell)
        return None if note is None else note["walls"].get(d)

    def _path_to(self, goal: Callable[[Cell], bool], limit: int = 10_000) -> str | None:
        """The first step of a shortest known walk to a cell meeting ``goal``."""
        dirs = list(DIRS)
        self.rng.shuffle(dirs)
        first: dict[Cell, str | None] = {self.me: None}
        depth = {self.me: 0}
        queue = deque([self.me])
        while queue:
            cell = queue.popleft()
            if depth[cell] >= limit:
                continue
            for d in dirs:
                if self._side(cell, d) != "open":
                    continue
                nxt = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
                if nxt in first:
                    continue
                step = first[cell] or d
                first[nxt] = step
                depth[nxt] = depth[cell] + 1
                if goal(nxt):
                    return f"move {step}"
                if self._kind(nxt) in _TELEPORTS:
                    continue
                queue.append(nxt)
        return None

    # ----- plans, most urgent first --------------------------------------------------------
    def _escape(self) -> str | None:
        if not self.status["treasure"]:
            return None
        for d in DIRS:
            if self._side(self.me, d) == "exit":
                return f"move {d}"
        known = self._path_to(lambda c: "exit" in self.frag.cells.get(c, {"walls": {}})["walls"].values())
        if known is not None or not self.frag.anchored:
            return known
        edge = self.obs["size"] - 1
        return self._path_to(lambda c: self._kind(c) is None and (c[0] in (0, edge) or c[1] in (0, edge)))

    def _heal(self) -> str | None:
        if not self.status["wounded"]:
            return None
        return self._path_to(lambda c: self._kind(c) == "H")

    def _fetch(self) -> str | None:
        if self.status["treasure"] or self.status["wounded"]:
            return None
        return self._path_to(lambda c: "treasure" in self.frag.cells.get(c, {"items": []})["items"])

    def _refill(self) -> str | None:
        if self.level < 1 or (self.status["bullets"] and self.status["charges"]):
            return None
        return self._path_to(lambda c: self._kind(c) == "A", limit=_ARSENAL_REACH)

    def _explore(self) -> str | None:
        """The nearest unvisited cell, or one last visited before a treasure was dropped."""
        lost = self._lost_since()
        if lost >= 0 and self.rng.random() < _HOLE_HUNT:
            return self._path_to(lambda c: self._kind(c) == "O")
        return self._path_to(lambda c: self._kind(c) is None or self.frag.cells[c].get("seen", -1) < lost)

    def _lost_since(self) -> int:
        """The log index of the last treasure drop when no one holds a treasure now, else -1."""
        if any(s["treasure"] for s in self.obs["status"]):
            return -1
        for index in range(len(self.obs["log"]) - 1, -1, -1):
            if any(key == "treasure_dropped" for key, _ in self.obs["log"][index]["said"]):
                return index
        return -1

    def _teleport(self) -> str | None:
        return self._path_to(lambda c: self._kind(c) in _TELEPORTS)

    def _blast(self) -> str | None:
        blasts = [m for m in self.legal if m.startswith("blast")]
        return self.rng.choice(blasts) if blasts else None

    def _shoot(self) -> str | None:
        """Shoot along a known open corridor at an opponent whose last report fits one cell."""
        if self.status["wounded"] or not self.status["bullets"]:
            return None
        me_player = self.obs["player"]
        for other, status in enumerate(self.obs["status"]):
            if other == me_player or not status["started"]:
                continue
            worth = status["treasure"] or (self.level >= 1 and not status["wounded"] and self.status["bullets"] >= 2)
            if not worth:
                continue
            report = _last_report(self.obs["log"], other)
            if report is None:
                continue
            spots = [c for c, note in self.frag.cells.items() if _matches(note, report)]
            if len(spots) == 1 and spots[0] != self.me:
                d = self._line_to(spots[0])
                if d is not None:
                    return f"shoot {d}"
        return None

    def _line_to(self, target: Cell) -> str | None:
        """The direction of ``target`` when a straight known-open corridor leads there."""
        for d in DIRS:
            cell = self.me
            while self._side(cell, d) == "open":
                cell = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
                if cell == target:
                    return d
        return None


def _last_report(log: list[dict[str, Any]], player: int) -> tuple[str, dict[str, str]] | None:
    """The cell kind and walls last announced for ``player``."""
    for entry in reversed(log):
        if entry["player"] != player:
            continue
        said = dict((key, params) for key, params in entry["said"])
        if "cell" in said and "walls" in said:
            return said["cell"]["kind"], {d: said["walls"][d] for d in DIRS}
        return None
    return None


def _matches(note: dict[str, Any], report: tuple[str, dict[str, str]]) -> bool:
    kind, walls = report
    if note["kind"] != kind:
        return False
    for d in DIRS:
        known = note["walls"].get(d)
        if known is None or ("wall" if known == "solid" else known) != walls[d]:
            return False
    return True
