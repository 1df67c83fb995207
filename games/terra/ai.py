"""Computer players of Terra Incognita: they decide from ``state.observation(player)`` alone.

A bot keeps a mind (see :mod:`games.terra.memory`): its notebook in fragments, where each hole
and river it entered led, and the glues it believes. The mind is remembered between decisions
and fed only the log entries it has not read yet (keyed by the log's length, checked against
the entries already read), so a decision costs the same late in a game as early; a fresh bot,
or one whose game was undone or reloaded, rebuilds it from the whole log and reaches the same
mind, so the choice depends only on the observation and the seed.

Every plan is a search over the places of the notebook: a walk costs 1 a step; a hole or river
entered before leads where it led then (one step, and across fragments); a blast, where a plan
allows it, costs :data:`_BLAST_COST`. A hole or river never entered is a *leap* into the
unknown, which only the plans that want one take. In order of need the bot carries the
treasure out (through a known exit, else blasting if it must towards the unknown cell that
promises the shortest way to a known exit or, with none known, to the border), walks to a
hospital when wounded, shoots along an open corridor at an opponent carrying the treasure whose
last report matches exactly one cell of its map, walks to a treasure it knows of (one lying on
a hole through the hole that leads there), refills at an arsenal (the normal level), and otherwise explores
the nearest unknown cell (the normal bot blasting through a wall where walking round costs more
than a blast). When nothing is left to explore the normal bot blasts a wall towards unknown
ground, and only then trusts a new hole or river.

When the last actions went round the same few places and taught nothing new, the bot stops
following its map and blasts towards the unknown, takes a new hole or river, or wanders.

The easy and normal levels shoot only at treasure carriers (shooting everyone in line made games
drag past the turn limit). ``easy`` keeps its fragments apart and sometimes wanders; ``normal``
glues fragments (see :mod:`games.terra.memory`) and notes the cell where its own shot made a
carrier drop the treasure. ``easiest`` plans as ``easy`` does but never shoots or stabs, and
dawdles: while it neither carries nor knows of a treasure, a third of its turns are a random
step; a treasure on its map it goes straight for; carrying one, it makes for a known exit
only when one is at most three steps away and otherwise three turns in four roams at random
(it heads home less directly, which also gives the others time to shoot it). Its stuck test (the same places over and over, nothing learnt)
makes it break out of a loop as the other levels do. Only ``observation``, ``to_move``
and ``legal_moves`` of the state are used.
"""
from __future__ import annotations

import heapq
import itertools
import random
from typing import Any, Callable

from games.engine.i18n import N_
from games.terra.mapfile import DIRS, STEP
from games.terra.memory import TELEPORTS, Memory, Place, matches

LEVELS = [N_("easiest"), N_("easy"), N_("normal")]
"""Level names, weakest first; ``choose_move``'s ``level`` indexes this list."""
EASIEST, EASY, NORMAL = range(3)
_WANDER = 0.1  # share of easy turns spent on a random move
_DAWDLE = 0.35  # share of easiest turns spent on a random step while it has no treasure in mind
_CARRY_DAWDLE = 0.75  # share of easiest turns with the treasure, no exit in sight, on a random step
_EXIT_SIGHT = 3  # steps within which the easiest bot carrying the treasure sees a known exit
_ARSENAL_REACH = 10  # normal bots walk at most this far to refill
_HOLE_HUNT = 0.3  # a dropped treasure may lie on a hole, reachable only by falling onto it
_BLAST_COST = 4  # a blast and the step through, and a charge spent that could help later
_MEMORIES = 16  # minds remembered at once (a few games of up to four bots each)

Price = Callable[[Place], "float | None"]


def choose_move(state: Any, level: int, seed: int, should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the bot's action for ``state.to_move`` (deterministic for ``seed``)."""
    player = state.to_move
    obs = state.observation(player)
    legal = [str(m) for m in state.legal_moves()]
    rng = random.Random(f"terra-ai/{seed}/{player}/{obs['turns']}/{len(obs['log'])}")
    if legal[0].startswith("start"):
        # Exits are on the ground floor: start there.
        return rng.choice([m for m in legal if "@" not in m] or legal)
    if level == EASY and rng.random() < _WANDER:
        walks = [m for m in legal if m.startswith("move")]
        return rng.choice(walks or legal)
    memory = recall(obs, level)
    planner = _Planner(obs, memory, legal, level, rng)
    if level == EASIEST and planner.dawdles():
        return planner._wander()
    return planner.choose()


_CACHE: dict[tuple[int, int, int], Memory] = {}


def recall(obs: dict[str, Any], level: int) -> Memory:
    """The bot's mind brought up to date with ``obs``: reused when the log it read is still
    the start of the log (a new game, an undo or a reload start afresh)."""
    key = (obs["player"], obs["size"], level)
    log = obs["log"]
    memory = _CACHE.get(key)
    if memory is None or len(memory.read) > len(log) or log[:len(memory.read)] != memory.read:
        memory = Memory(obs["player"], obs["size"], glues=level >= NORMAL)
        if len(_CACHE) >= _MEMORIES:
            _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = memory
    memory.feed(log)
    return memory


class _Planner:
    """One decision: the bot's notebook, where it stands and what it needs."""

    def __init__(self, obs: dict[str, Any], memory: Memory, legal: list[str], level: int,
                 rng: random.Random) -> None:
        book = memory.book
        assert book.me is not None
        self.obs = obs
        self.memory = memory
        self.fragments = book.fragments
        self.start: Place = (book.current, book.me)
        self.jumps = memory.jumps()
        self.legal = legal
        self.level = level
        self.rng = rng
        self.status = obs["status"][obs["player"]]
        self.here: dict[str, str] = obs["here"] or {}
        self.climbs = memory.climbs()
        if self._kind(self.start) == "S":
            for way in ("up", "down"):
                if f"climb {way}" not in legal:
                    memory.mind.blind.add((memory.tagged(self.start), way))
        self.blind = {(memory.where(t), way) for t, way in memory.mind.blind}

    def dawdles(self) -> bool:
        """Whether the easiest bot takes a random step this turn, never while wounded or
        stuck: a share :data:`_DAWDLE` of its turns while it neither carries nor knows of a
        treasure (a treasure it knows of it goes straight for), and :data:`_CARRY_DAWDLE`
        while it carries one and knows no exit within :data:`_EXIT_SIGHT` steps (it makes for
        an exit it has in sight, else roams with its find)."""
        if self.status["wounded"] or self.memory.stuck():
            return False
        if self.status["treasure"]:
            if self._search(self._goal(self._has_exit), limit=_EXIT_SIGHT) is not None:
                return False
            return self._exit_here() is None and self.rng.random() < _CARRY_DAWDLE
        if any("treasure" in note["items"] for frag in self.fragments
               for note in frag.cells.values()):
            return False
        return self.rng.random() < _DAWDLE

    def choose(self) -> str:
        if self.memory.stuck():
            plans = [self._exit_here, self._break_through, self._leap, self._climb, self._wander]
        else:
            plans = [self._flee, self._escape, self._heal, self._stab, self._shoot,
                     self._loot, self._fetch, self._refill, self._explore, self._climb]
            if self.level == EASIEST:
                plans = [plan for plan in plans if plan not in (self._stab, self._shoot)]
            if self.level >= NORMAL:
                plans.append(self._break_through)
            plans += [self._leap, self._blast]
        for plan in plans:
            move = plan()
            if move is not None and move in self.legal:
                return move
        return self._wander()

    # ----- the map --------------------------------------------------------------------------
    def _note(self, place: Place) -> dict[str, Any] | None:
        return self.fragments[place[0]].cells.get(place[1])

    def _kind(self, place: Place) -> str | None:
        note = self._note(place)
        return None if note is None else note["kind"]

    def _side(self, place: Place, d: str) -> str | None:
        if place == self.start and d in self.here:
            return self.here[d]  # the GM tells our own walls as they stand now
        note = self._note(place)
        return None if note is None else note["walls"].get(d)

    def _search(self, price: Price, blast: bool = False, leap: Price | None = None,
                limit: int | None = None, climb: Callable[[Place, str], "float | None"] | None = None,
                stay: bool = False) -> str | None:
        """The first action of the cheapest known way to a place that ``price`` prices (the
        cost still to pay there; None: not a goal). Stairs taken before lead where they led;
        ``leap`` prices stepping into a hole or river never entered, ``climb`` taking stairs
        never taken that way; ``limit`` caps the cost; ``stay`` keeps off holes, rivers and
        stairs."""
        dirs = list(DIRS)
        self.rng.shuffle(dirs)
        blasting = blast and self.status["charges"] > 0
        tie = itertools.count()
        heap: list[tuple[float, int, Place, str]] = [(0, next(tie), self.start, "")]
        done: set[Place] = set()
        best: tuple[float, str] | None = None

        def offer(total: float, action: str) -> None:
            nonlocal best
            if (best is None or total < best[0]) and (limit is None or total <= limit):
                best = (total, action)

        while heap:
            cost, _, place, first = heapq.heappop(heap)
            if best is not None and cost >= best[0]:
                break
            if place in done:
                continue
            done.add(place)
            if place != self.start and self._kind(place) is None:
                continue  # an unknown cell: where its sides lead is not known
            index, (x, y) = place
            for d in dirs:
                side = self._side(place, d)
                if side == "open":
                    step, pay = f"move {d}", 1
                elif blasting and side == "wall":
                    step, pay = f"blast {d}", _BLAST_COST
                else:
                    continue
                action = first or step
                nxt: Place = (index, (x + STEP[d][0], y + STEP[d][1]))
                if self._kind(nxt) in TELEPORTS:
                    if stay:
                        continue
                    if nxt not in self.jumps:
                        extra = leap(nxt) if leap is not None else None
                        if extra is not None:
                            offer(cost + pay + extra, action)
                        continue
                    nxt = self.jumps[nxt]
                if nxt in done:
                    continue
                extra = price(nxt)
                if extra is not None:
                    offer(cost + pay + extra, action)
                else:
                    heapq.heappush(heap, (cost + pay, next(tie), nxt, action))
            for way in ("up", "down") if self._kind(place) == "S" and not stay else ():
                action = first or f"climb {way}"
                dest = self.climbs.get((place, way))
                if dest is None:
                    extra = None if climb is None or (place, way) in self.blind else climb(place, way)
                    if extra is not None:
                        offer(cost + 1 + extra, action)
                    continue
                if dest in done:
                    continue
                extra = price(dest)
                if extra is not None:
                    offer(cost + 1 + extra, action)
                else:
                    heapq.heappush(heap, (cost + 1, next(tie), dest, action))
        return None if best is None else best[1]

    def _goal(self, test: Callable[[Place], bool]) -> Price:
        return lambda place: 0 if test(place) else None

    def _has_exit(self, place: Place) -> bool:
        note = self._note(place)
        return note is not None and "exit" in note["walls"].values()

    # ----- plans, most urgent first --------------------------------------------------------
    def _exit_here(self) -> str | None:
        if not self.status["treasure"]:
            return None
        return next((f"move {d}" for d in DIRS if self._side(self.start, d) == "exit"), None)

    def _escape(self) -> str | None:
        if not self.status["treasure"]:
            return None
        out = self._exit_here() or self._search(self._goal(self._has_exit))
        if out is not None:
            return out
        board = self.fragments[0]
        exits = [c for c, note in board.cells.items() if "exit" in note["walls"].values()]
        edge = self.obs["size"] - 1

        def towards(place: Place) -> int | None:
            if self._has_exit(place):
                return 0
            index, (x, y) = place
            if index != 0 or self._kind(place) is not None:
                return None
            if exits:
                return min(abs(x - ex) + abs(y - ey) for ex, ey in exits)
            return min(x, y, edge - x, edge - y)
        out = self._search(towards, blast=True) or self._downstairs()
        if out is None and self.obs.get("floor") == 1 and len(self.obs.get("floors", [1])) > 1:
            # On the ground floor off the board's map: look round here rather than let a hole
            # (which may lead upstairs) carry the treasure away.
            out = self._search(self._goal(lambda p: self._kind(p) is None), blast=True, stay=True)
        return out

    def _heal(self) -> str | None:
        if not self.status["wounded"]:
            return None
        return self._search(self._goal(lambda p: self._kind(p) == "H"))

    def _fetch(self) -> str | None:
        """Walk to a treasure we know of; one lying on a hole is reached by falling through
        the hole that leads there, or, with that one unknown, through holes not tried yet."""
        if self.status["treasure"] or self.status["wounded"]:
            return None
        lying = {(i, c) for i, frag in enumerate(self.fragments)
                 for c, note in frag.cells.items() if "treasure" in note["items"]}
        if not lying:
            return None
        move = self._search(self._goal(lambda p: p in lying))
        if move is not None:
            return move
        if self.level >= NORMAL and any(self._kind(p) == "O" for p in lying):
            return self._search(lambda p: None, leap=self._goal(lambda p: self._kind(p) == "O" and p not in lying))
        return None

    def _refill(self) -> str | None:
        """Walk to a near arsenal; not to one that left us short when we stood on it (an
        arsenal of bullets only, or grenades only)."""
        if self.level < NORMAL or (self.status["bullets"] and self.status["charges"]):
            return None
        mind = self.memory.mind
        if self._kind(self.start) == "A":
            mind.short.add(self.memory.tagged(self.start))
        short = {self.memory.where(t) for t in mind.short}
        return self._search(self._goal(lambda p: self._kind(p) == "A" and p not in short), limit=_ARSENAL_REACH)

    def _explore(self) -> str | None:
        """The nearest unknown cell, or one last visited before a treasure was dropped."""
        lost = self._lost_since()
        if lost >= 0 and self.rng.random() < _HOLE_HUNT:
            move = self._search(lambda p: None, leap=self._goal(lambda p: self._kind(p) == "O"))
            if move is not None:
                return move

        def unknown(place: Place) -> bool:
            note = self._note(place)
            return note is None or note["kind"] is None or note.get("seen", -1) < lost
        return self._search(self._goal(unknown), blast=self.level >= NORMAL)

    def _lost_since(self) -> int:
        """The log index of the last treasure drop when no one holds a treasure now, else -1."""
        if any(s["treasure"] for s in self.obs["status"]):
            return -1
        return self.memory.mind.drops

    def _break_through(self) -> str | None:
        """Blast a wall towards unknown ground (walking to it first) rather than let a hole
        or a river carry us off our map."""
        if not self.status["charges"]:
            return None
        size = self.obs["size"]

        def behind(place: Place, d: str) -> bool:
            index, (x, y) = place
            nxt = (x + STEP[d][0], y + STEP[d][1])
            on_board = not self.fragments[index].anchored or (0 <= nxt[0] < size and 0 <= nxt[1] < size)
            return on_board and self._side(place, d) == "wall" and self._kind((index, nxt)) is None

        for d in DIRS:
            if behind(self.start, d):
                return f"blast {d}"
        return self._search(self._goal(lambda p: self._kind(p) not in TELEPORTS and any(behind(p, d) for d in DIRS)))

    def _leap(self) -> str | None:
        """Into the nearest hole or river never entered."""
        return self._search(lambda p: None, leap=lambda p: 0)

    def _blast(self) -> str | None:
        blasts = [m for m in self.legal if m.startswith("blast")]
        return self.rng.choice(blasts) if blasts else None

    def _wander(self) -> str:
        walks = [m for m in self.legal if m.startswith("move")]
        return self.rng.choice(walks or self.legal)

    def _shoot(self) -> str | None:
        """Shoot along a known open corridor at a treasure carrier whose last report fits one
        cell; with no bullets and no grenades, throw the boomerang instead."""
        weapon = "shoot" if self.status["bullets"] else "throw"
        if self.status["wounded"] or not any(m.startswith(weapon) for m in self.legal):
            return None
        me_player = self.obs["player"]
        frag = self.fragments[self.start[0]]
        for other, status in enumerate(self.obs["status"]):
            if other == me_player or not status["started"]:
                continue
            if not status["treasure"] or other not in self.memory.mind.reports:
                continue
            report = self.memory.mind.reports[other]
            spots = [c for c, note in frag.cells.items() if matches(note, report)]
            if len(spots) == 1 and spots[0] != self.start[1]:
                d = self._line_to(spots[0])
                if d is not None:
                    return f"{weapon} {d}"
        return None

    def _downstairs(self) -> str | None:
        """With the treasure off the ground floor and no exit known to lead out (exits are
        only on the ground floor), make for it: by stairs known to lead there, else by the
        nearest stairs not taken yet that way."""
        floor = self.obs.get("floor")
        if not self.status["treasure"] or floor in (None, 1):
            return None
        floor_of = self.memory.floor_of

        def towards(place: Place, way: str) -> float | None:
            level = floor_of(place[0])
            return 0 if level is not None and way == ("down" if level > 1 else "up") else None
        return self._search(lambda p: 0 if floor_of(p[0]) == 1 else None, climb=towards)

    def _climb(self) -> str | None:
        """Nothing left to explore here: another floor's treasure may be found by stairs not
        taken yet (or by those known)."""
        if len(self.obs.get("floors", [1])) < 2 or self.status["treasure"]:
            return None
        return self._search(lambda p: None, climb=lambda place, way: 0)

    def _flee(self) -> str | None:
        """The bear was heard next to us: step back to where we have been most lately (the
        bear was not there then), not on into the unknown."""
        log = self.obs["log"]
        if not log or not any(key == "bear_near" and params.get("who") == self.obs["player"]
                              for key, params in log[-1]["said"]):
            return None
        index, (x, y) = self.start
        best = None
        for d in DIRS:
            if f"move {d}" not in self.legal:
                continue
            note = self._note((index, (x + STEP[d][0], y + STEP[d][1])))
            seen = -1 if note is None else note.get("seen", -1)
            if best is None or seen > best[0]:
                best = (seen, f"move {d}")
        return None if best is None or best[0] < 0 else best[1]

    def _stab(self) -> str | None:
        """A knife and another player on our cell: stab."""
        return "stab" if "stab" in self.legal else None

    def _loot(self) -> str | None:
        """A body here and our bullets or grenades spent: take theirs (it costs a turn)."""
        kit = self.obs.get("kit", {})
        if "loot" in self.legal and (not kit.get("bullets") or not kit.get("charges")):
            return "loot"
        return None

    def _line_to(self, target: tuple[int, int]) -> str | None:
        """The direction of ``target`` when a straight known-open corridor leads there."""
        index = self.start[0]
        for d in DIRS:
            place = self.start
            while self._side(place, d) == "open":
                place = (index, (place[1][0] + STEP[d][0], place[1][1] + STEP[d][1]))
                if place[1] == target:
                    return d
        return None
