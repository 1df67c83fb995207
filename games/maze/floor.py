"""The fewest plies any kids' deal can be won in, worked out from the rules' geometry.

Why a line of 20 plies (the issue's "short") cannot exist: in a kids' deal the 10 pieces of a
side fill all 10 fields of its set-up area, and a Traveler's way home crosses both of those
verticals on each side. This module solves a relaxed game that any winning line also plays,
one field colour at a time (a bishop never leaves its colour, so the light and the dark
Travelers never meet): the two Travelers of the colour slide as the rules let them (no stop on
a desert or on a home field that is not the target, no passing through a piece), and a set-up
field of that colour becomes empty for good at the cost of one move. In a real line every
set-up field a Traveler passes or stops on must first be vacated by a move of the piece on it
(each move vacates one field, and no Traveler starts on a set-up field), and real slides meet
more obstacles, not fewer; so a real line has at least the relaxed minimum of moves for each
colour, and the two colours' moves are different moves. Each colour needs 13 (the Travelers of
one colour share the only three-slide route and must step aside to pass each other), so no
kids' deal is won in fewer than :func:`floor_plies` = 26 plies.

A line at the floor makes no other move: it follows one relaxed plan of 13 moves per colour,
and each piece that moves at all vacates a field of the plan once. :func:`floor_deal` builds
deals the other way round: it draws a plan per colour, interleaves the two so White and Black
alternate, and plays it, choosing at each field to vacate a piece of the side's pool (the kind
is free: a kids' deal is any arrangement of the ten pieces) and a landing field that no later
slide needs. Occupancy alone decides whether a piece may move (a Shadow needs a Traveler, known
too), so fields not yet chosen hold stand-ins. The deal and its 26-ply line are replayed
through the rules model before they are offered. Figures: ``SOLVER_NOTES.md`` (Short lines).
"""
from __future__ import annotations

import random
from collections import deque
from functools import lru_cache

from games.maze.board import (
    BLACK_HOME,
    DESERT,
    DIAG_RAYS,
    FIELDS,
    HOME,
    KINDS,
    LIGHT,
    STONE,
    TERRITORY,
    TRAVELER,
    WHITE_HOME,
    board_moves,
    board_step,
    cell,
    step_outcome,
)
from games.maze.rules import KIDS_PIECES, IllegalMove, MazeState

Action = tuple  # ("clear", field) or ("slide", from, to)
State = tuple[int, int, int]  # (White's Traveler, Black's Traveler, set-up fields emptied)

KIDS_AREA = tuple(range(2, 12)) + tuple(range(36, 46))
"""The kids' set-up fields (field numbers 3-12 and 37-46): a kids' deal fills every one."""


@lru_cache(maxsize=2)
def _relaxed(light: bool) -> tuple[State, dict[State, list[tuple[Action, State]]],
                                   dict[State, int]]:
    """The relaxed game of one field colour (module docstring): its start, each state's moves
    within 13 of the start, and each state's fewest moves to the swap."""
    bit = {f: k for k, f in enumerate(f for f in KIDS_AREA if LIGHT[f] == light)}
    white = next(h for h in WHITE_HOME if LIGHT[h] == light)
    black = next(h for h in BLACK_HOME if LIGHT[h] == light)
    start = (white, black, 0)
    moves: dict[State, list[tuple[Action, State]]] = {}
    dist = {start: 0}
    todo = deque([start])
    while todo:
        state = todo.popleft()
        w, b, cleared = state
        if (w, b) == (black, white) or dist[state] >= 13:
            continue  # the swap is made; or past the floor, where no plan of it goes
        following: list[tuple[Action, State]] = [
            (("clear", f), (w, b, cleared | 1 << k)) for f, k in bit.items()
            if not cleared >> k & 1]
        for mover, pos, target in ((0, w, black), (1, b, white)):
            if pos == target:
                continue  # fixed on its target for good
            for ray in DIAG_RAYS[pos]:
                for f in ray:
                    if f in (w, b) or (f in bit and not cleared >> bit[f] & 1):
                        break
                    if DESERT[f] or (HOME[f] and f != target):
                        continue  # it would die or be fixed on the wrong field
                    following.append((("slide", pos, f),
                                      (f, b, cleared) if mover == 0 else (w, f, cleared)))
        moves[state] = following
        for _, nxt in following:
            if nxt not in dist:
                dist[nxt] = dist[state] + 1
                todo.append(nxt)
    togo: dict[State, int] = {}
    for state in sorted(dist, key=dist.get, reverse=True):
        if state[:2] == (black, white):
            togo[state] = 0
        else:
            ahead = [togo[nxt] + 1 for _, nxt in moves.get(state, ()) if nxt in togo]
            if ahead:
                togo[state] = min(ahead)
    return start, moves, togo


def colour_floor(light: bool) -> int:
    """The fewest moves (Traveler slides plus set-up fields vacated) that swap the two
    Travelers of one field colour in the relaxed game of the module docstring (breadth-first)."""
    start, _, togo = _relaxed(light)
    return togo[start]


def floor_plies() -> int:
    """The fewest plies any kids' deal can be won in: 26 (13 moves of each colour's pair)."""
    return colour_floor(True) + colour_floor(False)


FLOOR_NODES = 600
"""Steps of one attempt to play a drawn plan before another plan is drawn: most plans play
out at once, the rest are given up on quickly."""
FLOOR_ATTEMPTS = 200
"""Plans drawn at most before :func:`floor_deal` gives up (in 30 seeds none needed many)."""


def floor_deal(seed: int) -> tuple[str, list[str]] | None:
    """A kids' deal drawn from ``seed`` with a winning line of :func:`floor_plies` plies, and
    that line (module docstring), or None if no attempt played out."""
    rng = random.Random(seed)
    for _ in range(FLOOR_ATTEMPTS):
        plan = _interleave(rng, _plan(rng, True), _plan(rng, False))
        if plan is None:
            continue
        board = bytearray(48)
        for f in KIDS_AREA:
            board[f] = cell(STONE, TERRITORY[f])  # a stand-in: it blocks and will not move
        for colour, homes in ((0, WHITE_HOME), (1, BLACK_HOME)):
            for h in homes:
                board[h] = cell(TRAVELER, colour)
        chosen: dict[int, str] = {}
        line: list[str] = []
        play = _Play(rng, plan, {0: list(KIDS_PIECES), 1: list(KIDS_PIECES)}, chosen, line)
        if not play.run(0, bytes(board)):
            continue
        pools = {side: [p for p in KIDS_PIECES] for side in (0, 1)}
        for f, piece in chosen.items():
            pools[TERRITORY[f]].remove(piece)
        cells = ["."] * 48
        for f in KIDS_AREA:
            side = TERRITORY[f]
            piece = chosen.get(f) or pools[side].pop(rng.randrange(len(pools[side])))
            cells[f] = piece.lower() if side and not piece.isdigit() else piece
        for h in WHITE_HOME:
            cells[h] = "M"
        for h in BLACK_HOME:
            cells[h] = "m"
        setup = "".join(cells)
        if _wins(setup, line):
            return setup, line
    return None


def _plan(rng: random.Random, light: bool) -> list[Action]:
    """One relaxed plan of 13 moves for a field colour, drawn at random among the optimal."""
    state, moves, togo = _relaxed(light)
    plan = []
    while togo[state]:
        action, state = rng.choice([(a, nxt) for a, nxt in moves[state]
                                    if togo.get(nxt) == togo[state] - 1])
        plan.append(action)
    return plan


def _side(action: Action) -> int:
    """Who makes a relaxed move: the owner of the territory the moved piece stands in."""
    return TERRITORY[action[1]]


def _interleave(rng: random.Random, first: list[Action], second: list[Action]
                ) -> list[Action] | None:
    """The two colours' plans merged, each in its order, so that White and Black alternate
    from White (a random such merge), or None if there is none."""
    merged: list[Action] = []

    def place(i: int, j: int, turn: int) -> bool:
        if i == len(first) and j == len(second):
            return True
        options = [k for k, (plan, n) in enumerate(((first, i), (second, j)))
                   if n < len(plan) and _side(plan[n]) == turn]
        rng.shuffle(options)
        for k in options:
            merged.append(first[i] if k == 0 else second[j])
            if place(i + (k == 0), j + (k == 1), 1 - turn):
                return True
            merged.pop()
        return False

    return merged if place(0, 0, 0) else None


class _Play:
    """Plays an interleaved plan on the board, choosing pieces and landing fields (backtracks
    at most :data:`FLOOR_NODES` steps)."""

    def __init__(self, rng: random.Random, plan: list[Action], pools: dict[int, list[str]],
                 chosen: dict[int, str], line: list[str]) -> None:
        self.rng, self.plan, self.pools, self.chosen, self.line = rng, plan, pools, chosen, line
        self.steps = FLOOR_NODES
        self.needed: list[set[int]] = []  # per move: the fields later slides pass or stop on
        later: set[int] = set()
        for action in reversed(plan):
            self.needed.append(set(later))
            if action[0] == "slide":
                ray = next(r for r in DIAG_RAYS[action[1]] if action[2] in r)
                later |= set(ray[:ray.index(action[2]) + 1])
        self.needed.reverse()

    def run(self, k: int, board: bytes) -> bool:
        """Whether the plan from move ``k`` on plays out from ``board``."""
        if k == len(self.plan):
            return True
        self.steps -= 1
        if self.steps < 0:
            return False
        action = self.plan[k]
        side = _side(action)
        if action[0] == "slide":
            return self._try(k, board, action[1], action[2])
        f = action[1]
        kinds = sorted(set(self.pools[side]))
        self.rng.shuffle(kinds)
        for kind in kinds:
            trial = bytearray(board)
            trial[f] = cell(KINDS.index(kind), side)
            landings = [to for frm, to in board_moves(bytes(trial), side)
                        if frm == f and to not in self.needed[k]]
            self.rng.shuffle(landings)
            for to in landings[:4]:  # a few landings each: others are alike more often than not
                self.pools[side].remove(kind)
                self.chosen[f] = kind
                if self._try(k, bytes(trial), f, to):
                    return True
                self.pools[side].append(kind)
                del self.chosen[f]
        return False

    def _try(self, k: int, board: bytes, frm: int, to: int) -> bool:
        if (frm, to) not in board_moves(board, _side(self.plan[k])):
            return False
        after, status = board_step(board, frm, to)
        if step_outcome(after, to, status) not in (None, "won"):
            return False
        self.line.append(f"{FIELDS[frm]}-{FIELDS[to]}")
        if self.run(k + 1, after):
            return True
        self.line.pop()
        return False


def _wins(setup: str, line: list[str]) -> bool:
    """Whether ``line`` played through the rules model from ``setup`` wins (with its ``x``
    marks written as the rules write them: the line is rewritten in place)."""
    state = MazeState(setup)
    try:
        for n, text in enumerate(line):
            move = state.parse_move(text)
            line[n] = str(move)
            state.play(move)
    except IllegalMove:
        return False
    return state.result == "won"
