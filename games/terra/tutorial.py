"""Terra Incognita's guided first game: choosing a start, the game master's answers, the
notebook, blasting, the arsenal, a river and its mouth, gluing a scrap, a hole, being shot and
healed, shooting back, a false treasure and the real one carried out through an exit.

The whole lesson is one game on a prepared 5×5 labyrinth (:data:`LESSON_MAP`, read by the rules
model through ``new_game(maze=...)``), with Blue as the learner and Vermillion played by the
lesson: Vermillion walks to and fro in the east corner and shoots Blue once, along the top
corridor. The glue step is done when its move is: the scene lets that move through only once the
scrap is glued where it truly lies (:meth:`games.terra.pointing.Pointing.glue_due`).
"""
from __future__ import annotations

import pygame

from games.engine.i18n import add_catalog
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
    Step("This squared page is your notebook. The labyrinth is hidden: only the game master, "
         "the computer, sees it. Find the treasure and carry it out through a gap in the outer "
         "wall.", start=lesson_start),
    Step("First choose where you enter the labyrinth: tap the cell the hand points at.",
         moves=("start b1", "start e4"),
         done="You are in. Vermillion has entered too: the game master tells everyone what "
              "happens, but never where anyone is."),
    Step("Under the map is the game master's answer to you: your cell with its four sides. A "
         "thin line is a wall, a thick one the outer wall, dots an open side.", look=_answer),
    Step("Your notebook draws every answer. Walk east twice: tap the arrow next to your piece.",
         moves=("move e", "move n", "move e", "move s"),
         done="A wall stands to the north. You always know the walls of your own cell."),
    Step("Choose Blast, then the north arrow: a charge brings an inner wall down. You have "
         "three charges.", moves=("blast n", "move n"), done="The wall fell: two charges are left."),
    Step("Step north through the gap.", moves=("move n", "move s"),
         done="An arsenal! It fills your bullets and charges up to three again."),
    Step("West of you lies water. Step west into it.", moves=("move w", "move n"),
         done="A river carried you to its mouth. You no longer know where you are, so your "
              "notebook starts a new scrap, at the right."),
    Step("Look around the mouth: walk east, then south.",
         moves=("move e", "move s", "move s", "move n"),
         done="An arsenal: the very one you were in! Now you know where the scrap belongs."),
    Step("Tap the scrap where your piece stands, then tap the arsenal on the map: the scrap is "
         "glued on. Then step east.", moves=("move e", "move s"),
         done="A hole! You fell in and came out of another hole somewhere else: a new scrap."),
    Step("Walk east twice.", moves=("move e", "move n", "move e", "shoot w"),
         done="Vermillion fired along the corridor and hit you. A wounded player cannot shoot "
              "or carry the treasure."),
    Step("A hospital heals. Try the cell to the south.", moves=("move s", "move s"),
         done="A hospital: you are healed."),
    Step("Now shoot back: choose Shoot, then the east arrow. A bullet flies on until it meets "
         "a wall or a player.", moves=("shoot e", "move n"), done="A hit: Vermillion is wounded."),
    Step("Step west.", moves=("move w", "move s"), done="A treasure! You carry it now."),
    Step("West again.", moves=("move w", "move n"),
         done="Another treasure lies here, but you can carry only one. One of them may be false."),
    Step("West of you is a gap in the outer wall: an exit. Step out with your treasure.",
         moves=("move w", "move s"),
         done="It was false: it crumbled to dust. With your hands free you picked up the "
              "treasure lying here."),
    Step("Out through the exit once more!", moves=("move w",),
         done="This one is real: you won! At the end the game master shows the whole labyrinth "
              "and everyone's path."),
))

add_catalog("ru", {
    "This squared page is your notebook. The labyrinth is hidden: only the game master, "
    "the computer, sees it. Find the treasure and carry it out through a gap in the outer "
    "wall.":
        "Эта страница в клетку — ваш блокнот. Лабиринт скрыт: его видит только ведущий — "
        "компьютер. Найдите клад и вынесите его через проход во внешней стене.",
    "First choose where you enter the labyrinth: tap the cell the hand points at.":
        "Сначала выберите, где войти в лабиринт: нажмите на клетку, на которую показывает рука.",
    "You are in. Vermillion has entered too: the game master tells everyone what "
    "happens, but never where anyone is.":
        "Вы в лабиринте. Алый тоже вошёл: ведущий рассказывает всем, что происходит, но "
        "никогда не говорит, кто где.",
    "Under the map is the game master's answer to you: your cell with its four sides. A "
    "thin line is a wall, a thick one the outer wall, dots an open side.":
        "Под картой — ответ ведущего вам: ваша клетка и её четыре стороны. Тонкая линия — "
        "стена, толстая — внешняя стена, точки — проход.",
    "Your notebook draws every answer. Walk east twice: tap the arrow next to your piece.":
        "Блокнот рисует каждый ответ. Пройдите дважды на восток: нажмите на стрелку рядом "
        "с фишкой.",
    "A wall stands to the north. You always know the walls of your own cell.":
        "На севере стена. Стены своей клетки вы знаете всегда.",
    "Choose Blast, then the north arrow: a charge brings an inner wall down. You have "
    "three charges.":
        "Выберите «Взрыв», потом стрелку на север: заряд рушит внутреннюю стену. Зарядов у "
        "вас три.",
    "The wall fell: two charges are left.": "Стена рухнула: осталось два заряда.",
    "Step north through the gap.": "Шагните на север, в пролом.",
    "An arsenal! It fills your bullets and charges up to three again.":
        "Арсенал! Он снова пополняет патроны и заряды до трёх.",
    "West of you lies water. Step west into it.": "К западу от вас вода. Шагните на запад.",
    "A river carried you to its mouth. You no longer know where you are, so your "
    "notebook starts a new scrap, at the right.":
        "Река унесла вас в устье. Теперь вы не знаете, где находитесь, и блокнот начинает "
        "новый обрывок — справа.",
    "Look around the mouth: walk east, then south.":
        "Осмотритесь у устья: пройдите на восток, потом на юг.",
    "An arsenal: the very one you were in! Now you know where the scrap belongs.":
        "Арсенал — тот самый, где вы уже были! Теперь ясно, куда приложить обрывок.",
    "Tap the scrap where your piece stands, then tap the arsenal on the map: the scrap is "
    "glued on. Then step east.":
        "Нажмите на обрывок там, где стоит фишка, потом на арсенал на карте: обрывок "
        "вклеится. Потом шагните на восток.",
    "A hole! You fell in and came out of another hole somewhere else: a new scrap.":
        "Дырка! Вы провалились и вылезли из другой дырки где-то ещё — снова новый обрывок.",
    "Walk east twice.": "Пройдите дважды на восток.",
    "Vermillion fired along the corridor and hit you. A wounded player cannot shoot "
    "or carry the treasure.":
        "Алый выстрелил вдоль коридора и попал в вас. Раненый не может стрелять и нести клад.",
    "A hospital heals. Try the cell to the south.":
        "Больница лечит. Попробуйте клетку к югу.",
    "A hospital: you are healed.": "Больница: вы вылечены.",
    "Now shoot back: choose Shoot, then the east arrow. A bullet flies on until it meets "
    "a wall or a player.":
        "Теперь ответный выстрел: выберите «Выстрел», потом стрелку на восток. Пуля летит, "
        "пока не встретит стену или игрока.",
    "A hit: Vermillion is wounded.": "Попадание: Алый ранен.",
    "Step west.": "Шагните на запад.",
    "A treasure! You carry it now.": "Клад! Теперь вы несёте его.",
    "West again.": "Ещё раз на запад.",
    "Another treasure lies here, but you can carry only one. One of them may be false.":
        "Здесь лежит ещё один клад, но нести можно только один. Один из них может быть ложным.",
    "West of you is a gap in the outer wall: an exit. Step out with your treasure.":
        "К западу — проход во внешней стене, выход. Выйдите с кладом.",
    "It was false: it crumbled to dust. With your hands free you picked up the "
    "treasure lying here.":
        "Клад был ложным и рассыпался в прах. Руки освободились, и вы подобрали клад, "
        "лежавший здесь.",
    "Out through the exit once more!": "Ещё раз через выход!",
    "This one is real: you won! At the end the game master shows the whole labyrinth "
    "and everyone's path.":
        "Этот клад настоящий — вы победили! В конце ведущий показывает весь лабиринт и пути "
        "всех игроков.",
})
