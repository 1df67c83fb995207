"""Mazing rules model (``shared/rules/mazing.md``): cards build and bust walls, a die moves pawns.

The board is a bitboard: cell ``(column, row)`` is bit ``row * (size + 1) + column``. The spare
column at the right edge is never inside the board, so shifting a mask by one bit cannot wrap a
row onto the next, and flood fills and breadth-first layers are a handful of integer operations.

The deck is shuffled from the seed stored in the state (reshuffles too, counted), not drawn by
chance moves: a draw is secret, so a chance move would have to be hidden from the move log and
the scene anyway, and keeping the whole order in the state makes replays and saves exact while
the move list stays free of 40-way draw nodes. Hands and the draw pile are hidden by
``observation``; computer players only look at that.

Decisions beyond the rules page (player-expected choices):
- Each Leap card played this turn gives one jump; two Leap cards give two jumps.
- A Setback never pushes a pawn onto or through its own goal corner (that would make it win),
  a Double Setback takes two different cells and may not end where the pawn started.
- Lose A Turn stacks: two cards on one player make them miss two turns.
- Two-pawn variant: a pawn that reached its goal stays there, finished; it can no longer be
  moved or pushed and no longer needs an exit route. When both of one player's pawns stand on
  the same cell, the moves name the pawn by its goal: ``move b2(k11) d3``.
- Pawns never block walls' exit routes, but a wall may not be placed on a cell holding a pawn.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Iterable

from games.engine.i18n import N_
from games.engine.rules_base import (
    CHANCE,
    CorruptState,
    Event,
    IllegalMove,
    SnapshotUndo,
    dumps,
    loads,
    require,
)
from games.mazing import shapes

__all__ = ["new_game", "from_json", "IllegalMove", "CHANCE", "Mazing", "Move", "Pawn"]

SIZES = (9, 11, 13)
BUSTER = N_("Buster")
DOUBLE_BUSTER = N_("Double Buster")
LEAP = N_("Leap")
DOUBLE_LEAP = N_("Double Leap")
LOSE_A_TURN = N_("Lose A Turn")
SETBACK = N_("Setback")
DOUBLE_SETBACK = N_("Double Setback")

DECK: tuple[tuple[str, int], ...] = (
    ("I2", 4), ("I3", 4), ("L3", 4), ("I4", 3), ("L4", 3), ("T4", 3), ("S4", 3),
    (BUSTER, 4), (DOUBLE_BUSTER, 2), (LEAP, 3), (DOUBLE_LEAP, 2), (LOSE_A_TURN, 2),
    (SETBACK, 2), (DOUBLE_SETBACK, 1),
)
"""The 40 cards: (name, copies). Maze cards are named after their shape."""
CARD_NAMES: tuple[str, ...] = tuple(name for name, _ in DECK)
CARD_ORDER = {name: i for i, name in enumerate(CARD_NAMES)}
FULL_DECK: tuple[str, ...] = tuple(name for name, count in DECK for _ in range(count))
MAZE_CARDS = frozenset(shapes.SHAPES)
DIE = (1, 2, 3, 4, 5, 6)


class BadOptions(ValueError):
    """``new_game`` was given options the rules page does not offer."""


# --- events --------------------------------------------------------------------------------

@dataclass(frozen=True)
class CardPlayed(Event):
    """``player`` played ``card``; its effect follows as its own event."""
    player: int
    card: str


@dataclass(frozen=True)
class WallPlaced(Event):
    """Wall tokens were put on ``cells`` (notation names)."""
    cells: tuple[str, ...]


@dataclass(frozen=True)
class WallsBusted(Event):
    """Wall tokens were removed from ``cells``."""
    cells: tuple[str, ...]


@dataclass(frozen=True)
class LeapArmed(Event):
    """``player``'s move this turn may jump up to ``walls`` wall tokens in a line."""
    player: int
    walls: int


@dataclass(frozen=True)
class TurnLossMarked(Event):
    """``player`` will miss their next turn (a Lose A Turn card was played on them)."""
    player: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """``player`` missed this whole turn."""
    player: int


@dataclass(frozen=True)
class PawnPushed(Event):
    """A Setback moved ``player``'s pawn along ``path`` (its start cell first)."""
    player: int
    path: tuple[str, ...]


@dataclass(frozen=True)
class Rolled(Event):
    """The die showed ``n``."""
    n: int


@dataclass(frozen=True)
class PawnMoved(Event):
    """``player``'s pawn walked ``path`` (start first; jumped wall cells included in order);
    ``leaps`` names the wall cells it jumped."""
    player: int
    path: tuple[str, ...]
    leaps: tuple[str, ...]


@dataclass(frozen=True)
class Drew(Event):
    """``player`` drew ``count`` cards (face down to everyone else)."""

    reveals: ClassVar[bool] = True
    player: int
    count: int


@dataclass(frozen=True)
class Discarded(Event):
    """``card`` was thrown away unplayed because no card in the hand could be played."""
    card: str


@dataclass(frozen=True)
class Reshuffled(Event):
    """The discard pile (``count`` cards) was shuffled into a new draw pile."""
    count: int


@dataclass(frozen=True)
class Won(Event):
    """``player`` brought every pawn to its goal corner."""
    player: int


# --- geometry ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Placement:
    """One spot for a wall shape: its bits, the ring of cells around it (diagonals too),
    whether it touches the board's edge, and its cells in notation order."""
    mask: int
    ring: int
    edge: bool
    cells: tuple[int, ...]


class Geometry:
    """Cell numbering, names, neighbours, corners and wall placements of one board size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.width = width = size + 1
        self.inside = 0
        self.names: dict[int, str] = {}
        self.index: dict[str, int] = {}
        for r in range(size):
            for c in range(size):
                cell = r * width + c
                self.inside |= 1 << cell
                name = f"{chr(97 + c)}{r + 1}"
                self.names[cell] = name
                self.index[name] = cell
        # Notation order: by column, then row ("c4 c5 d5").
        self.cells: tuple[int, ...] = tuple(
            r * width + c for c in range(size) for r in range(size))
        self.order = {cell: i for i, cell in enumerate(self.cells)}
        last = size - 1
        # Seat order a1, k1, k11, a11; each goal is the opposite corner.
        self.corners: tuple[int, ...] = (0, last, last * width + last, last * width)
        self.corner_mask = sum(1 << c for c in self.corners)
        self.steps: dict[int, tuple[int, ...]] = {}
        self.rays: dict[int, tuple[tuple[int, ...], ...]] = {}
        for cell in self.cells:
            c, r = cell % width, cell // width
            around, rays = [], []
            for dc, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                ray = []
                for k in (1, 2, 3):
                    cc, rr = c + dc * k, r + dr * k
                    if not (0 <= cc < size and 0 <= rr < size):
                        break
                    ray.append(rr * width + cc)
                if ray:
                    around.append(ray[0])
                rays.append(tuple(ray))
            self.steps[cell] = tuple(around)
            self.rays[cell] = tuple(rays)
        self.placements: dict[str, tuple[Placement, ...]] = {
            name: self._placements(name) for name in shapes.SHAPES}

    def _placements(self, name: str) -> tuple[Placement, ...]:
        """Every placement of shape ``name`` on the board, corners excluded, in notation order
        of the cell lists."""
        found = {}
        for form in shapes.orientations(name):
            span_c = max(c for c, _ in form)
            span_r = max(r for _, r in form)
            for r0 in range(self.size - span_r):
                for c0 in range(self.size - span_c):
                    cells = [(r0 + r) * self.width + c0 + c for c, r in form]
                    mask = mask_of(cells)
                    if mask & self.corner_mask:
                        continue
                    ring = 0
                    edge = False
                    for c, r in form:
                        cc, rr = c0 + c, r0 + r
                        edge = edge or cc in (0, self.size - 1) or rr in (0, self.size - 1)
                        for dc in (-1, 0, 1):
                            for dr in (-1, 0, 1):
                                if 0 <= cc + dc < self.size and 0 <= rr + dr < self.size:
                                    ring |= 1 << ((rr + dr) * self.width + cc + dc)
                    ordered = tuple(sorted(cells, key=self.order.__getitem__))
                    found[mask] = Placement(mask, ring & ~mask, edge, ordered)
        return tuple(sorted(found.values(), key=lambda p: [self.order[c] for c in p.cells]))

    def spread(self, mask: int, free: int) -> int:
        """``mask`` grown by one orthogonal step into ``free`` cells."""
        w = self.width
        return (mask | (mask << 1) | (mask >> 1) | (mask << w) | (mask >> w)) & free | mask

    def flood(self, start: int, free: int, stop: int = 0) -> int:
        """Cells of ``free`` connected to ``start`` (stops early once it meets ``stop``)."""
        reach = start
        while not reach & stop:
            grown = self.spread(reach, free)
            if grown == reach:
                break
            reach = grown
        return reach

    def layers(self, start: int, free: int, stop: int = 0) -> list[int]:
        """Breadth-first frontiers from ``start`` through ``free`` (until ``stop`` is met)."""
        frontiers = [start]
        reach = start
        while not reach & stop:
            grown = self.spread(reach, free)
            if grown == reach:
                break
            frontiers.append(grown & ~reach)
            reach = grown
        return frontiers

    def distance(self, goal: int, pawn: int, free: int) -> int | None:
        """Steps on the shortest path from cell ``pawn`` to cell ``goal``, None if shut in."""
        target = 1 << pawn
        frontiers = self.layers(1 << goal, free | target, target)
        return len(frontiers) - 1 if frontiers[-1] & target else None

    def path_masks(self, goal: int, pawn: int, free: int) -> tuple[int, int]:
        """Two shortest paths from ``pawn`` to ``goal`` (cells strictly between), one hugging
        low cell numbers and one high; (0, 0) if shut in. A wall that misses either of them
        cannot lengthen the pawn's shortest path, let alone shut it in."""
        target = 1 << pawn
        frontiers = self.layers(1 << goal, free | target, target)
        if not frontiers[-1] & target:
            return 0, 0
        low = high = 0
        at_low = at_high = target
        for frontier in reversed(frontiers[1:-1]):
            options = self.spread(at_low, frontier) & frontier
            at_low = options & -options
            low |= at_low
            options = self.spread(at_high, frontier) & frontier
            at_high = 1 << (options.bit_length() - 1)
            high |= at_high
        return low, high

    def separates(self, mask: int, ring: int, free: int,
                  routes: list[tuple[int, int, int, int]]) -> bool:
        """Whether walling ``mask`` parts a pawn from its goal. ``ring`` is the free cells
        around ``mask``, ``free`` the board's free cells afterwards, ``routes`` holds (goal bit,
        pawn bit, shortest path, shortest path) per pawn; a pawn whose two paths do not both
        cross ``mask`` keeps its route.

        If the ring stays connected any path can walk around the wall. Otherwise the ring's
        pieces are grown in lockstep: pieces that meet are one region, and a piece that stops
        growing is a closed region, so small pockets are found without filling the board."""
        regions = []
        rest = ring
        while rest:
            piece = self.flood(rest & -rest, ring)
            regions.append(piece)
            rest &= ~piece
        if len(regions) < 2:
            return False
        routes = [r for r in routes if r[2] & mask and r[3] & mask]
        while len(regions) > 1 and routes:
            grown = []
            for region in regions:
                bigger = self.spread(region, free)
                if bigger == region:
                    if any(bool(region & goal) != bool(region & pawn)
                           for goal, pawn, _, _ in routes):
                        return True
                    continue
                apart = [other for other in grown if not other & bigger]
                for other in grown:
                    if other & bigger:
                        bigger |= other
                grown = apart + [bigger]
            regions = grown
        return False

    def name_cells(self, cells: Iterable[int]) -> tuple[str, ...]:
        """Notation names of ``cells``, in the given order."""
        return tuple(self.names[c] for c in cells)


@lru_cache(maxsize=8)  # one per board size in play (three sizes are offered)
def geometry(size: int) -> Geometry:
    """The shared :class:`Geometry` of a board size."""
    return Geometry(size)


def walk(geo: Geometry, walls: int, start: int, goal: int, roll: int,
         leaps: tuple[int, ...], valid: int) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Where a pawn on ``start`` may end a move of exactly ``roll`` steps.

    Steps may turn and double back; each armed leap (1 or 2 = wall tokens it may cross in a
    straight line) allows one jump that counts every crossed token as a step. Reaching ``goal``
    ends the walk at once. Ends must lie in ``valid`` (cells with a route to the goal). If no
    end uses the whole roll the pawn goes as far as it can. Returns ``{end: (path, jumped)}``;
    the path starts at ``start`` and lists crossed wall cells in order.
    """
    singles, doubles = leaps.count(1), leaps.count(2)
    # A layer maps (cell, singles used, doubles used) to (previous layer, previous key, steps).
    layers: list[dict[tuple[int, int, int], Any]] = [dict() for _ in range(roll + 1)]
    layers[0][(start, 0, 0)] = None
    goal_at: tuple[int, int, tuple[int, int, int], tuple[int, ...]] | None = None
    for k in range(roll):
        for key in list(layers[k]):
            cell, used1, used2 = key
            for ray in geo.rays[cell]:
                if not ray:
                    continue
                moves = []
                first = ray[0]
                if not walls >> first & 1:
                    moves.append(((first,), first, 0, 0))
                else:
                    can1, can2 = used1 < singles, used2 < doubles
                    if (can1 or can2) and len(ray) > 1 and not walls >> ray[1] & 1:
                        moves.append(((first, ray[1]), ray[1], int(can1), int(not can1)))
                    if can2 and len(ray) > 2 and walls >> ray[1] & 1 and not walls >> ray[2] & 1:
                        moves.append(((first, ray[1], ray[2]), ray[2], 0, 1))
                for steps, end, add1, add2 in moves:
                    after = k + len(steps)
                    if after > roll:
                        continue
                    if end == goal:
                        if goal_at is None or after < goal_at[0]:
                            goal_at = (after, k, key, steps)
                        continue
                    new_key = (end, used1 + add1, used2 + add2)
                    if new_key not in layers[after]:
                        layers[after][new_key] = (k, key, steps)

    def trace(k: int, key: tuple[int, int, int], tail: tuple[int, ...]) -> tuple[
            tuple[int, ...], tuple[int, ...]]:
        pieces = [tail]
        while layers[k][key] is not None:
            k, key, steps = layers[k][key]
            pieces.append(steps)
        path = [start]
        for steps in reversed(pieces):
            path.extend(steps)
        jumped = tuple(c for c in path if walls >> c & 1)
        return tuple(path), jumped

    ends: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    if goal_at is not None:
        ends[goal] = trace(*goal_at[1:])
    for k in range(roll, -1, -1):
        found = False
        # Fewest jumps first, so an end reached both ways is shown on its plain path.
        for key in sorted(layers[k], key=lambda key: key[1] + key[2]):
            if valid >> key[0] & 1:
                found = True
                if key[0] not in ends:
                    ends[key[0]] = trace(k, key, ())
        if found or ends:
            break
    return ends


# --- moves and pawns -----------------------------------------------------------------------

@dataclass(frozen=True)
class Move:
    """One move; ``str(move)`` is its notation. ``cells`` are cell numbers of the geometry."""
    text: str
    kind: str                      # wall, bust, leap, skip, setback, discard, roll, move
    card: str = ""
    cells: tuple[int, ...] = ()
    target: int = -1               # the player a Lose A Turn or Setback is aimed at
    pawn: int = -1                 # the pawn pushed or moved
    n: int = 0                     # the roll

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Pawn:
    """A pawn as a scene sees it: owner, cell, goal corner (notation names), finished."""
    player: int
    cell: str
    goal: str
    finished: bool


# --- the state -----------------------------------------------------------------------------

@dataclass
class Mazing(SnapshotUndo):
    """A Mazing position. Build with :func:`new_game` or :func:`from_json`."""

    size: int
    players: int
    two_pawns: bool
    seed: int
    walls: int                     # bitboard of wall tokens
    cells: tuple[int, ...]         # each pawn's cell
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]          # the draw pile, top first
    discard: tuple[str, ...]       # the discard pile, oldest first
    shuffles: int
    turn: int
    phase: str                     # cards, roll, move, over
    cards_left: int
    leaps: tuple[int, ...]         # jumps armed this turn (1 or 2 tokens each)
    skips: tuple[int, ...]         # turns each player is still to miss
    roll: int
    winner: int | None
    _history: list[Any] = field(default_factory=list, repr=False, compare=False)
    _moves: list[Move] | None = field(default=None, repr=False, compare=False)

    # -- fixed facts of the set-up --

    @property
    def geometry(self) -> Geometry:
        """The board's :class:`Geometry`."""
        return geometry(self.size)

    @property
    def owners(self) -> tuple[int, ...]:
        """The player owning each pawn."""
        if self.two_pawns:
            return (0, 1, 0, 1)
        return tuple(range(self.players))

    @property
    def goals(self) -> tuple[int, ...]:
        """Each pawn's goal cell: the corner opposite its start."""
        corners = self.geometry.corners
        count = 4 if self.two_pawns else self.players
        return tuple(corners[(i + 2) % 4] for i in range(count))

    @property
    def hand_size(self) -> int:
        """Cards a hand is filled up to: 6 with two players, 4 otherwise."""
        return 6 if self.players == 2 else 4

    @property
    def cards_per_turn(self) -> int:
        """Cards played each turn: 2 with two players, 1 otherwise."""
        return 2 if self.players == 2 else 1

    # -- contract --

    @property
    def to_move(self) -> int | None:
        """The player to act, CHANCE before the roll, None once the game is over."""
        if self.phase == "over":
            return None
        return CHANCE if self.phase == "roll" else self.turn

    def is_over(self) -> bool:
        """True once a player has brought every pawn home."""
        return self.phase == "over"

    def winners(self) -> set[int]:
        """The winning player's index, or the empty set while the game goes on."""
        return set() if self.winner is None else {self.winner}

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """The six die faces, each 1/6, at the roll; empty elsewhere."""
        if self.phase != "roll":
            return []
        return [(m, 1 / 6) for m in self.legal_moves()]

    def legal_moves(self) -> list[Move]:
        """Every legal move in a fixed order (cards in deck order, then cells in notation order)."""
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def copy(self) -> "Mazing":
        """An independent copy, undo history included."""
        twin = Mazing(**{k: getattr(self, k) for k in _FIELDS})
        twin._history = list(self._history)
        return twin

    def to_json(self) -> str:
        """Canonical JSON of the whole state (hidden cards included; undo history excluded)."""
        geo = self.geometry
        return dumps({
            "game": "mazing", "size": self.size, "players": self.players,
            "two_pawns": self.two_pawns, "seed": self.seed,
            "walls": [geo.names[c] for c in geo.cells if self.walls >> c & 1],
            "pawns": [geo.names[c] for c in self.cells],
            "hands": [list(h) for h in self.hands], "deck": list(self.deck),
            "discard": list(self.discard), "shuffles": self.shuffles, "turn": self.turn,
            "phase": self.phase, "cards_left": self.cards_left, "leaps": list(self.leaps),
            "skips": list(self.skips), "roll": self.roll, "winner": self.winner,
        })

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may know: their own hand and everything public."""
        if not 0 <= player < self.players:
            raise ValueError(f"observation: no player {player} in a {self.players}-player game")
        geo = self.geometry
        return {
            "player": player, "size": self.size, "players": self.players,
            "two_pawns": self.two_pawns,
            "walls": [geo.names[c] for c in geo.cells if self.walls >> c & 1],
            "pawns": [p.__dict__.copy() for p in self.pawns],
            "hand": list(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "draw_pile": len(self.deck), "discard": list(self.discard),
            "to_move": self.to_move, "turn": self.turn, "phase": self.phase,
            "cards_left": self.cards_left, "leaps": list(self.leaps),
            "skips": list(self.skips), "roll": self.roll, "winner": self.winner,
        }

    def describe(self) -> str:
        """A short description of the position for error messages."""
        geo = self.geometry
        pawns = " ".join(geo.names[c] for c in self.cells)
        if self.phase == "over":
            what = f"game over, player {self.winner + 1} won" if self.winner is not None \
                else "game over"
        elif self.phase == "cards":
            what = f"player {self.turn + 1} to play {self.cards_left} card(s)"
        elif self.phase == "roll":
            what = f"player {self.turn + 1} to roll"
        else:
            what = f"player {self.turn + 1} to move {self.roll}"
        return f"Mazing {self.size}x{self.size} ({what}; pawns {pawns}; " \
               f"{bin(self.walls).count('1')} walls)"

    # -- helpers for scenes and computer players --

    @property
    def pawns(self) -> tuple[Pawn, ...]:
        """Every pawn with its owner, cell, goal and whether it has finished."""
        names = self.geometry.names
        return tuple(Pawn(o, names[c], names[g], c == g)
                     for o, c, g in zip(self.owners, self.cells, self.goals))

    def free_mask(self) -> int:
        """Board cells without a wall."""
        return self.geometry.inside & ~self.walls

    def distance(self, pawn: int, walls: int | None = None) -> int | None:
        """Shortest path length of ``pawn`` to its goal (with ``walls`` if given), None if shut."""
        geo = self.geometry
        walls = self.walls if walls is None else walls
        return geo.distance(self.goals[pawn], self.cells[pawn], geo.inside & ~walls)

    def reachable(self, pawn: int | None = None) -> dict[str, tuple[str, ...]]:
        """After the roll: each cell the pawn may end on, with the path shown for it.

        ``pawn`` defaults to the mover's first unfinished pawn."""
        if self.phase != "move":
            return {}
        if pawn is None:
            pawn = self._movable()[0]
        geo = self.geometry
        return {geo.names[end]: geo.name_cells(path)
                for end, (path, _) in self._walks(pawn).items()}

    def placement_legal(self, cells: Iterable[str]) -> bool:
        """Whether a wall on ``cells`` (notation names) is a legal move now (green ghost)."""
        geo = self.geometry
        try:
            indices = sorted({geo.index[c] for c in cells}, key=geo.order.__getitem__)
        except KeyError:
            return False
        text = "wall " + " ".join(geo.names[c] for c in indices)
        return any(m.text == text for m in self.legal_moves() if m.kind == "wall")

    def parse_move(self, text: str) -> Any:
        """The legal move written ``text``.

        A wall placement is checked on its own, without listing every placement, so that a
        computer's wall costs the frame loop one path check rather than a full move list."""
        wanted = " ".join(str(text).split())
        if self._moves is None and self.phase == "cards" and wanted.startswith("wall "):
            move = self._wall_move(wanted)
            if move is not None:
                return move
        return super().parse_move(text)

    def _wall_move(self, text: str) -> Move | None:
        geo = self.geometry
        try:
            mask = mask_of(geo.index[name] for name in text.split()[1:])
        except KeyError:
            return None
        routes = None
        for card in sorted(set(self.hands[self.turn]) & MAZE_CARDS, key=CARD_ORDER.__getitem__):
            for spot in geo.placements[card]:
                if spot.mask != mask:
                    continue
                routes = routes if routes is not None else self._routes()
                if spot.cells in self._placements_of(card, routes, [spot]):
                    return Move("wall " + " ".join(geo.names[c] for c in spot.cells), "wall",
                                card, spot.cells)
        return None

    # -- move generation --

    def _movable(self) -> list[int]:
        return [p for p, o in enumerate(self.owners)
                if o == self.turn and self.cells[p] != self.goals[p]]

    def _live(self) -> list[int]:
        return [p for p in range(len(self.cells)) if self.cells[p] != self.goals[p]]

    def _label(self, pawn: int) -> str:
        """How notation names a pawn in the two-pawn variant: its cell, plus its goal when
        the owner's other pawn shares the cell."""
        geo = self.geometry
        cell = self.cells[pawn]
        twins = [p for p, o in enumerate(self.owners)
                 if o == self.owners[pawn] and self.cells[p] == cell]
        if len(twins) > 1:
            return f"{geo.names[cell]}({geo.names[self.goals[pawn]]})"
        return geo.names[cell]

    def _walks(self, pawn: int) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
        geo = self.geometry
        goal = self.goals[pawn]
        valid = geo.flood(1 << goal, self.free_mask())
        return walk(geo, self.walls, self.cells[pawn], goal, self.roll, self.leaps, valid)

    def _generate(self) -> list[Move]:
        if self.phase == "over":
            return []
        if self.phase == "roll":
            return [Move(f"roll {n}", "roll", n=n) for n in DIE]
        if self.phase == "move":
            return self._move_moves()
        moves: list[Move] = []
        routes = self._routes()
        for card in sorted(set(self.hands[self.turn]), key=CARD_ORDER.__getitem__):
            moves.extend(self._card_moves(card, routes))
        if not moves:
            moves = [Move(f"discard {card}", "discard", card)
                     for card in sorted(set(self.hands[self.turn]), key=CARD_ORDER.__getitem__)]
        return moves

    def _move_moves(self) -> list[Move]:
        geo = self.geometry
        moves = []
        for pawn in self._movable():
            prefix = f"move {self._label(pawn)} " if self.two_pawns else "move "
            for end in sorted(self._walks(pawn), key=geo.order.__getitem__):
                moves.append(Move(prefix + geo.names[end], "move", cells=(end,), pawn=pawn))
        return moves

    def _card_moves(self, card: str, routes: list[tuple[int, int, int, int]]) -> list[Move]:
        geo = self.geometry
        names = geo.names
        wall_cells = [c for c in geo.cells if self.walls >> c & 1]
        if card in MAZE_CARDS:
            return [Move("wall " + " ".join(names[c] for c in cells), "wall", card, cells)
                    for cells in self._placements(card, routes)]
        if card == BUSTER:
            return [Move(f"bust {names[c]}", "bust", card, (c,)) for c in wall_cells]
        if card == DOUBLE_BUSTER:
            moves = []
            for c in wall_cells:
                for d in sorted(geo.steps[c], key=geo.order.__getitem__):
                    if self.walls >> d & 1 and geo.order[d] > geo.order[c]:
                        moves.append(Move(f"bust {names[c]} {names[d]}", "bust", card, (c, d)))
            return moves
        if card in (LEAP, DOUBLE_LEAP):
            return [Move("leap" if card == LEAP else "leap2", "leap", card)]
        opponents = [p for p in range(self.players) if p != self.turn]
        if card == LOSE_A_TURN:
            return [Move(f"skip {p + 1}", "skip", card, target=p) for p in opponents]
        return self._setbacks(card, opponents)

    def _routes(self) -> list[tuple[int, int, int, int]]:
        """(goal bit, pawn bit, two shortest paths) of every unfinished pawn."""
        geo = self.geometry
        free = self.free_mask()
        routes = []
        for p in self._live():
            low, high = geo.path_masks(self.goals[p], self.cells[p], free)
            routes.append((1 << self.goals[p], 1 << self.cells[p], low, high))
        return routes

    def _placements(self, card: str, routes: list[tuple[int, int, int, int]]) -> list[
            tuple[int, ...]]:
        """Cells of every legal placement of a maze card: on empty non-corner cells, leaving
        every unfinished pawn a route to its goal.

        Only a placement that meets a pawn's shortest path and touches a wall or the edge can
        shut anything in; :meth:`Geometry.separates` settles those."""
        return self._placements_of(card, routes, self.geometry.placements[card])

    def _placements_of(self, card: str, routes: list[tuple[int, int, int, int]],
                       spots: Iterable[Any]) -> list[tuple[int, ...]]:
        geo = self.geometry
        free = self.free_mask()
        occupied = self.walls | mask_of(self.cells)
        cut = 0
        for _, _, low, _ in routes:
            cut |= low
        legal = []
        for spot in spots:
            mask = spot.mask
            if mask & occupied:
                continue
            if (mask & cut and (spot.edge or spot.ring & self.walls)
                    and geo.separates(mask, spot.ring & free, free & ~mask, routes)):
                continue
            legal.append(spot.cells)
        return legal

    def _setbacks(self, card: str, opponents: list[int]) -> list[Move]:
        geo = self.geometry
        names = geo.names
        order = geo.order.__getitem__
        free = self.free_mask()
        moves = []
        for p in range(len(self.cells)):
            owner = self.owners[p]
            start, goal = self.cells[p], self.goals[p]
            if owner not in opponents or start == goal:
                continue
            head = f"setback {owner + 1} " + (f"{self._label(p)} " if self.two_pawns else "")
            allowed = free & ~(1 << goal)
            for first in sorted(geo.steps[start], key=order):
                if not allowed >> first & 1:
                    continue
                if card == SETBACK:
                    moves.append(Move(head + names[first], "setback", card, (first,), owner, p))
                    continue
                for second in sorted(geo.steps[first], key=order):
                    if second != start and allowed >> second & 1:
                        moves.append(Move(f"{head}{names[first]} {names[second]}", "setback",
                                          card, (first, second), owner, p))
        return moves

    # -- applying moves --

    def _apply(self, move: Move) -> list[Event]:
        self._moves = None
        if move.kind == "roll":
            self.roll, self.phase = move.n, "move"
            return [Rolled(move.n)]
        if move.kind == "move":
            return self._walk_pawn(move)
        events: list[Event] = []
        hand = list(self.hands[self.turn])
        hand.remove(move.card)
        self.hands = _replace(self.hands, self.turn, tuple(hand))
        self.discard = self.discard + (move.card,)
        if move.kind == "discard":
            events.append(Discarded(move.card))
        else:
            events.append(CardPlayed(self.turn, move.card))
            events.extend(self._effect(move))
        self.cards_left -= 1
        if self.cards_left == 0:
            events.extend(self._draw_up())
            self.phase = "roll"
        return events

    def _effect(self, move: Move) -> list[Event]:
        geo = self.geometry
        bits = sum(1 << c for c in move.cells)
        if move.kind == "wall":
            self.walls |= bits
            return [WallPlaced(geo.name_cells(move.cells))]
        if move.kind == "bust":
            self.walls &= ~bits
            return [WallsBusted(geo.name_cells(move.cells))]
        if move.kind == "leap":
            reach = 2 if move.card == DOUBLE_LEAP else 1
            self.leaps = self.leaps + (reach,)
            return [LeapArmed(self.turn, reach)]
        if move.kind == "skip":
            self.skips = _replace(self.skips, move.target, self.skips[move.target] + 1)
            return [TurnLossMarked(move.target)]
        start = self.cells[move.pawn]
        self.cells = _replace(self.cells, move.pawn, move.cells[-1])
        return [PawnPushed(move.target, geo.name_cells((start,) + move.cells))]

    def _draw_up(self) -> list[Event]:
        events: list[Event] = []
        hand = list(self.hands[self.turn])
        drawn = 0
        while len(hand) < self.hand_size:
            if not self.deck:
                if not self.discard:
                    break
                self.shuffles += 1
                events.append(Reshuffled(len(self.discard)))
                self.deck = _shuffled(self.discard, self.seed, self.shuffles)
                self.discard = ()
            hand.append(self.deck[0])
            self.deck = self.deck[1:]
            drawn += 1
        self.hands = _replace(self.hands, self.turn, _sorted_hand(hand))
        if drawn:
            events.append(Drew(self.turn, drawn))
        return events

    def _walk_pawn(self, move: Move) -> list[Event]:
        geo = self.geometry
        pawn = move.pawn
        path, jumped = self._walks(pawn)[move.cells[0]]
        self.cells = _replace(self.cells, pawn, path[-1])
        events: list[Event] = [PawnMoved(self.turn, geo.name_cells(path), geo.name_cells(jumped))]
        self.roll, self.leaps = 0, ()
        if not self._movable():
            self.winner, self.phase = self.turn, "over"
            events.append(Won(self.turn))
            return events
        nxt = (self.turn + 1) % self.players
        while self.skips[nxt]:
            self.skips = _replace(self.skips, nxt, self.skips[nxt] - 1)
            events.append(TurnSkipped(nxt))
            nxt = (nxt + 1) % self.players
        self.turn, self.phase, self.cards_left = nxt, "cards", self.cards_per_turn
        return events

    # -- snapshots --

    def _snapshot(self) -> tuple[Any, ...]:
        return tuple(getattr(self, k) for k in _MUTABLE)

    def _restore(self, snapshot: tuple[Any, ...]) -> None:
        for key, value in zip(_MUTABLE, snapshot):
            setattr(self, key, value)
        self._moves = None


_FIELDS = ("size", "players", "two_pawns", "seed", "walls", "cells", "hands", "deck", "discard",
           "shuffles", "turn", "phase", "cards_left", "leaps", "skips", "roll", "winner")
_MUTABLE = _FIELDS[4:]
PHASES = ("cards", "roll", "move", "over")


def mask_of(cells: Iterable[int]) -> int:
    """The bitboard with the bits of ``cells`` set (a cell listed twice counts once)."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def _replace(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return items[:i] + (value,) + items[i + 1:]


def _sorted_hand(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=CARD_ORDER.__getitem__))


def _shuffled(cards: Iterable[str], seed: int, count: int) -> tuple[str, ...]:
    """``cards`` in the order of shuffle number ``count`` of the game with ``seed``."""
    pile = list(cards)
    random.Random(f"mazing {seed} shuffle {count}").shuffle(pile)
    return tuple(pile)


def new_game(players: int = 2, seed: int = 0, size: int = 11, two_pawns: bool = False,
             open_hands: bool = False, **options: Any) -> Mazing:
    """A new game: pawns on their corners, the deck shuffled from ``seed``, hands dealt.

    ``open_hands`` is a table option of the scene (no hand-over screen, every hand face up);
    the rules are the same either way, so it is accepted and not stored."""
    if options:
        raise BadOptions(f"Mazing new_game: unknown options {sorted(options)}")
    if players not in (2, 3, 4) or isinstance(players, bool):
        raise BadOptions(f"Mazing new_game: players must be 2, 3 or 4, not {players!r}")
    if size not in SIZES:
        raise BadOptions(f"Mazing new_game: size must be 9, 11 or 13, not {size!r}")
    if two_pawns and players != 2:
        raise BadOptions(f"Mazing new_game: the two-pawn variant is for 2 players, not {players}")
    corners = geometry(size).corners
    deck = list(_shuffled(FULL_DECK, seed, 0))
    hand_size = 6 if players == 2 else 4
    hands = [[] for _ in range(players)]
    for _ in range(hand_size):
        for hand in hands:
            hand.append(deck.pop(0))
    return Mazing(
        size=size, players=players, two_pawns=bool(two_pawns), seed=int(seed), walls=0,
        cells=corners if two_pawns else corners[:players],
        hands=tuple(_sorted_hand(h) for h in hands), deck=tuple(deck), discard=(),
        shuffles=0, turn=0, phase="cards", cards_left=2 if players == 2 else 1, leaps=(),
        skips=(0,) * players, roll=0, winner=None)


def from_json(text: str) -> Mazing:
    """The state written by ``to_json``; :class:`CorruptState` if it cannot be one."""
    data = loads(text, "Mazing state")
    what = "Mazing state"
    if not isinstance(data, dict) or data.get("game") != "mazing":
        raise CorruptState(f"{what}: not a Mazing save")
    size = require(data, "size", int, what)
    players = require(data, "players", int, what)
    two_pawns = require(data, "two_pawns", bool, what)
    if size not in SIZES or players not in (2, 3, 4) or (two_pawns and players != 2):
        raise CorruptState(f"{what}: bad size/players/variant {size}/{players}/{two_pawns}")
    geo = geometry(size)

    def cells(key: str) -> list[int]:
        names = require(data, key, list, what)
        try:
            return [geo.index[n] for n in names]
        except (KeyError, TypeError):
            raise CorruptState(f"{what}: field {key!r} names a cell off the board") from None

    def cards(value: Any, key: str) -> tuple[str, ...]:
        if not isinstance(value, list) or any(c not in CARD_ORDER for c in value):
            raise CorruptState(f"{what}: field {key!r} holds an unknown card")
        return tuple(value)

    hands = require(data, "hands", list, what)
    state = Mazing(
        size=size, players=players, two_pawns=two_pawns, seed=require(data, "seed", int, what),
        walls=mask_of(cells("walls")), cells=tuple(cells("pawns")),
        hands=tuple(cards(h, "hands") for h in hands),
        deck=cards(require(data, "deck", list, what), "deck"),
        discard=cards(require(data, "discard", list, what), "discard"),
        shuffles=require(data, "shuffles", int, what), turn=require(data, "turn", int, what),
        phase=require(data, "phase", str, what),
        cards_left=require(data, "cards_left", int, what),
        leaps=tuple(require(data, "leaps", list, what)),
        skips=tuple(require(data, "skips", list, what)), roll=require(data, "roll", int, what),
        winner=data.get("winner"))
    everything = sorted(sum(state.hands, ()) + state.deck + state.discard)
    if everything != sorted(FULL_DECK):
        raise CorruptState(f"{what}: the cards are not the 40-card deck")
    if (len(state.hands) != players or len(state.skips) != players
            or len(state.cells) != (4 if two_pawns else players)
            or state.phase not in PHASES or not 0 <= state.turn < players
            or any(c not in (1, 2) for c in state.leaps)
            or not (state.winner is None or state.winner in range(players))
            or state.walls & (geo.corner_mask | mask_of(state.cells))):
        raise CorruptState(f"{what}: inconsistent fields ({state.describe()})")
    return state
