"""Maze's guided first games: the full game (:data:`LESSON`) and kids' Maze (:data:`KIDS_LESSON`).

The learner plays White, the lesson plays Black, the partner. Every position is a set-up record
read by the rules model (``new_game(setup=...)``) followed by legal moves, so a lesson can only
show what the rules allow.

The full lesson is one game for its first nine steps (every kind of piece, deserts, a Tree
planted), then shows two ways to lose (a Traveler asleep in a desert, a Traveler cut off by
planted Trees) and ends with a later position of another game: Travelers fixed on home fields,
and the swap, won. The kids' lesson is one game on a kids' 10-piece set-up: its first moves show
the pieces; its last step is the end of a winning line the solver found from there; between them
a Traveler falls asleep, and the rules page's own example shows a Traveler cut off.
"""
from __future__ import annotations

from typing import Callable

import pygame

from games.engine.i18n import N_
from games.engine.tutorial import Lesson, Step
from games.maze.rules import FIELDS, MazeState, new_game


def setup(pieces: dict[str, str]) -> str:
    """The 48-character set-up record with the Travelers on their home fields and ``pieces``
    (field -> piece letter, upper case White) on the other fields named."""
    cells = ["."] * 48
    for field, letter in {"c1": "M", "d1": "M", "c10": "m", "d10": "m", **pieces}.items():
        cells[FIELDS.index(field)] = letter
    return "".join(cells)


def position(record: str, moves: tuple[str, ...] = ()) -> Callable[[], MazeState]:
    """A step's ``start``: the game of set-up ``record`` after ``moves``."""
    def start() -> MazeState:
        state = new_game(setup=record)
        for move in moves:
            state.play(move)
        return state
    return start


def _fields(*names: str) -> Callable[[object], list[pygame.Rect]]:
    """A step's ``look``: glow these fields of the scene's board."""
    return lambda scene: [scene.layout.rect(name) for name in names]


HOMES = _fields("c1", "d1", "c10", "d10")

# ----- the full game ----------------------------------------------------------------------------

FIRST_GAME = setup({"b2": "T", "e2": "S", "a3": "2", "c3": "L", "d3": "T", "b5": "R", "e5": "H",
                    "b6": "r", "e6": "h", "a8": "2", "c8": "l", "b9": "t", "e9": "s"})
"""The lesson's first game: one White piece of each kind that the steps move, a few of Black's."""
BOXED_IN = ("b2-d2x", "c10-e8")
"""Before the cut-off step: a White Tree took root on d2, beside the Traveler on c1."""
ENDGAME = setup({"a3": "T", "c3": "L", "f5": "3", "e6": "s", "b8": "l", "c9": "t"})
ENDGAME_MOVES = ("c3-b4x", "b8-a7x", "a3-a5x", "c9-a6x",
                 "c1-e3", "c10-a8", "e3-b6", "a8-d5", "d1-e2", "d10-f8", "e2-f3", "b6-e9",
                 "d5-b3", "f8-c5", "f3-c6", "c6-e8", "c5-e3")
"""A later game: two pieces asleep and two Trees planted out of the way, and each Traveler
across the board, one slide from its goal."""

LESSON = Lesson(steps=(
    Step(N_("Maze is played by two partners: you are White, the computer is Black. You both win "
         "when the Travelers swap home fields: yours go right, Black's go left."),
         start=position(FIRST_GAME), look=HOMES),
    Step(N_("Each turn you move one piece on the lit left half. A Traveler slides like a chess "
         "bishop: along a diagonal, over empty fields. Slide yours from c1 to e3."),
         moves=("c1-e3", "c10-e8"),
         done=N_("Black moved on the right half. Nothing is ever captured: every move ends on an "
              "empty field.")),
    Step(N_("Columns 4 and 7 are deserts. Crossing one is safe: slide the Traveler on from e3, "
         "over d4, to c5."), moves=("e3-c5", "e8-c6"), look=_fields("d4")),
    Step(N_("The Lightning steps one field diagonally. Step it from c3 onto the desert at b4: a "
         "piece that stops on a desert falls asleep for good."), moves=("c3-b4x", "c8-d9"),
         done=N_("It stays there asleep, an obstacle for the rest of the game.")),
    Step(N_("A Rabbit jumps over one piece next to it, awake or asleep, to the empty field just "
         "behind. Jump the Rabbit from b5 over the sleeping Lightning to b3."),
         moves=("b5-b3", "b6-d6"), done=N_("Black's Rabbit jumped over its own Traveler.")),
    Step(N_("A Stone steps once forward or back, then once sideways. Forward is towards the other "
         "side: right for White. Move the Stone from e2 by e3 to f3."), moves=("e2-f3", "e9-d8")),
    Step(N_("A Time Pawn goes exactly its number of fields in a straight line, forward or "
         "sideways, never back. Move Time Pawn 2 from a3 to a5."), moves=("a3-a5", "a8-a6")),
    Step(N_("A Shadow jumps to any empty field next to a Traveler of its colour, wherever that "
         "stands. Jump the Shadow from e5 to c2, beside the Traveler on d1."),
         moves=("e5-c2", "e6-b6"), done=N_("Black's Shadow joined Black's Traveler.")),
    Step(N_("Once a game a Tree may fly to any empty field of its own shade: light for White. "
         "There it takes root for good. Plant the Tree from b2 on e5."), moves=("b2-e5x",),
         done=N_("A planted Tree, like a sleeping piece, is an obstacle for good. Rabbits may "
              "jump it.")),
    Step(N_("The swap must stay possible. If a Traveler falls asleep it never can, and you both "
         "lose at once. See it: slide the Traveler from c1 to the desert at f4."),
         start=position(FIRST_GAME), moves=("c1-f4x",),
         done=N_("Lost. You also lose when a Traveler stops on its own home field, a Tree takes "
              "root on a home field, or the player to move has no move.")),
    Step(N_("Each Traveler has one goal: the far home field of its own shade (c1's is d10). Plant "
         "the Tree from d3 on b2, beside the Tree on d2, and watch."),
         start=position(FIRST_GAME, BOXED_IN), moves=("d3-b2x",), look=_fields("c1", "d10"),
         done=N_("Cut off! Sleeping pieces, planted Trees and Travelers stuck at home now bar "
              "every way to d10, so you both lose.")),
    Step(N_("Later in a game: your Travelers are in Black's half, so Black moves them. Watch: a "
         "Traveler that stops on a home field stays there for good."),
         start=position(ENDGAME, ENDGAME_MOVES), moves=("e9-d10",),
         done=N_("Your Traveler is home on d10. Any piece may pass over a home field; only a "
              "Traveler stopping there stays.")),
    Step(N_("Black's Travelers stand in your half, so they are yours to move. Slide the one on e3 "
         "home to c1."), moves=("e3-c1", "e8-c10"),
         done=N_("Black brought your other Traveler to c10.")),
    Step(N_("One to go: slide the Traveler on b3 to d1."), moves=("b3-d1",),
         done=N_("The Travelers have swapped sides: you both win! You know Maze.")),
))

# ----- kids' Maze ---------------------------------------------------------------------------------

KIDS_GAME = setup({"b2": "R", "c2": "H", "d2": "L", "e2": "H", "a3": "T", "b3": "1", "c3": "2",
                   "d3": "S", "e3": "3", "f3": "T",
                   "a8": "t", "b8": "1", "c8": "2", "d8": "s", "e8": "3", "b9": "r", "c9": "h",
                   "d9": "l", "e9": "h", "f8": "t"})
"""A kids' set-up (ten pieces a side on the two columns in front of the Travelers), Black's the
mirror image of White's."""
KIDS_OPENING = ("c3-c5", "c8-c6", "d2-c3", "d9-c8", "b2-d2", "b9-d9", "a3-a5x", "a8-a6x",
                "c1-a3", "c10-a8", "e2-b2", "e9-b9", "d3-c4x", "d8-c7x")
"""The kids' lesson's first moves: each White piece shown, Black answering with its mirror."""
KIDS_WIN = ("f3-d4x", "c6-e6", "c5-e5", "f8-d7x", "b2-a4x", "d10-f8", "d1-f3", "b9-f7x",
            "a3-c5", "a8-c6", "c5-b6", "f8-a3", "a3-c1", "b6-c5", "c5-f8", "f8-d10", "d2-b2",
            "c6-b5", "f3-a8", "a8-c10", "b5-c6", "c6-f3", "f3-d1")
"""A winning line from the end of :data:`KIDS_OPENING` (found by the solver)."""
RULES_EXAMPLE = "MM12S3THLHRT........................1l2htht3rsmm"
"""The rules page's example of a Traveler cut off, on a kids' set-up."""

KIDS_LESSON = Lesson(steps=(
    Step(N_("You and Black play together. Swap the Travelers: yours go right, Black's go left!"),
         start=position(KIDS_GAME), look=HOMES),
    Step(N_("You move pieces on the lit half. Time Pawn 2 walks exactly 2 fields. Walking over "
         "desert sand is fine!"), moves=("c3-c5", "c8-c6")),
    Step(N_("The Lightning takes one slanting step."), moves=("d2-c3", "d9-c8")),
    Step(N_("The Rabbit hops over a piece next to it."), moves=("b2-d2", "b9-d9")),
    Step(N_("A Tree flies once, to a field of its own colour. Then it grows there for good."),
         moves=("a3-a5x", "a8-a6x")),
    Step(N_("Now your Traveler can go. It slides on a slant, as far as it likes."),
         moves=("c1-a3", "c10-a8")),
    Step(N_("The Shadow pops up next to its own Traveler."), moves=("e2-b2", "e9-b9")),
    Step(N_("The Stone steps forward, then to the side. Watch what the sand does!"),
         moves=("d3-c4x", "d8-c7x"), done=N_("A piece that stops on sand falls asleep for good.")),
    Step(N_("A Traveler must never stop on sand. Try it once and see!"),
         start=position(KIDS_GAME, KIDS_OPENING), moves=("a3-b4x",),
         done=N_("Oh no, it fell asleep! Now nobody can win.")),
    Step(N_("Sleeping pieces and Trees can box a Traveler in. Move the Lightning onto the sand and "
         "watch the glowing Traveler."),
         start=position(RULES_EXAMPLE, ("a3-c5x", "b9-e4x", "f3-c7x", "d8-b9")),
         moves=("c3-d4x",), look=_fields("c1"),
         done=N_("It can never get across now, so the game is lost.")),
    Step(N_("Black's Traveler is on your half, so you move it. Bring it home!"),
         start=position(KIDS_GAME, KIDS_OPENING + KIDS_WIN[:-1]), moves=KIDS_WIN[-1:],
         done=N_("The Travelers swapped sides. You both win!")),
))
