"""Mazing rules model (``shared/rules/mazing.md``): the turn, the moves and the position.

The board, its paths and the walk of a roll are in :mod:`games.mazing.board`, where a wall may
go in :mod:`games.mazing.walls`, the deck and its shuffles in :mod:`games.mazing.cards`, the
events a move reports in :mod:`games.mazing.events`; this module is the rules contract's entry
point and re-exports their names. Hands and the draw pile
are hidden by ``observation``; computer players only look at that.

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

from dataclasses import dataclass, field
from typing import Any, Iterable

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
from games.mazing.board import Geometry, Placement, geometry, mask_of, walk
from games.mazing.cards import (
    BUSTER,
    CARD_NAMES,
    CARD_ORDER,
    DECK,
    DOUBLE_BUSTER,
    DOUBLE_LEAP,
    DOUBLE_SETBACK,
    FULL_DECK,
    LEAP,
    LOSE_A_TURN,
    MAZE_CARDS,
    SETBACK,
    shuffled,
    sorted_hand,
)
from games.mazing.events import (
    CardPlayed,
    Discarded,
    Drew,
    LeapArmed,
    PawnMoved,
    PawnPushed,
    Reshuffled,
    Rolled,
    TurnLossMarked,
    TurnSkipped,
    WallPlaced,
    WallsBusted,
    Won,
)
from games.mazing.walls import Misfit, Route, legal_spots, misfit, pawn_routes

__all__ = ["new_game", "from_json", "IllegalMove", "CHANCE", "Mazing", "Move", "Pawn",
           # moved to board, cards, events and walls; still imported from here
           "Geometry", "Placement", "geometry", "mask_of", "walk", "BUSTER", "CARD_NAMES",
           "CARD_ORDER", "DECK", "DOUBLE_BUSTER", "DOUBLE_LEAP", "DOUBLE_SETBACK", "FULL_DECK",
           "LEAP", "LOSE_A_TURN", "MAZE_CARDS", "SETBACK",
           "CardPlayed", "Discarded", "Drew", "LeapArmed", "PawnMoved", "PawnPushed",
           "Reshuffled", "Rolled", "TurnLossMarked", "TurnSkipped", "WallPlaced", "WallsBusted",
           "Won", "Misfit"]

SIZES = (9, 11, 13)
DIE = (1, 2, 3, 4, 5, 6)


class BadOptions(ValueError):
    """``new_game`` was given options the rules page does not offer."""


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

    def wall_misfit(self, cells: Iterable[str]) -> tuple[Misfit, int | None] | None:
        """Why a wall on ``cells`` (notation names) breaks the wall rule now, with the pawn
        it covers or shuts in (:func:`games.mazing.walls.misfit`); None if the board takes it."""
        return misfit(self.geometry, self.walls, tuple(zip(self.cells, self.goals)), cells)

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

    def _routes(self) -> list[Route]:
        """(goal bit, pawn bit, two shortest paths) of every unfinished pawn."""
        return pawn_routes(self.geometry, self.walls,
                           [(self.cells[p], self.goals[p]) for p in self._live()])

    def _placements(self, card: str, routes: list[Route]) -> list[tuple[int, ...]]:
        """Cells of every legal placement of a maze card (:mod:`games.mazing.walls`)."""
        return self._placements_of(card, routes, self.geometry.placements[card])

    def _placements_of(self, card: str, routes: list[Route],
                       spots: Iterable[Placement]) -> list[tuple[int, ...]]:
        return legal_spots(self.geometry, self.walls, mask_of(self.cells), routes, spots)

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
                self.deck = shuffled(self.discard, self.seed, self.shuffles)
                self.discard = ()
            hand.append(self.deck[0])
            self.deck = self.deck[1:]
            drawn += 1
        self.hands = _replace(self.hands, self.turn, sorted_hand(hand))
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


def _replace(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return items[:i] + (value,) + items[i + 1:]


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
    deck = list(shuffled(FULL_DECK, seed, 0))
    hand_size = 6 if players == 2 else 4
    hands = [[] for _ in range(players)]
    for _ in range(hand_size):
        for hand in hands:
            hand.append(deck.pop(0))
    return Mazing(
        size=size, players=players, two_pawns=bool(two_pawns), seed=int(seed), walls=0,
        cells=corners if two_pawns else corners[:players],
        hands=tuple(sorted_hand(h) for h in hands), deck=tuple(deck), discard=(),
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
