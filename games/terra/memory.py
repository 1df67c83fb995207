"""What a Terra Incognita bot has worked out from the game master's log.

A bot's map is a :class:`~games.terra.notebook.Notebook`: the board fragment drawn from its
start, and a new fragment after every hole or river. Every fragment is born with a *tag* (0 for
the board, ``i + 1`` for the one begun by the bot's action at log index ``i``) and keeps its own
frame; when fragments are glued, :attr:`Mind.frames` remembers where each tag's frame lies in
the glued fragment, so what was learnt about a place stays tied to that place:

* **links** — a hole or river cell entered, and the place it led to (both as ``(tag, cell)``);
* **hints** — after a river, the cells where its mouth may lie: straight on from the river cell
  entered, past cells that may be river, with no wall in between and the mouth's upstream side
  open. A fragment begun at a mouth goes onto the river's fragment only at a hinted cell.

A glue is **sure** when exactly one placement agrees with everything known (and with the links:
a hole or river leads to one place, and a hole is where only one hole leads). It is **likely**
when, every agreeing placement being as likely as any other at first, what the two fragments
share makes it at least :data:`LIKELY` probable: each cell kind and each wall they agree on
counts by how rarely it would agree by chance. A likely glue may be wrong, so the mind before it
is kept; a later own report that contradicts the glued map (a wall where the map has none,
another cell kind, a hole or river that did or did not carry the bot off) throws the glue out:
the mind goes back to before it, that glue is refused from then on, and the log since is read
again. Everything is a function of the log, so a fresh bot reading the same log reaches the
same mind.
"""
from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Any

from games.terra.mapfile import DIRS, OPPOSITE, STEP, parse_cell, split_floor
from games.terra.notebook import Cell, Fragment, Notebook, placements

Report = tuple[str, tuple[tuple[str, str], ...]]
Tagged = tuple[int, Cell]
"""A place as first drawn: (tag of the fragment it was drawn in, cell in that frame)."""
Place = tuple[int, Cell]
"""A place in the notebook now: (fragment index, cell in that fragment's frame)."""

LIKELY = 0.97
"""How probable a placement must be for a likely glue (measured: two normal bots then decide on
a wrong map in well under 1 % of their decisions)."""
# How often a cell is of each kind and an inner side open or walled: a chance agreement of a
# rare kind says more about a placement than one of empty ground. River cells are rarer than
# 0.3, but one is known mostly beside a mouth, where a river cell is sure to be.
_P_KIND = {".": 0.75, "A": 0.03, "H": 0.03, "O": 0.05, "M": 0.03, "~": 0.3}
_P_SIDE = {"open": 0.5, "wall": 0.5, "solid": 0.1}
_BLAST_DOUBT = 3.0
"""What it costs a placement to explain a wall seen standing in one fragment and open in the
other by a blast heard elsewhere: only a few of the many walls were blasted."""
TELEPORTS = ("O", "~")
_RECENT = 16  # own reports kept to tell when the bot goes round in circles


class _Contradiction(Exception):
    """An own report disagrees with the glued map."""


def agrees(known: str | None, told: str) -> bool:
    """Whether a side noted ``known`` can now be told ``told``: walls fall, they never rise,
    and the outer wall never falls."""
    if known is None or known == told or {known, told} == {"wall", "solid"}:
        return True
    return known in ("wall", "solid") and told == "open"


@dataclass
class Mind:
    """Everything a bot believes, copied whole before a likely glue."""

    book: Notebook
    frames: list[dict[int, Cell]] = field(default_factory=list)
    """Per fragment: tag -> where that tag's frame origin lies in the fragment's frame."""
    links: list[tuple[Tagged, Tagged]] = field(default_factory=list)
    hints: dict[int, tuple[int, frozenset[Cell]]] = field(default_factory=dict)
    """Tag of a fragment begun at a mouth -> (tag of the river's frame, cells the mouth may be)."""
    reports: dict[int, tuple[str, dict[str, str]]] = field(default_factory=dict)
    """Each other player's last report (cell kind and walls)."""
    drops: int = -1
    """Log index of the last treasure drop."""
    recent: list[Report] = field(default_factory=list)
    learnt: list[int] = field(default_factory=list)
    """:attr:`facts` after each of the last own actions (with :attr:`recent`)."""
    facts: int = 0
    """Sides and kinds learnt on the board fragment so far."""
    blasts: int = 0
    """Walls other players brought down (where is not told)."""
    stairs: dict[tuple[Tagged, str], Tagged] = field(default_factory=dict)
    """(place, ``up``/``down``) -> the place the stairs there led to (and back the other way)."""
    blind: set[tuple[Tagged, str]] = field(default_factory=set)
    """Stairs ways found missing (stairs that only go the other way), noted by the planner."""
    short: set[Tagged] = field(default_factory=set)
    """Arsenals that left the bot short of bullets or grenades, noted by the planner."""
    floors: dict[int, int] = field(default_factory=dict)
    """Tag -> the floor its fragment lies on (a Tver labyrinth: the game master tells a player
    their own floor), so fragments of different floors are never glued."""


@dataclass
class _Checkpoint:
    index: int
    mind: Mind
    glue: tuple[int, int, Cell]


class Memory:
    """One bot's mind, fed the log entries it has not read yet."""

    def __init__(self, player: int, size: int, glues: bool) -> None:
        self.player = player
        self.size = size
        self.glues = glues
        self.mind = Mind(Notebook(size, [], 0, None))
        self.read: list[dict[str, Any]] = []
        self.checkpoints: list[_Checkpoint] = []
        self.refused: set[tuple[int, int, Cell]] = set()

    @property
    def book(self) -> Notebook:
        return self.mind.book

    def feed(self, log: list[dict[str, Any]]) -> None:
        """Read the entries of ``log`` not read yet, throwing out likely glues they contradict."""
        index = len(self.read)
        while index < len(log):
            try:
                self._entry(index, log[index])
            except _Contradiction:
                back = self.checkpoints.pop()
                self.mind = back.mind
                self.refused.add(back.glue)
                del self.read[back.index + 1:]
                self._glue_all(back.index)
                index = back.index + 1
                continue
            self.read.append(log[index])
            index += 1

    def stuck(self) -> bool:
        """The last own actions went round a few places and taught nothing new."""
        mind = self.mind
        return (len(mind.recent) >= _RECENT and len(set(mind.recent)) <= 4
                and mind.learnt[0] == mind.learnt[-1])

    # ----- places ---------------------------------------------------------------------------
    def where(self, tagged: Tagged) -> Place:
        """The place now of a place as first drawn."""
        tag, (x, y) = tagged
        for index, frames in enumerate(self.mind.frames):
            if tag in frames:
                dx, dy = frames[tag]
                return index, (x + dx, y + dy)
        raise KeyError(tag)

    def tagged(self, place: Place) -> Tagged:
        """A place now, as drawn in the frame of the oldest tag of its fragment."""
        index, (x, y) = place
        tag = min(self.mind.frames[index])
        dx, dy = self.mind.frames[index][tag]
        return tag, (x - dx, y - dy)

    def climbs(self) -> dict[tuple[Place, str], Place]:
        """Every stairs way taken: (place, ``up``/``down``) -> the place it leads to."""
        return {(self.where(a), way): self.where(b) for (a, way), b in self.mind.stairs.items()}

    def jumps(self) -> dict[Place, Place]:
        """Every known hole or river: the place entered -> the place it leads to."""
        return {self.where(a): self.where(b) for a, b in self.mind.links}

    # ----- reading the log ------------------------------------------------------------------
    def _contradicted(self) -> None:
        """A report disagrees with the map: fatal to the newest likely glue, if any (else the
        map simply takes the report, as a player's pencil would)."""
        if self.checkpoints:
            raise _Contradiction

    def _entry(self, index: int, entry: dict[str, Any]) -> None:
        said = entry["said"]
        # An entry may also tell of other players (one eaten by the bear, one who came back):
        # each keeps the words about the actor, or about no one in particular.
        actor = entry["player"]
        keys = {key: params for key, params in said if params.get("who", actor) == actor}
        mine = {key: params for key, params in said if params.get("who") == self.player}
        mind = self.mind
        if any(key == "treasure_dropped" for key, _ in said):
            mind.drops = index
        if actor != self.player:
            if "blast_fell" in keys or "grenade_blast_fell" in keys:
                mind.blasts += 1
            if "cell" in keys and "walls" in keys:
                mind.reports[actor] = (keys["cell"]["kind"], {d: keys["walls"][d] for d in DIRS})
            if mine.keys() & {"eaten", "returned"}:
                self._relocated(index, mine)
            elif "treasure_dropped" in mine and mind.book.me is not None:
                _add_item(mind.book.fragments[mind.book.current].note(mind.book.me), "treasure")
            return
        if "eaten" in mine:
            self._relocated(index, mine)
            return
        shot_from = mind.book.me
        self._own_action(index, entry["action"], keys)
        book = self.mind.book
        if book.me is None:
            return
        note = book.fragments[book.current].note(book.me)
        note["seen"] = index
        mine = {key for key, params in said if params.get("who") == self.player}
        if mine & {"treasure_dropped", "treasure_unheld", "treasure_seen"}:
            _add_item(note, "treasure")
        elif "treasure_found" in mine and "treasure" in note["items"]:
            note["items"].remove("treasure")
        elif entry["action"].split()[0] in ("start", "move") and "treasure" in note["items"]:
            note["items"].remove("treasure")  # entered the cell and heard of no treasure: gone
        if entry["action"].startswith("shoot") and shot_from is not None:
            self._shot(entry["action"].split()[1], shot_from, said)
        report = _report_of(keys)
        if report is not None:
            mind.recent = (mind.recent + [report])[-_RECENT:]
            mind.learnt = (mind.learnt + [mind.facts])[-_RECENT:]
        if self.glues and len(book.fragments) > 1:
            self._glue_all(index)

    def _own_action(self, index: int, action: str, keys: dict[str, dict[str, Any]]) -> None:
        """Update the map with one of the bot's own actions and its report."""
        mind = self.mind
        book = mind.book
        word, _, arg = action.partition(" ")
        if word == "start":
            book.fragments.append(Fragment(anchored=True))
            mind.frames.append({0: (0, 0)})
            book.current = 0
            name, floor = split_floor(arg)
            mind.floors[0] = floor
            cell = parse_cell(name, self.size)
            book.me = (cell % self.size, cell // self.size)
            if "hole" in keys or "river" in keys:
                self._teleported(index, book.me, keys)
        elif word == "climb":
            assert book.me is not None
            book.fragments[book.current].note(book.me)["kind"] = "S"
            source = self.tagged((book.current, book.me))
            known = mind.stairs.get((source, arg))
            if known is not None:
                book.current, book.me = self.where(known)
            else:
                tag = self._new_fragment(index, "S", keys)
                mind.stairs[(source, arg)] = (tag, (0, 0))
                mind.stairs[((tag, (0, 0)), "down" if arg == "up" else "up")] = source
        elif word == "move" and keys.keys() & {"banked", "reentered"}:
            pass  # out through the exit and back in: the same cell
        elif word == "move" and "escaped" not in keys and "treasure_false" not in keys:
            assert book.me is not None
            frag = book.fragments[book.current]
            target = (book.me[0] + STEP[arg][0], book.me[1] + STEP[arg][1])
            carried = "river" in keys or "hole" in keys
            known = frag.cells.get(target, {}).get("kind")
            expected = None if not carried else ("O" if "hole" in keys else "~")
            off_board = frag.anchored and not (0 <= target[0] < self.size and 0 <= target[1] < self.size)
            if off_board or (known is not None and (known in TELEPORTS) != carried) or (
                    carried and known not in (None, expected)):
                self._contradicted()
            self._side(frag, book.me, arg, "open")
            if carried:
                self._teleported(index, target, keys)
            else:
                book.me = target
        self._observe(word, arg, keys)

    def _side(self, frag: Fragment, cell: Cell, d: str, told: str) -> None:
        known = frag.cells.get(cell, {"walls": {}})["walls"].get(d)
        if not agrees(known, told):
            self._contradicted()
        if known is None and frag.anchored:
            self.mind.facts += 1
        if not (told == "wall" and known == "solid"):
            frag.set_side(cell, d, told)
        if known == "wall" and told == "open":
            _fall(frag, cell, d)

    def _observe(self, word: str, arg: str, keys: dict[str, dict[str, Any]]) -> None:
        """Note what the GM told after an own action: a blast's outcome, then the kind and the
        walls of the cell the bot stands on."""
        book = self.mind.book
        if book.me is None:
            return
        frag = book.fragments[book.current]
        if word == "blast":
            fell = "blast_fell" in keys
            if frag.cells.get(book.me, {"walls": {}})["walls"].get(arg) in ("open", "outer", "exit"):
                self._contradicted()
            frag.set_side(book.me, arg, "open" if fell else "solid")
            if fell:
                _fall(frag, book.me, arg)
        if "cell" in keys:
            note = frag.note(book.me)
            kind = keys["cell"]["kind"]
            if note["kind"] not in (None, kind):
                self._contradicted()
            if note["kind"] is None and frag.anchored:
                self.mind.facts += 1
            note["kind"] = kind
            for d in DIRS:
                self._side(frag, book.me, d, keys["walls"][d])

    def _teleported(self, index: int, entered: Cell, keys: dict[str, dict[str, Any]]) -> None:
        """A river or hole at ``entered`` took the bot away: to the place it led before, or to
        a new fragment."""
        mind = self.mind
        book = mind.book
        hole = "hole" in keys
        book.fragments[book.current].note(entered)["kind"] = "O" if hole else "~"
        source = self.tagged((book.current, entered))
        known = next((b for a, b in mind.links if a == source), None)
        if known is not None:
            # Holes and rivers always lead to the same cell: the bot knows where it is.
            book.current, book.me = self.where(known)
            return
        tag = self._new_fragment(index, "O" if hole else "M", keys)
        mind.links.append((source, (tag, (0, 0))))
        if not hole:
            mind.hints[tag] = (source[0], self._mouths(source, keys["walls"]))

    def _new_fragment(self, index: int, kind: str | None, keys: dict[str, dict[str, Any]]) -> int:
        """Begin a fragment where the bot now stands (a ``kind`` cell, the floor the game
        master told); its tag."""
        mind = self.mind
        book = mind.book
        tag = index + 1
        frag = Fragment()
        frag.note((0, 0))["kind"] = kind
        book.fragments.append(frag)
        mind.frames.append({tag: (0, 0)})
        book.current = len(book.fragments) - 1
        book.me = (0, 0)
        floor = keys.get("cell", {}).get("floor")
        if floor is not None:
            mind.floors[tag] = floor
        return tag

    def _relocated(self, index: int, mine: dict[str, dict[str, Any]]) -> None:
        """The bear ate the bot, or it came back from the dead: somewhere new, told only by the
        report of its cell."""
        if not self.mind.book.fragments:
            # Eaten on the start cell: the board stays empty, the bot goes on from elsewhere.
            self.mind.book.fragments.append(Fragment(anchored=True))
            self.mind.frames.append({0: (0, 0)})
        self._new_fragment(index, None, mine)
        if "cell" in mine and "walls" in mine:
            self._observe("", "", mine)

    def floor_of(self, fragment: int) -> int | None:
        """The floor of ``fragment``, when the game master told it."""
        return next((self.mind.floors[t] for t in self.mind.frames[fragment] if t in self.mind.floors), None)

    def _mouths(self, source: Tagged, walls: dict[str, str]) -> frozenset[Cell]:
        """Where, in the frame of ``source``, the mouth of the river entered there may lie."""
        index, entered = self.where(source)
        frag = self.mind.book.fragments[index]
        shift = (entered[0] - source[1][0], entered[1] - source[1][1])
        found = set()
        for d in DIRS:
            if walls[OPPOSITE[d]] != "open":
                continue
            cell = entered
            for _ in range(self.size - 1):
                if frag.cells.get(cell, {"walls": {}})["walls"].get(d) not in (None, "open"):
                    break
                cell = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
                if frag.anchored and not (0 <= cell[0] < self.size and 0 <= cell[1] < self.size):
                    break
                note = frag.cells.get(cell)
                kind = None if note is None else note["kind"]
                if kind in (None, "M") and (note is None or all(agrees(note["walls"].get(s), walls[s])
                                                                for s in DIRS)):
                    found.add((cell[0] - shift[0], cell[1] - shift[1]))
                if kind not in (None, "~"):
                    break
        return frozenset(found)

    def _shot(self, d: str, start: Cell, said: list[Any]) -> None:
        """Our bullet made a carrier drop the treasure: note it on the victim's cell when only
        one cell along the known corridor fits the victim's last report."""
        mind = self.mind
        dropped = [params["who"] for key, params in said if key == "treasure_dropped"]
        if not dropped or dropped[0] not in mind.reports:
            return
        frag = mind.book.fragments[mind.book.current]
        fits = []
        cell = start
        while frag.cells.get(cell, {"walls": {}})["walls"].get(d) == "open":
            cell = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
            note = frag.cells.get(cell)
            if note is not None and matches(note, mind.reports[dropped[0]]):
                fits.append(cell)
        if len(fits) == 1:
            _add_item(frag.note(fits[0]), "treasure")

    # ----- glues ----------------------------------------------------------------------------
    def _glue_all(self, index: int) -> None:
        """Glue loose fragments where they surely or likely fit, until none does."""
        changed = True
        while changed and len(self.mind.book.fragments) > 1:
            changed = False
            for loose in range(1, len(self.mind.book.fragments)):
                choice = self._choose_glue(loose)
                if choice is None:
                    continue
                target, shift, sure = choice
                before = None if sure else copy.deepcopy(self.mind)
                key = self._glue_key(loose, target, shift)
                if not self._glue(loose, target, shift):
                    continue
                if before is not None:
                    self.checkpoints.append(_Checkpoint(index, before, key))
                changed = True
                break

    def _glue_key(self, loose: int, target: int, shift: Cell) -> tuple[int, int, Cell]:
        """A glue named by tags and raw frames, so it keeps its name while fragments renumber."""
        frames = self.mind.frames
        a, b = min(frames[loose]), min(frames[target])
        (ax, ay), (bx, by) = frames[loose][a], frames[target][b]
        return a, b, (ax + shift[0] - bx, ay + shift[1] - by)

    def _choose_glue(self, loose: int) -> tuple[int, Cell, bool] | None:
        """Where fragment ``loose`` goes: (target fragment, shift, sure) or None. A fragment
        begun at a river's mouth goes onto the fragment of the river only where a hint puts it."""
        mind = self.mind
        frag = mind.book.fragments[loose]
        on_board = set(placements(frag, self.size))
        for tag, origin in sorted(mind.frames[loose].items()):
            if tag not in mind.hints:
                continue
            source, mouths = mind.hints[tag]
            target, at = self.where((source, (0, 0)))
            if target == loose:
                continue
            shifts = {(m[0] + at[0] - origin[0], m[1] + at[1] - origin[1]) for m in mouths}
            if target == 0:
                on_board &= shifts
                continue
            choice = self._pick(loose, target, sorted(shifts))
            if choice is not None:
                return choice
        choice = self._pick(loose, 0, sorted(on_board))
        if choice is not None or loose != mind.book.current:
            return choice
        return self._join(loose)

    def _join(self, loose: int) -> tuple[int, Cell, bool] | None:
        """Where the fragment the bot is in likely lies on another loose fragment: tried where
        cells of a rare kind (an arsenal, a hole, a mouth…) meet, against every other way the
        two could lie on the board."""
        mind = self.mind
        rare = [(c, n["kind"]) for c, n in mind.book.fragments[loose].cells.items() if n["kind"] not in (None, ".")]
        for target in range(1, len(mind.book.fragments)):
            if target == loose:
                continue
            cells = mind.book.fragments[target].cells
            shifts = {(b[0] - a[0], b[1] - a[1]) for a, kind in rare for b, note in cells.items() if note["kind"] == kind}
            choice = self._pick(loose, target, sorted(shifts), unplaced=self.size * self.size)
            if choice is not None:
                return choice
        return None

    def _pick(self, loose: int, target: int, shifts: list[Cell],
              unplaced: float = 0) -> tuple[int, Cell, bool] | None:
        """Of ``shifts``, the one where ``loose`` goes onto ``target``: (target, shift, sure);
        ``unplaced`` counts further placements, each as likely as one where nothing meets."""
        frag = self.mind.book.fragments[loose]
        board = self.mind.book.fragments[target]
        floors = {self.floor_of(loose), self.floor_of(target)} - {None}
        if len(floors) > 1:
            return None
        scored = sorted(((weight, shift) for shift in shifts
                         if (weight := fit(frag, board, shift, 2 * self.mind.blasts)) is not None
                         and self._links_agree(loose, target, shift)), reverse=True)
        if not scored:
            return None
        if len(scored) == 1 and not unplaced:
            return target, scored[0][1], True
        best, shift = scored[0]
        odds = sum(math.exp(weight - best) for weight, _ in scored) + unplaced * math.exp(-best)
        if 1 / odds < LIKELY or self._glue_key(loose, target, shift) in self.refused:
            return None
        return target, shift, False

    def _links_agree(self, loose: int, target: int, shift: Cell) -> bool:
        """Whether, with ``loose`` laid onto ``target`` at ``shift``, every hole and river cell
        still leads to one place, no hole leads to itself, and no cell is where two different
        holes lead (a hole group is a cycle: each hole has one hole before it)."""
        def placed(tagged: Tagged) -> Place:
            index, (x, y) = self.where(tagged)
            return (target, (x + shift[0], y + shift[1])) if index == loose else (index, (x, y))

        links = [(placed(a), placed(b), a, b) for a, b in self.mind.links]
        moved = [link for link in links if loose in (self.where(link[2])[0], self.where(link[3])[0])]
        for src, dst, raw, _ in moved:
            hole = self._kind_at(raw) == "O"
            if hole and src == dst:
                return False
            for src2, dst2, raw2, _ in links:
                if src2 == src and dst2[0] == dst[0] and dst2 != dst:
                    return False
                if hole and dst2 == dst and src2[0] == src[0] and src2 != src and self._kind_at(raw2) == "O":
                    return False
        return True

    def _kind_at(self, tagged: Tagged) -> str | None:
        index, cell = self.where(tagged)
        note = self.mind.book.fragments[index].cells.get(cell)
        return None if note is None else note["kind"]

    def _glue(self, loose: int, target: int, shift: Cell) -> bool:
        """Lay fragment ``loose`` onto ``target`` (cell c of loose on c + shift of target);
        False when the result would not fit on the board."""
        mind = self.mind
        book = mind.book
        base = Fragment({c: {**n, "walls": dict(n["walls"]), "items": list(n["items"])}
                         for c, n in book.fragments[target].cells.items()}, book.fragments[target].anchored)
        for (x, y), note in book.fragments[loose].cells.items():
            _merge(base.note((x + shift[0], y + shift[1])), note)
        if not placements(base, self.size):
            return False
        if base.anchored:
            mind.facts += len(base.cells) - len(book.fragments[target].cells)
        book.fragments[target] = base
        for tag, (x, y) in mind.frames[loose].items():
            mind.frames[target][tag] = (x + shift[0], y + shift[1])
        del book.fragments[loose]
        del mind.frames[loose]
        if book.current == loose:
            book.current = target
            if book.me is not None:
                book.me = (book.me[0] + shift[0], book.me[1] + shift[1])
        if book.current > loose:
            book.current -= 1
        return True


def fit(a: Fragment, b: Fragment, shift: Cell, spare: int) -> float | None:
    """The evidence that ``a`` lies on ``b`` shifted by ``shift``: the log of how much less
    likely the cells they share would agree by chance; None when a kind or a side contradicts.
    A wall seen standing in one and open in the other agrees when it is known to have fallen, or
    while ``spare`` sides may have fallen to blasts heard elsewhere."""
    dx, dy = shift
    weight = 0.0
    for (x, y), note in a.cells.items():
        other = b.cells.get((x + dx, y + dy))
        if other is None:
            continue
        if None not in (note["kind"], other["kind"]):
            if note["kind"] != other["kind"]:
                return None
            weight -= math.log(_P_KIND.get(note["kind"], 0.05))
        for d, value in note["walls"].items():
            old = other["walls"].get(d)
            if old is None:
                continue
            if old == value or {old, value} == {"wall", "solid"}:
                if d in ("n", "e") and value in _P_SIDE:
                    weight -= math.log(_P_SIDE[value])  # each inner wall once, from its south or west cell
                continue
            if {old, value} != {"wall", "open"}:
                return None
            if d not in (note if value == "open" else other).get("fell", ()):
                if spare <= 0:
                    return None
                spare -= 1
                weight -= _BLAST_DOUBT
    return weight


def _merge(into: dict[str, Any], note: dict[str, Any]) -> None:
    """Lay ``note`` onto ``into`` (they agree, as :func:`fit` found): a wall seen open in
    either has fallen."""
    if note["kind"] is not None:
        into["kind"] = note["kind"]
    for d, value in note["walls"].items():
        old = into["walls"].get(d)
        if old is None or "open" in (old, value):
            into["walls"][d] = "open" if old is not None else value
        elif "solid" in (old, value):
            into["walls"][d] = "solid"
    fell = set(into.get("fell", ())) | set(note.get("fell", ()))
    if fell:
        into["fell"] = sorted(fell)
    for item in note["items"]:
        _add_item(into, item)
    if "seen" in note:
        into["seen"] = max(note["seen"], into.get("seen", -1))


def _fall(frag: Fragment, cell: Cell, d: str) -> None:
    """Mark the wall on side ``d`` of ``cell`` as fallen, seen from both sides."""
    other = (cell[0] + STEP[d][0], cell[1] + STEP[d][1])
    for where, side in ((cell, d), (other, OPPOSITE[d])):
        note = frag.note(where)
        note["fell"] = sorted(set(note.get("fell", ())) | {side})


def _add_item(note: dict[str, Any], item: str) -> None:
    if item not in note["items"]:
        note["items"].append(item)


def _report_of(keys: dict[str, dict[str, Any]]) -> Report | None:
    if "cell" not in keys:
        return None
    return keys["cell"]["kind"], tuple((d, keys["walls"][d]) for d in DIRS)


def matches(note: dict[str, Any], report: tuple[str, dict[str, str]]) -> bool:
    """Whether a fully known cell note is what ``report`` (kind, walls) describes."""
    kind, walls = report
    if note["kind"] != kind:
        return False
    for d in DIRS:
        known = note["walls"].get(d)
        if known is None or ("wall" if known == "solid" else known) != walls[d]:
            return False
    return True
