"""Mazing's light playouts for the hard computer player: a stripped-down game on bitboards.

A playout plays a few turns of a sampled game (hidden hands dealt at random) with a cheap
policy, then scores the position by :func:`race_odds`. It does not list legal moves: each
card looks at one or two spots picked at random where it could matter (a wall across the
leading opponent's shortest path, a bust beside the player's own, a Setback of the leader one
cell further from its goal), and the pawn walks its roll down a shortest path. A full rules
move costs about a millisecond; a whole playout of two rounds costs about as much. Experiment
figures are in ``AI_NOTES.md``.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable

from games.mazing.board import Geometry, Placement, geometry, mask_of, walk
from games.mazing.cards import (
    BUSTER, DOUBLE_BUSTER, DOUBLE_LEAP, DOUBLE_SETBACK, FULL_DECK, LEAP, LOSE_A_TURN, MAZE_CARDS,
    SETBACK, sorted_hand,
)
from games.mazing.rules import Mazing, Move

ROUNDS = 60
"""Own turns the race table looks ahead; a pawn needs far fewer to cross any board."""
SKIP_GAIN = 3.5        # a lost turn costs its victim one die's mean
LEAP_GAIN = 0.6        # what arming a Leap is worth when walls stand in the way
KEEP = {BUSTER: 0.9, DOUBLE_BUSTER: 1.1, LEAP: 0.7, DOUBLE_LEAP: 0.9, LOSE_A_TURN: 0.0,
        SETBACK: 0.2, DOUBLE_SETBACK: 0.3}
"""What holding a card on is worth, in path steps (as the normal level reckons); maze cards
are worth WALL_KEEP."""
WALL_KEEP = 0.4
WALL_TRIES = 2         # spots a maze card looks at in a playout
BUST_TRIES = 2         # walls a Buster looks at in a playout


@lru_cache(maxsize=512)
def finish_odds(distance: int) -> tuple[float, ...]:
    """P(a pawn ``distance`` steps from its goal is home within t own turns), t = 0..ROUNDS,
    with a plain die and nothing in its way but the path."""
    if distance <= 0:
        return (1.0,) * (ROUNDS + 1)
    odds = [0.0]
    for t in range(1, ROUNDS + 1):
        odds.append(sum(1.0 if roll >= distance else finish_odds(distance - roll)[t - 1]
                        for roll in range(1, 7)) / 6)
    return tuple(odds)


def race_odds(distances: list[int], skips: list[int], first: int) -> list[float]:
    """Each player's chance to win a plain dice race from here (:func:`race_table`)."""
    return list(race_table(tuple(distances), tuple(skips), first))


@lru_cache(maxsize=65536)
def race_table(distances: tuple[int, ...], skips: tuple[int, ...],
               first: int) -> tuple[float, ...]:
    """Each player's chance to win a plain dice race from here, with ``first`` about to play.

    ``distances`` are the players' remaining path lengths (a two-pawn player's two summed),
    ``skips`` the turns each must still miss. Players are treated as racing independently:
    player i wins if it is home on an earlier turn than everyone, or on the same turn but
    earlier in the seat order."""
    players = len(distances)
    odds = [finish_odds(d) for d in distances]

    def home_by(j: int, rounds: int) -> float:
        t = rounds - skips[j]
        return 0.0 if t <= 0 else odds[j][min(t, ROUNDS)]

    wins = [0.0] * players
    for i in range(players):
        place = (i - first) % players
        total = 0.0
        for u in range(1, ROUNDS + 1):
            now = home_by(i, u) - home_by(i, u - 1)
            if now <= 0.0:
                continue
            for j in range(players):
                if j != i:
                    earlier = (j - first) % players < place
                    now *= 1.0 - home_by(j, u if earlier else u - 1)
            total += now
        wins[i] = total
    return tuple(wins)


def sampled_state(seen: dict[str, Any], rng: random.Random) -> Mazing:
    """A whole state agreeing with the observation ``seen``: the cards ``seen["player"]``
    cannot see (the other hands and the draw pile) are dealt at random from those not in
    its hand or the discard pile."""
    geo = geometry(seen["size"])
    unseen = list(FULL_DECK)
    for card in list(seen["hand"]) + list(seen["discard"]):
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = []
    for player, count in enumerate(seen["hand_sizes"]):
        if player == seen["player"]:
            hands.append(sorted_hand(seen["hand"]))
        else:
            hands.append(sorted_hand(unseen[:count]))
            del unseen[:count]
    return Mazing(
        size=seen["size"], players=seen["players"], two_pawns=seen["two_pawns"], seed=0,
        walls=mask_of(geo.index[name] for name in seen["walls"]),
        cells=tuple(geo.index[pawn["cell"]] for pawn in seen["pawns"]), hands=tuple(hands),
        deck=tuple(unseen), discard=tuple(seen["discard"]), shuffles=0, turn=seen["turn"],
        phase=seen["phase"], cards_left=seen["cards_left"], leaps=tuple(seen["leaps"]),
        skips=tuple(seen["skips"]), roll=seen["roll"], winner=seen["winner"])


class Playout:
    """A sampled game played on by a light policy; built from a (determinised) state."""

    def __init__(self, state: Mazing, rng: random.Random, dice: tuple[int, ...] = ()) -> None:
        """``dice`` are the rolls to come (then ``rng`` rolls): playouts of different moves
        given the same dice compare the moves on the same luck."""
        self.geo: Geometry = state.geometry
        self.rng = rng
        self.dice = list(reversed(dice))
        self.players = state.players
        self.owners = state.owners
        self.goals = state.goals
        self.walls = state.walls
        self.cells = list(state.cells)
        self.hands = [list(h) for h in state.hands]
        self.deck = list(state.deck)
        self.discard = list(state.discard)
        self.skips = list(state.skips)
        self.turn = state.turn
        self.phase = state.phase
        self.cards_left = state.cards_left
        self.leaps = state.leaps
        self.roll = state.roll
        self.winner = state.winner
        self.hand_size = state.hand_size
        self.cards_per_turn = state.cards_per_turn

    # -- the game --

    def play(self, move: Move) -> None:
        """Play ``move``, a legal move of the state this playout was built from."""
        if move.kind == "move":
            self.cells[move.pawn] = move.cells[0]
            self._end_turn()
            return
        if move.kind == "wall":
            self.walls |= mask_of(move.cells)
        elif move.kind == "bust":
            self.walls &= ~mask_of(move.cells)
        elif move.kind == "leap":
            self._arm(2 if move.card == DOUBLE_LEAP else 1)
        elif move.kind == "skip":
            self._skip(move.target)
        elif move.kind == "setback":
            self._push(move.pawn, move.cells[-1])
        hand = self.hands[self.turn]
        hand.remove(move.card)
        self.discard.append(move.card)
        self.cards_left -= 1
        if self.cards_left == 0:
            self._draw_up()

    def run(self, turns: int) -> list[float]:
        """Play on until ``turns`` more turns have started (or someone wins); each player's
        chance to win from there."""
        if self.phase == "cards":
            self._cards()
        if self.phase == "roll":
            self._roll()
        if self.phase == "move":
            self._move()
        for _ in range(turns):
            if self.winner is not None:
                break
            self._cards()
            self._roll()
            self._move()
        if self.winner is not None:
            return [1.0 if p == self.winner else 0.0 for p in range(self.players)]
        totals = [0] * self.players
        for pawn, owner in enumerate(self.owners):
            totals[owner] += self._distance(pawn)
        return race_odds(totals, self.skips, self.turn)

    def _cards(self) -> None:
        hand = self.hands[self.turn]
        while self.cards_left > 0 and hand:
            card = self._pick(hand)
            hand.remove(card)
            self.discard.append(card)
            self.cards_left -= 1
        self._draw_up()

    def _draw_up(self) -> None:
        hand = self.hands[self.turn]
        while len(hand) < self.hand_size:
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
            hand.append(self.deck.pop())
        self.phase = "roll"

    def _roll(self) -> None:
        self.roll = self.dice.pop() if self.dice else self.rng.randint(1, 6)
        self.phase = "move"

    def _move(self) -> None:
        layers = {p: self._layers(p) for p, o in enumerate(self.owners)
                  if o == self.turn and self.cells[p] != self.goals[p]}
        home = [p for p in layers if len(layers[p]) - 1 <= self.roll]
        pawn = home[0] if home else max(layers, key=lambda p: len(layers[p]))
        if home:
            self.cells[pawn] = self.goals[pawn]
        elif self.leaps:
            self.cells[pawn] = self._leap_walk(pawn)
        else:
            self.cells[pawn] = self._down(pawn, layers[pawn], self.roll)
        self._end_turn()

    def _end_turn(self) -> None:
        self.leaps, self.roll = (), 0
        if all(self.cells[p] == self.goals[p]
               for p, o in enumerate(self.owners) if o == self.turn):
            self.winner, self.phase = self.turn, "over"
            return
        nxt = (self.turn + 1) % self.players
        while self.skips[nxt]:
            self.skips[nxt] -= 1
            nxt = (nxt + 1) % self.players
        self.turn, self.phase, self.cards_left = nxt, "cards", self.cards_per_turn

    # -- paths --

    def _free(self) -> int:
        return self.geo.inside & ~self.walls

    def _layers(self, pawn: int, walls: int | None = None) -> list[int]:
        geo = self.geo
        free = geo.inside & ~(self.walls if walls is None else walls)
        target = 1 << self.cells[pawn]
        return geo.layers(1 << self.goals[pawn], free | target, target)

    def _distance(self, pawn: int, walls: int | None = None) -> int:
        if self.cells[pawn] == self.goals[pawn]:
            return 0
        layers = self._layers(pawn, walls)
        return len(layers) - 1 if layers[-1] >> self.cells[pawn] & 1 else 99

    def _path(self, pawn: int, layers: list[int]) -> int:
        """Cells strictly between the pawn and its goal on one shortest path: the one hugging
        low or high cell numbers, at random (cheaper than a random step at every cell)."""
        geo = self.geo
        at, path = 1 << self.cells[pawn], 0
        low = self.rng.random() < 0.5
        for frontier in reversed(layers[1:-1]):
            options = geo.spread(at, frontier) & frontier
            at = options & -options if low else 1 << (options.bit_length() - 1)
            path |= at
        return path

    def _down(self, pawn: int, layers: list[int], steps: int) -> int:
        """The cell ``steps`` down a shortest path (the pawn is not home this roll), hugging
        low or high cell numbers at random; ``layers`` are the BFS layers from its goal."""
        geo = self.geo
        at = 1 << self.cells[pawn]
        d = len(layers) - 1
        low = self.rng.random() < 0.5
        for _ in range(steps):
            d -= 1
            options = geo.spread(at, layers[d]) & layers[d]
            at = options & -options if low else 1 << (options.bit_length() - 1)
        return at.bit_length() - 1

    def _leap_walk(self, pawn: int) -> int:
        geo = self.geo
        goal = self.goals[pawn]
        layers = geo.layers(1 << goal, self._free())
        reach = 0
        for frontier in layers:
            reach |= frontier
        ends = walk(geo, self.walls, self.cells[pawn], goal, self.roll, self.leaps, reach)
        return min(ends, key=lambda end: _depth(layers, end))

    # -- the card policy --

    def _pick(self, hand: list[str]) -> str:
        """Play the card of ``hand`` that gains most for its keep price (a chosen card whose
        effect finds no spot is spent for nothing, as a discard).

        The leading opponent's and the player's own shortest paths are found once and shared
        by every card's judgement."""
        look = _Look(self)
        best, best_score, act = hand[0], float("-inf"), None
        walls = [card for card in hand if card in MAZE_CARDS]
        if walls and look.leader >= 0:
            gain, effect = self._judge_walls(walls, look)
            best, best_score, act = walls[0], gain - WALL_KEEP, effect
        for card in dict.fromkeys(hand):
            if card in MAZE_CARDS:
                continue
            gain, effect = self._judge(card, look)
            score = gain - KEEP[card]
            if score > best_score:
                best, best_score, act = card, score, effect
        if act is not None:
            act()
        return best

    def _judge(self, card: str, look: "_Look") -> tuple[float, Callable[[], None] | None]:
        """(gain in path steps, how to play it) of action ``card`` for the player to move."""
        if look.leader < 0 or look.pawn < 0:
            return 0.0, None
        if card in (BUSTER, DOUBLE_BUSTER):
            return self._judge_bust(card == DOUBLE_BUSTER, look)
        if card in (LEAP, DOUBLE_LEAP):
            reach = 2 if card == DOUBLE_LEAP else 1
            return (LEAP_GAIN if look.detour else 0.0), lambda: self._arm(reach)
        if card == LOSE_A_TURN:
            target = self.owners[look.leader]
            return SKIP_GAIN, lambda: self._skip(target)
        return self._judge_setback(2 if card == DOUBLE_SETBACK else 1, look)

    def _arm(self, reach: int) -> None:
        self.leaps = self.leaps + (reach,)

    def _skip(self, player: int) -> None:
        self.skips[player] += 1

    def _judge_walls(self, cards: list[str],
                     look: "_Look") -> tuple[float, Callable[[], None] | None]:
        """The best of WALL_TRIES random spots across the leader's path, each for a random
        maze card of ``cards``: (gain, how to build it), the card played first in ``cards``."""
        geo, rng = self.geo, self.rng
        if not look.leader_path:
            return 0.0, None
        occupied = self.walls | geo.corner_mask
        for cell in self.cells:
            occupied |= 1 << cell
        best_gain, best_mask, best_card = 0.0, 0, cards[0]
        for _ in range(WALL_TRIES):
            card = cards[rng.randrange(len(cards))]
            spots = _placements_by_cell(geo.size, card)[_random_bit(look.leader_path, rng)]
            spot = spots[rng.randrange(len(spots))]
            mask = spot.mask
            if mask & occupied:
                continue
            walls = self.walls | mask
            # Only a wall touching the edge or another wall can part a pawn from its goal.
            if (spot.edge or spot.ring & self.walls) and not self._routes_open(walls):
                continue
            gain = self._distance(look.leader, walls) - look.leader_d
            # A wall that misses one of the player's shortest paths cannot lengthen it.
            if mask & look.path:
                gain -= self._distance(look.pawn, walls) - look.pawn_d
            if gain > best_gain:
                best_gain, best_mask, best_card = gain, mask, card
        if not best_mask:
            return 0.0, None
        cards.remove(best_card)
        cards.insert(0, best_card)
        return best_gain, lambda: self._build(best_mask)

    def _routes_open(self, walls: int) -> bool:
        geo = self.geo
        free = geo.inside & ~walls
        for pawn, cell in enumerate(self.cells):
            goal = self.goals[pawn]
            if cell != goal and not geo.flood(1 << goal, free | 1 << cell, 1 << cell) >> cell & 1:
                return False
        return True

    def _build(self, mask: int) -> None:
        self.walls |= mask

    def _judge_bust(self, double: bool,
                    look: "_Look") -> tuple[float, Callable[[], None] | None]:
        geo, rng = self.geo, self.rng
        if not look.detour:
            return 0.0, None
        near = geo.spread(look.path | 1 << self.cells[look.pawn], geo.inside) & self.walls
        if not near:
            return 0.0, None
        best_gain, best_mask = 0.0, 0
        for _ in range(BUST_TRIES):
            mask = 1 << _random_bit(near, rng)
            if double:
                more = geo.spread(mask, self.walls) & ~mask
                if not more:
                    continue
                mask |= 1 << _random_bit(more, rng)
            gain = look.pawn_d - self._distance(look.pawn, self.walls & ~mask)
            if gain > best_gain:
                best_gain, best_mask = gain, mask
        if not best_mask:
            return 0.0, None
        return best_gain, lambda: self._bust(best_mask)

    def _bust(self, mask: int) -> None:
        self.walls &= ~mask

    def _judge_setback(self, steps: int,
                       look: "_Look") -> tuple[float, Callable[[], None] | None]:
        geo, leader, layers = self.geo, look.leader, look.leader_layers
        goal = self.goals[leader]
        start = at = self.cells[leader]
        allowed = self._free() & ~(1 << goal)
        for step in range(steps):
            options = [c for c in geo.steps[at] if allowed >> c & 1 and c != start]
            if not options:
                if step == 0:
                    return 0.0, None
                break
            at = max(options, key=lambda c: _depth(layers, c))
        gain = _depth(layers, at) - _depth(layers, start)
        return float(gain), lambda: self._push(leader, at)

    def _push(self, pawn: int, cell: int) -> None:
        self.cells[pawn] = cell


class _Look:
    """The shortest-path facts a card choice needs, found once per choice: the leading
    opponent pawn (nearest its goal) with its BFS layers, distance and one random shortest
    path, and the same of the player's own pawn nearest home."""

    def __init__(self, game: Playout) -> None:
        self.leader, self.leader_layers, self.leader_d = -1, [0], 999
        self.pawn, self.pawn_d, self.path, self.detour = -1, 999, 0, False
        for pawn, owner in enumerate(game.owners):
            if game.cells[pawn] == game.goals[pawn]:
                continue
            layers = game._layers(pawn)
            d = len(layers) - 1 if layers[-1] >> game.cells[pawn] & 1 else 99
            if owner != game.turn and d < self.leader_d:
                self.leader, self.leader_layers, self.leader_d = pawn, layers, d
            elif owner == game.turn and d < self.pawn_d:
                self.pawn, self.pawn_d, mine = pawn, d, layers
        self.leader_path = game._path(self.leader, self.leader_layers) if self.leader >= 0 else 0
        if self.pawn >= 0:
            self.path = game._path(self.pawn, mine)
            self.detour = self.pawn_d > _manhattan(game.geo, game.cells[self.pawn],
                                                   game.goals[self.pawn])


def _manhattan(geo: Geometry, a: int, b: int) -> int:
    w = geo.width
    return abs(a % w - b % w) + abs(a // w - b // w)


def _depth(layers: list[int], cell: int) -> int:
    for d, frontier in enumerate(layers):
        if frontier >> cell & 1:
            return d
    return 99


def _random_bit(mask: int, rng: random.Random) -> int:
    """The index of a random set bit of ``mask`` (which is not 0)."""
    count = mask.bit_count()
    if count == 1:
        return mask.bit_length() - 1
    for _ in range(rng.randrange(count)):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def _random_bit_mask(mask: int, rng: random.Random) -> int:
    return 1 << _random_bit(mask, rng)


@lru_cache(maxsize=64)
def _placements_by_cell(size: int, card: str) -> dict[int, tuple[Placement, ...]]:
    """For each cell, every placement of ``card``'s shape covering it (a cell no placement
    covers, a corner, gets them all)."""
    spots = geometry(size).placements[card]
    found: dict[int, list[Placement]] = {}
    for spot in spots:
        for cell in spot.cells:
            found.setdefault(cell, []).append(spot)
    return {cell: tuple(found.get(cell, ())) or spots for cell in geometry(size).cells}
