"""Terra Incognita's guided first game: choosing a start, the game master's answers, the
notebook, blasting, the arsenal, a river and its mouth, gluing a scrap, a hole, being shot and
healed, shooting back, a false treasure and the real one carried out through an exit; and
:data:`FLOORS_LESSON`, a short one on the Tver labyrinth's floors, stairs and notebook pages.

The whole lesson is one game on a prepared 5×5 labyrinth (:data:`LESSON_MAP`, read by the rules
model through ``new_game(maze=...)``), with Blue as the learner and Vermillion played by the
lesson: Vermillion walks to and fro in the east corner and shoots Blue once, along the top
corridor. The glue step is done when its move is: the scene lets that move through only once the
scrap is glued where it truly lies (:meth:`games.terra.pointing.Pointing.glue_due`).
"""
from __future__ import annotations

import pygame

from games.engine.i18n import N_
from games.engine.tutorial import Lesson, Step
from games.terra.rules import TerraState, new_game

LESSON_MAP = """+-+-+-+-+-+
|O . . . .|
+-+-+ +-+ +
 . . H . .|
+-+-+-+-+ +
|. .|M .|.|
+-+ + + +-+
|. .|^ A O|
+ +-+-+-+ +
|. . . .|.|
+-+-+-+-+-+
holes: e2 a5
treasure: a4
false: b4"""
"""The lesson's labyrinth. Blue enters at b1 and walks east to d1, blasts into the arsenal d2,
steps into the river c2 (carried to its mouth c3), walks back to d2 by d3 (and glues), falls
into the hole e2 (out of a5), is shot on c5 by Vermillion from e5, is healed in the hospital
c4, shoots Vermillion on e4, picks up the false treasure on b4, carries it out through the
exit west of a4 (where it crumbles and the real one is picked up) and steps out again."""


def lesson_start() -> TerraState:
    """The lesson's game: Blue and Vermillion, nobody in the labyrinth yet."""
    return new_game(players=2, maze=LESSON_MAP)


def _answer(scene) -> list[pygame.Rect]:
    """A step's ``look``: the cell of the game master's answer under the map."""
    return [scene.answer_cell_rect()]


LESSON = Lesson(steps=(
    Step(N_("This squared page is your notebook. The labyrinth is hidden: only the game master, "
         "the computer, sees it. Find the treasure and carry it out through a gap in the outer "
         "wall."), start=lesson_start),
    Step(N_("First choose where you enter the labyrinth: tap the cell the hand points at."),
         moves=("start b1", "start e4"),
         done=N_("You are in. Vermillion has entered too: the game master tells everyone what "
              "happens, but never where anyone is.")),
    Step(N_("Under the map is the game master's answer to you: your cell with its four sides. A "
         "thin line is a wall, a thick one the outer wall, dots an open side."), look=_answer),
    Step(N_("Your notebook draws every answer. Walk east twice: tap the arrow next to your piece."),
         moves=("move e", "move n", "move e", "move s"),
         done=N_("A wall stands to the north. You always know the walls of your own cell.")),
    Step(N_("Choose Blast, then the north arrow: a charge brings an inner wall down. You have "
         "three charges."), moves=("blast n", "move n"), done=N_("The wall fell: two charges are left.")),
    Step(N_("Step north through the gap."), moves=("move n", "move s"),
         done=N_("An arsenal! It fills your bullets and charges up to three again.")),
    Step(N_("West of you lies water. Step west into it."), moves=("move w", "move n"),
         done=N_("A river carried you to its mouth. You no longer know where you are, so your "
              "notebook starts a new scrap, at the right.")),
    Step(N_("Look around the mouth: walk east, then south."),
         moves=("move e", "move s", "move s", "move n"),
         done=N_("An arsenal: the very one you were in! Now you know where the scrap belongs.")),
    Step(N_("Tap the scrap where your piece stands, then tap the arsenal on the map: the scrap is "
         "glued on. Then step east."), moves=("move e", "move s"),
         done=N_("A hole! You fell in and came out of another hole somewhere else: a new scrap.")),
    Step(N_("Walk east twice."), moves=("move e", "move n", "move e", "shoot w"),
         done=N_("Vermillion fired along the corridor and hit you. A wounded player cannot shoot "
              "or carry the treasure.")),
    Step(N_("A hospital heals. Try the cell to the south."), moves=("move s", "move s"),
         done=N_("A hospital: you are healed.")),
    Step(N_("Now shoot back: choose Shoot, then the east arrow. A bullet flies on until it meets "
         "a wall or a player."), moves=("shoot e", "move n"), done=N_("A hit: Vermillion is wounded.")),
    Step(N_("Step west."), moves=("move w", "move s"), done=N_("A treasure! You carry it now.")),
    Step(N_("West again."), moves=("move w", "move n"),
         done=N_("Another treasure lies here, but you can carry only one. One of them may be false.")),
    Step(N_("West of you is a gap in the outer wall: an exit. Step out with your treasure."),
         moves=("move w", "move s"),
         done=N_("It was false: it crumbled to dust. With your hands free you picked up the "
              "treasure lying here.")),
    Step(N_("Out through the exit once more!"), moves=("move w",),
         done=N_("This one is real: you won! At the end the game master shows the whole labyrinth "
              "and everyone's path.")),
))


FLOORS_MAP = """floor 1
+-+-+-+-+
|. . .|S|
+ +-+ + +
|A . . .|
+ + +-+ +
|. . . H|
+-+ +-+-+
|. . . .
+-+-+-+-+
floor 2
+-+-+-+-+
|. . . S|
+ +-+ + +
|. A . .|
+ + +-+ +
|. . . .|
+-+ +-+-+
|. . .|.|
+-+-+-+-+
treasure: b1 c3@2"""
"""The floors lesson's labyrinth: two floors of 4×4, joined by the stairs on d4 (the exit is east
of d1 on the ground floor)."""


def floors_start() -> TerraState:
    """The floors lesson's game: Blue alone, not yet in the labyrinth."""
    return new_game(players=1, maze=FLOORS_MAP)


FLOORS_LESSON = Lesson(players=1, steps=(
    Step(N_("This labyrinth has two floors, and your notebook a page for each: the tabs at the "
         "right turn to them."), start=floors_start),
    Step(N_("Enter on the ground floor: tap the cell the hand points at."), moves=("start c3",),
         done=N_("You are in, on floor 1.")),
    Step(N_("Walk east, then north."), moves=("move e", "move n"),
         done=N_("Stairs! From here you can climb to the floor above.")),
    Step(N_("Press Up: you climb to the same cell one floor higher."), moves=("climb up",),
         done=N_("You are on floor 2, and your notebook turned to its page. Its tab shows your "
              "piece; the Floor 1 tab shows the page you drew below.")),
    Step(N_("Walk west, then come back east."), moves=("move w", "move e")),
    Step(N_("Press Down to go back to floor 1."), moves=("climb down",),
         done=N_("Back on floor 1, on the page you drew before. Holes may lead to other floors "
              "too, and then you start a loose scrap as usual.")),
))
"""A short lesson on the Tver labyrinth: the floors, the stairs and the notebook's page per floor."""
