"""Mazing's guided first game on a 9×9 grid: the race, maze cards (placed, turned, mirrored),
the route rule, the die, every action card, a forced discard and the winning walk.

Every position is a Mazing state read by the rules model (``from_json``), so the lesson can only
show what the rules allow. A position in the middle of a turn says how many cards are still to
play (two a turn with two players; most steps start at the turn's second card).
"""
from __future__ import annotations

import json
from typing import Callable

import pygame

from games.engine.i18n import N_
from games.engine.tutorial import Lesson, Step
from games.mazing.rules import CARD_ORDER, Mazing, from_json, new_game


def position(blue: str = "a1", vermillion: str = "i1", walls: str = "",
             hand: tuple[str, ...] = (), foe: tuple[str, ...] = (), phase: str = "cards",
             roll: int = 0, cards_left: int = 1) -> Mazing:
    """A two-player 9×9 position with Blue to move: the pawns on ``blue`` and ``vermillion``,
    wall tokens on ``walls``, Blue holding ``hand`` (six cards from the deck if none) and
    Vermillion ``foe`` (topped up to six from the deck), ``cards_left`` cards still to play this turn, or the die due (``phase``
    "roll") or rolled (``phase`` "move" with ``roll``). The other cards stay in the deck in a
    fixed shuffled order, so the cards Blue draws are the same every time."""
    data = json.loads(new_game(players=2, size=9, seed=1).to_json())
    pool = [card for held in data["hands"] for card in held] + data["deck"]
    for card in hand + foe:
        pool.remove(card)
    if not hand:
        hand, pool = tuple(pool[:6]), pool[6:]
    rest = list(foe)
    while len(rest) < 6:
        rest.append(pool.pop(0))
    data.update(pawns=[blue, vermillion], walls=walls.split(),
                hands=[sorted(hand, key=CARD_ORDER.__getitem__), sorted(rest, key=CARD_ORDER.__getitem__)],
                deck=pool, discard=[], phase=phase, roll=roll, cards_left=cards_left, turn=0)
    return from_json(json.dumps(data))


def _cells(*names: str) -> Callable[[object], list[pygame.Rect]]:
    """A step's ``look``: glow these cells of the scene's board."""
    return lambda scene: [scene.layout.cell_rect(name) for name in names]


FIRST_HAND = ("L3", "I3", "S4", N_("Buster"), N_("Leap"), N_("Setback"))
FIRST_FOE = ("I2", "T4", N_("Buster"), N_("Leap"), N_("Lose A Turn"), "L4")
ROUTE_WALLS = "g1 g2 g3 h3"
"""Walls that almost shut Vermillion's corner in: i3 is the only way out."""
ONE_WALL_ROW = "a5 b5 c5 d5 e5 f5"
LEAP_WALLS = "d1 d2 d3 d4 d5 d6 d7 d8"
DOUBLE_LEAP_WALLS = LEAP_WALLS + " e1 e2 e3 e4 e5 e6 e7 e8"

LESSON = Lesson(steps=(
    Step(N_("You are Blue, on a1. Race your pawn to the far corner with the blue flag before "
         "Vermillion reaches theirs."),
         start=lambda: position(hand=FIRST_HAND, foe=FIRST_FOE, cards_left=2),
         look=_cells("a1", "i9")),
    Step(N_("A turn starts with cards: two each when two play. Tap the corner wall card. Its "
         "ghost follows the pointer, green where it fits: put it where the hand points."),
         moves=("wall d5 d6 e5",)),
    Step(N_("Walls turn. Tap the straight wall, then Turn until it stands upright (the wheel, a "
         "right click or a shoulder button turn it too). Then place it."),
         moves=("wall f2 f3 f4",),
         done=N_("Two cards played, so you draw back up to six. Now the die.")),
    Step(N_("Tap Roll, then a lit cell: the pawn walks exactly that many steps. Steps may turn "
         "and even double back."), moves=("roll 4", "move c3")),
    Step(N_("Vermillion's turn: two cards, then the die. Their hand is secret, but every wall "
         "is there for all to see."), moves=("wall b4 c4", "wall d3 e2 e3 e4", "roll 3", "move h3"),
         done=N_("Your turn again, with new walls to get round.")),
    Step(N_("Some walls have a mirror image. Tap the S-shaped wall, then Mirror (or press F), "
         "and place it where the hand points."),
         start=lambda: position("c3", "g2", walls="d2 d3", hand=("I2", "S4", N_("Buster"), N_("Leap"), N_("Setback"))),
         moves=("wall e6 f5 f6 g5",)),
    Step(N_("No wall may cut a pawn off from its goal. Hold the small wall over the glowing gap: "
         "it turns red, because Vermillion would be shut in. Place it where the hand points."),
         start=lambda: position("c3", walls=ROUTE_WALLS, hand=("I2", "I3", N_("Buster"), N_("Leap"), N_("Setback"))),
         moves=("wall d5 e5",), look=_cells("i3")),
    Step(N_("A Buster removes one wall token. Tap it, tap the wall on c5, then Play."),
         start=lambda: position("c4", "g2", walls=ONE_WALL_ROW,
                                hand=("I2", N_("Buster"), N_("Double Buster"), N_("Leap"), N_("Setback"), "L3"),
                                cards_left=2),
         moves=("bust c5",)),
    Step(N_("A Double Buster removes two walls that touch. Tap it, tap the walls on d5 and e5, "
         "then Play."), moves=("bust d5 e5",)),
    Step(N_("Leap: this turn your walk may jump one wall token, and the jump counts as a step. "
         "Play it, roll, and jump the wall."),
         start=lambda: position("c3", "h2", walls=LEAP_WALLS, hand=("I2", "L3", N_("Leap"), N_("Buster"), N_("Setback"))),
         moves=(N_("leap"), "roll 3", "move f3"),
         done=N_("A leap needs a roll of at least 2, or the card is spent for nothing.")),
    Step(N_("Double Leap jumps two walls in a straight line (it needs a roll of 3 or more). Play "
         "it, roll, and cross both walls."),
         start=lambda: position("c3", "h2", walls=DOUBLE_LEAP_WALLS,
                                hand=("I2", "L3", N_("Double Leap"), N_("Buster"), N_("Setback"))),
         moves=("leap2", "roll 4", "move g3")),
    Step(N_("Lose A Turn makes an opponent miss their next turn. Tap it, then Vermillion's pawn "
         "or their row under the cards. Then roll and walk."),
         start=lambda: position("c3", "g5", walls="d4 e4 f4", hand=("I2", "L3", N_("Lose A Turn"), N_("Buster"), N_("Setback"))),
         moves=("skip 2", "roll 2", "move e3"),
         done=N_("Vermillion missed their turn, so it is yours again.")),
    Step(N_("A Setback pushes an opponent's pawn one step, never through a wall. Tap it, then "
         "Vermillion's pawn, then the cell it is pushed to."),
         start=lambda: position("c3", "d6", walls="c6 d7",
                                hand=("I2", "L3", N_("Setback"), N_("Double Setback"), N_("Buster"), N_("Leap")),
                                cards_left=2),
         moves=("setback 2 e6",)),
    Step(N_("A Double Setback pushes it two steps. Tap it, the pawn, then both steps."),
         moves=("setback 2 f6 f5",)),
    Step(N_("No wall on the board, so no Buster can be played. When no card in your hand can be "
         "played, you discard one: tap a card, then Discard."),
         start=lambda: position("c3", "g5", hand=(N_("Buster"), N_("Buster"), N_("Buster"), N_("Double Buster"), N_("Double Buster"))),
         moves=("discard Buster",)),
    Step(N_("Your flag is near. Roll: reaching your goal corner ends the walk at once, with no "
         "exact count needed."),
         start=lambda: position("h8", "c7", walls="g9 g8 h7", phase="roll"),
         moves=("roll 5", "move i9"),
         done=N_("Home first: you win! You know Mazing.")),
))
