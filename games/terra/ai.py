"""Computer players of Terra Incognita: they decide from ``state.observation(player)`` alone.

A bot keeps a notebook (see :mod:`games.terra.notebook`) built from the GM's log. The notebook
is remembered between decisions and fed only the log entries it has not read yet (keyed by the
log's length, checked against the entries already read), so a decision costs the same late in a
game as early; a fresh bot, or one whose game was undone or reloaded, rebuilds it from the whole
log and reaches the same notebook, so the choice depends only on the observation and the seed.

Then, in order of need, the bot carries the treasure to a known exit (when no known walk leads
there, it explores, blasting walls if it must, towards the unknown cell that promises the
shortest way to a known exit or, with none known, to the border), walks to a hospital when wounded, shoots along an open corridor at an opponent
carrying the treasure whose last report matches exactly one cell of its map, walks to a treasure it knows of, refills
at an arsenal (hard), and otherwise explores the nearest unvisited cell. Holes and rivers are
entered only when nothing is left to explore on foot.

Both levels shoot only at treasure carriers (shooting everyone in line made games drag past the
turn limit). ``easy`` keeps its fragments apart and sometimes wanders. ``hard`` glues a fragment onto its board map after every own action when the place is certain
or likely, so it finds its way again after holes and rivers; it blasts a wall towards unknown
ground before trusting a hole or a river; it remembers where each hole it fell into led, so a
treasure dropped on a hole (which can only be picked up by falling onto it from the previous
hole of its group) is fetched through that previous hole; and when its own shot makes a carrier
drop the treasure, it notes the cell. A hole or river it has entered before from the same
place takes it back onto the fragment where it landed then. Only ``observation``, ``to_move`` and ``legal_moves`` of
the state are used.
"""
from __future__ import annotations

import heapq
import itertools
import random
from collections import deque
from typing import Any, Callable

from games.terra.mapfile import DIRS, STEP, parse_cell
from games.terra.notebook import (
    Cell, Fragment, GlueError, Notebook, glue, note_report, overlap, placements,
)

LEVELS = ["easy", "hard"]
_WANDER = 0.1  # share of easy turns spent on a random move
_ARSENAL_REACH = 10  # hard bots walk at most this far to refill
_TELEPORTS = ("O", "~")
_HOLE_HUNT = 0.3  # a dropped treasure may lie on a hole, reachable only by falling onto it
_BLAST_COST = 4  # a blast and the step through, and a charge spent that could help later
_GUESS = 3  # hard bots glue a fragment where it agrees with their map on this many cells
_MEMORIES = 16  # notebooks remembered at once (a few games of up to four bots each)

Report = tuple[str, tuple[tuple[str, str], ...]]
Place = tuple[int, Cell]  # (fragment index, cell in that fragment's frame)


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
    memory = _recall(obs, level)
    return _Planner(obs, memory, legal, level, rng).choose()


_CACHE: dict[tuple[int, int, int], "_Memory"] = {}


def _recall(obs: dict[str, Any], level: int) -> "_Memory":
    """The bot's memory brought up to date with ``obs``: reused when the log it read is still
    the start of the log (a new game, an undo or a reload start afresh)."""
    key = (obs["player"], obs["size"], level)
    log = obs["log"]
    memory = _CACHE.get(key)
    if memory is None or len(memory.read) > len(log) or log[:len(memory.read)] != memory.read:
        memory = _Memory(obs["player"], obs["size"], glues=level >= 1)
        if len(_CACHE) >= _MEMORIES:
            _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = memory
    memory.feed(log)
    return memory


class _Memory:
    """What one bot has worked out from the log so far: its notebook and a few extras."""

    def __init__(self, player: int, size: int, glues: bool) -> None:
        self.player = player
        self.size = size
        self.glues = glues
        self.book = Notebook(size, [], 0, None)
        self.read: list[dict[str, Any]] = []
        self.reports: dict[int, tuple[str, dict[str, str]]] = {}
        self.links: list[tuple[Place, Place]] = []  # a hole or river entered, and where it led
        self.loops: set[tuple[Report, str]] = set()
        self.before: Report | None = None
        self.drops: int = -1  # log index of the last treasure drop

    def feed(self, log: list[dict[str, Any]]) -> None:
        """Read the entries of ``log`` not read yet."""
        for index in range(len(self.read), len(log)):
            entry = log[index]
            self._entry(index, entry)
            self.read.append(entry)

    def _entry(self, index: int, entry: dict[str, Any]) -> None:
        said = entry["said"]
        keys = {key: params for key, params in said}
        if any(key == "treasure_dropped" for key, _ in said):
            self.drops = index
        if entry["player"] != self.player:
            if "cell" in keys and "walls" in keys:
                self.reports[entry["player"]] = (keys["cell"]["kind"], {d: keys["walls"][d] for d in DIRS})
            dropped = any(key == "treasure_dropped" and params.get("who") == self.player for key, params in said)
            if dropped and self.book.me is not None:
                items = self.book.fragments[self.book.current].note(self.book.me)["items"]
                if "treasure" not in items:
                    items.append("treasure")
            return
        book = self.book
        shot_from = book.me
        self._own_action(entry["action"], keys)
        if book.me is None:
            return
        frag = book.fragments[book.current]
        frag.note(book.me)["seen"] = index
        items = frag.note(book.me)["items"]
        mine = {key for key, params in said if params.get("who") == self.player}
        if mine & {"treasure_dropped", "treasure_unheld"} and "treasure" not in items:
            items.append("treasure")
        elif "treasure_found" in mine and "treasure" in items:
            items.remove("treasure")
        elif entry["action"].split()[0] in ("start", "move") and "treasure" in items:
            items.remove("treasure")  # entered the cell and heard of no treasure: gone
        if entry["action"].startswith("shoot") and shot_from is not None:
            self._shot(entry["action"].split()[1], shot_from, said)
        report = _report_of(keys)
        if self.before is not None and "river" in keys and report == self.before and report[0] == "M":
            self.loops.add((report, entry["action"].split()[1]))
        self.before = report
        if self.glues and len(book.fragments) > 1:
            self._glue_all()

    def _own_action(self, action: str, keys: dict[str, dict[str, Any]]) -> None:
        """Update the notebook with one of the bot's own actions and its report."""
        book = self.book
        word, _, arg = action.partition(" ")
        if word == "start":
            book.fragments.append(Fragment(anchored=True))
            book.current = 0
            cell = parse_cell(arg, self.size)
            book.me = (cell % self.size, cell // self.size)
            if "hole" in keys or "river" in keys:
                self._teleported(book.me, keys)
        elif word == "move" and "escaped" not in keys and "treasure_false" not in keys:
            assert book.me is not None
            frag = book.fragments[book.current]
            frag.set_side(book.me, arg, "open")
            target = (book.me[0] + STEP[arg][0], book.me[1] + STEP[arg][1])
            if "river" in keys or "hole" in keys:
                self._teleported(target, keys)
            else:
                book.me = target
        note_report(book, word, arg, keys)

    def _teleported(self, entered: Cell, keys: dict[str, dict[str, Any]]) -> None:
        """A river or hole at ``entered`` took the bot away: a new fragment starts."""
        book = self.book
        hole = "hole" in keys
        book.fragments[book.current].note(entered)["kind"] = "O" if hole else "~"
        source = (book.current, entered)
        known = next((b for a, b in self.links if a == source), None)
        if known is not None:
            # Holes and rivers always lead to the same cell: we know where we are.
            book.current, book.me = known
            return
        frag = Fragment()
        frag.note((0, 0))["kind"] = "O" if hole else "M"
        book.fragments.append(frag)
        book.current = len(book.fragments) - 1
        book.me = (0, 0)
        self.links.append((source, (book.current, (0, 0))))

    def _shot(self, d: str, start: Cell, said: list[Any]) -> None:
        """Our bullet made a carrier drop the treasure: note it on the victim's cell when only
        one cell along the known corridor fits the victim's last report."""
        dropped = [params["who"] for key, params in said if key == "treasure_dropped"]
        if not dropped or dropped[0] not in self.reports:
            return
        frag = self.book.fragments[self.book.current]
        fits = []
        cell = start
        while frag.cells.get(cell, {"walls": {}})["walls"].get(d) == "open":
            cell = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
            note = frag.cells.get(cell)
            if note is not None and _matches(note, self.reports[dropped[0]]):
                fits.append(cell)
        if len(fits) == 1:
            items = frag.note(fits[0])["items"]
            if "treasure" not in items:
                items.append("treasure")

    def _glue_all(self) -> None:
        """Glue loose fragments onto the board fragment where they surely or likely fit."""
        changed = True
        while changed and len(self.book.fragments) > 1:
            changed = False
            board = self.book.fragments[0]
            for index in range(1, len(self.book.fragments)):
                frag = self.book.fragments[index]
                scored = sorted(((score, shift) for shift in placements(frag, self.size)
                                 if (score := overlap(frag, board, shift)) is not None), reverse=True)
                if not scored:
                    continue
                sure = len(scored) == 1
                likely = scored[0][0] >= _GUESS and (len(scored) == 1 or scored[1][0] <= scored[0][0] - 2)
                if not (sure or likely):
                    continue
                try:
                    self.book = glue(self.book, index, 0, scored[0][1])
                except GlueError:
                    continue
                self._moved(index, scored[0][1])
                changed = True
                break

    def _moved(self, index: int, offset: Cell) -> None:
        """Fragment ``index`` was glued onto fragment 0 at ``offset``: renumber the links."""
        def place(where: Place) -> Place:
            frag, (x, y) = where
            if frag == index:
                return 0, (x + offset[0], y + offset[1])
            return (frag - 1 if frag > index else frag), (x, y)
        self.links = [(place(a), place(b)) for a, b in self.links]


def _report_of(keys: dict[str, dict[str, Any]]) -> Report | None:
    if "cell" not in keys:
        return None
    return keys["cell"]["kind"], tuple((d, keys["walls"][d]) for d in DIRS)


class _Planner:
    """One decision: the bot's current fragment, position and needs."""

    def __init__(self, obs: dict[str, Any], memory: _Memory, legal: list[str], level: int,
                 rng: random.Random) -> None:
        book = memory.book
        assert book.me is not None
        self.obs = obs
        self.memory = memory
        self.frag = book.fragments[book.current]
        self.index = book.current
        self.me: Cell = book.me
        self.legal = legal
        self.level = level
        self.rng = rng
        self.status = obs["status"][obs["player"]]
        self.here: dict[str, str] = obs["here"] or {}
        self.rivers = {(cell[0] + STEP[d][0], cell[1] + STEP[d][1])
                       for (kind, walls), d in memory.loops
                       for cell, note in self.frag.cells.items() if _matches(note, (kind, dict(walls)))}

    def choose(self) -> str:
        plans = [self._escape, self._heal, self._shoot, self._fetch, self._refill, self._explore]
        if self.level >= 1:
            plans.append(self._break_through)
        for plan in plans + [self._teleport, self._blast]:
            move = plan()
            if move is not None and move in self.legal:
                return move
        walks = [m for m in self.legal if m.startswith("move")]
        return self.rng.choice(walks or self.legal)

    # ----- map helpers ---------------------------------------------------------------------
    def _kind(self, cell: Cell) -> str | None:
        if cell in self.rivers:
            return "~"
        note = self.frag.cells.get(cell)
        return None if note is None else note["kind"]

    def _side(self, cell: Cell, d: str) -> str | None:
        if cell == self.me and d in self.here:
            return self.here[d]  # the GM tells our own walls as they stand now
        note = self.frag.cells.get(cell)
        return None if note is None else note["walls"].get(d)

    def _items(self, cell: Cell) -> list[str]:
        note = self.frag.cells.get(cell)
        return [] if note is None else note["items"]

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
        exits = [c for c, note in self.frag.cells.items() if "exit" in note["walls"].values()]
        known = self._path_to(lambda c: c in exits)
        if known is not None or not self.frag.anchored:
            return known
        if exits:
            return self._route(lambda c: min(abs(c[0] - e[0]) + abs(c[1] - e[1]) for e in exits),
                               set(exits))
        edge = self.obs["size"] - 1
        return self._route(lambda c: min(c[0], c[1], edge - c[0], edge - c[1]), set())

    def _route(self, estimate: Callable[[Cell], int], exits: set[Cell]) -> str | None:
        """The first action of the cheapest way towards an exit: walk known open sides (1
        each) and, with a charge left, blast walls (:data:`_BLAST_COST` each) to reach a known
        exit cell, or the unknown cell whose cost so far plus ``estimate`` (the steps it still
        seems to be from an exit) is least. Teleports are not walked through."""
        blasting = self.status["charges"] > 0
        best: tuple[int, str] | None = None
        done: set[Cell] = set()
        tie = itertools.count()
        heap: list[tuple[int, int, Cell, str | None]] = [(0, next(tie), self.me, None)]
        while heap:
            cost, _, cell, first = heapq.heappop(heap)
            if cell in done or (best is not None and cost >= best[0]):
                continue
            done.add(cell)
            for d in DIRS:
                side = self._side(cell, d)
                note = self.frag.cells.get(cell)
                if side == "open":
                    step, price = f"move {d}", 1
                elif side == "wall" and blasting and (note is None or note["walls"].get(d) != "solid"):
                    step, price = f"blast {d}", _BLAST_COST
                else:
                    continue
                nxt = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
                action = first or step
                if nxt in exits or self._kind(nxt) is None:
                    total = cost + price + (0 if nxt in exits else estimate(nxt))
                    if best is None or total < best[0]:
                        best = (total, action)
                elif nxt not in done and self._kind(nxt) not in _TELEPORTS:
                    heapq.heappush(heap, (cost + price, next(tie), nxt, action))
        return None if best is None else best[1]

    def _heal(self) -> str | None:
        if not self.status["wounded"]:
            return None
        return self._path_to(lambda c: self._kind(c) == "H")

    def _fetch(self) -> str | None:
        """Walk to a treasure we know of; one lying on a hole is reached through the hole
        that leads there."""
        if self.status["treasure"] or self.status["wounded"]:
            return None
        lying = {c for c, note in self.frag.cells.items() if "treasure" in note["items"]}
        if not lying:
            return None
        targets = {c for c in lying if self._kind(c) != "O"}
        holes = lying - targets
        targets |= {a[1] for a, b in self.memory.links
                    if a[0] == self.index and b[0] == self.index and b[1] in holes and self._kind(a[1]) == "O"}
        if targets:
            move = self._path_to(lambda c: c in targets)
            if move is not None:
                return move
        if holes and self.level >= 1:
            # The way in is unknown: try holes we have not fallen into yet.
            tried = {a[1] for a, _ in self.memory.links if a[0] == self.index and self._kind(a[1]) == "O"}
            return self._path_to(lambda c: self._kind(c) == "O" and c not in holes and c not in tried)
        return None

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
        return self.memory.drops

    def _break_through(self) -> str | None:
        """Blast a wall towards unvisited ground (walking to it first) rather than let a hole
        or a river carry us off our map."""
        if not self.status["charges"]:
            return None
        size = self.obs["size"]

        def behind(c: Cell, d: str) -> bool:
            nxt = (c[0] + STEP[d][0], c[1] + STEP[d][1])
            on_board = not self.frag.anchored or (0 <= nxt[0] < size and 0 <= nxt[1] < size)
            return on_board and self._side(c, d) == "wall" and self._kind(nxt) is None

        for d in DIRS:
            if behind(self.me, d):
                return f"blast {d}"
        return self._path_to(lambda c: self._kind(c) not in _TELEPORTS and any(behind(c, d) for d in DIRS))

    def _teleport(self) -> str | None:
        return self._path_to(lambda c: self._kind(c) in _TELEPORTS)

    def _blast(self) -> str | None:
        blasts = [m for m in self.legal if m.startswith("blast")]
        return self.rng.choice(blasts) if blasts else None

    def _shoot(self) -> str | None:
        """Shoot along a known open corridor at a treasure carrier whose last report fits one cell."""
        if self.status["wounded"] or not self.status["bullets"]:
            return None
        me_player = self.obs["player"]
        for other, status in enumerate(self.obs["status"]):
            if other == me_player or not status["started"]:
                continue
            if not status["treasure"] or other not in self.memory.reports:
                continue
            report = self.memory.reports[other]
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


def _matches(note: dict[str, Any], report: tuple[str, dict[str, str]]) -> bool:
    kind, walls = report
    if note["kind"] != kind:
        return False
    for d in DIRS:
        known = note["walls"].get(d)
        if known is None or ("wall" if known == "solid" else known) != walls[d]:
            return False
    return True
