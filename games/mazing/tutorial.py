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

from games.engine.i18n import add_catalog
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


FIRST_HAND = ("L3", "I3", "S4", "Buster", "Leap", "Setback")
FIRST_FOE = ("I2", "T4", "Buster", "Leap", "Lose A Turn", "L4")
ROUTE_WALLS = "g1 g2 g3 h3"
"""Walls that almost shut Vermillion's corner in: i3 is the only way out."""
ONE_WALL_ROW = "a5 b5 c5 d5 e5 f5"
LEAP_WALLS = "d1 d2 d3 d4 d5 d6 d7 d8"
DOUBLE_LEAP_WALLS = LEAP_WALLS + " e1 e2 e3 e4 e5 e6 e7 e8"

LESSON = Lesson(steps=(
    Step("You are Blue, on a1. Race your pawn to the far corner with the blue flag before "
         "Vermillion reaches theirs.",
         start=lambda: position(hand=FIRST_HAND, foe=FIRST_FOE, cards_left=2),
         look=_cells("a1", "i9")),
    Step("A turn starts with cards: two each when two play. Tap the corner wall card. Its "
         "ghost follows the pointer, green where it fits: put it where the hand points.",
         moves=("wall d5 d6 e5",)),
    Step("Walls turn. Tap the straight wall, then Turn until it stands upright (the wheel, a "
         "right click or a shoulder button turn it too). Then place it.",
         moves=("wall f2 f3 f4",),
         done="Two cards played, so you draw back up to six. Now the die."),
    Step("Tap Roll, then a lit cell: the pawn walks exactly that many steps. Steps may turn "
         "and even double back.", moves=("roll 4", "move c3")),
    Step("Vermillion's turn: two cards, then the die. Their hand is secret, but every wall "
         "is there for all to see.", moves=("wall b4 c4", "wall d3 e2 e3 e4", "roll 3", "move h3"),
         done="Your turn again, with new walls to get round."),
    Step("Some walls have a mirror image. Tap the S-shaped wall, then Mirror (or press F), "
         "and place it where the hand points.",
         start=lambda: position("c3", "g2", walls="d2 d3", hand=("I2", "S4", "Buster", "Leap", "Setback")),
         moves=("wall e6 f5 f6 g5",)),
    Step("No wall may cut a pawn off from its goal. Hold the small wall over the glowing gap: "
         "it turns red, because Vermillion would be shut in. Place it where the hand points.",
         start=lambda: position("c3", walls=ROUTE_WALLS, hand=("I2", "I3", "Buster", "Leap", "Setback")),
         moves=("wall d5 e5",), look=_cells("i3")),
    Step("A Buster removes one wall token. Tap it, tap the wall on c5, then Play.",
         start=lambda: position("c4", "g2", walls=ONE_WALL_ROW,
                                hand=("I2", "Buster", "Double Buster", "Leap", "Setback", "L3"),
                                cards_left=2),
         moves=("bust c5",)),
    Step("A Double Buster removes two walls that touch. Tap it, tap the walls on d5 and e5, "
         "then Play.", moves=("bust d5 e5",)),
    Step("Leap: this turn your walk may jump one wall token, and the jump counts as a step. "
         "Play it, roll, and jump the wall.",
         start=lambda: position("c3", "h2", walls=LEAP_WALLS, hand=("I2", "L3", "Leap", "Buster", "Setback")),
         moves=("leap", "roll 3", "move f3"),
         done="A leap needs a roll of at least 2, or the card is spent for nothing."),
    Step("Double Leap jumps two walls in a straight line (it needs a roll of 3 or more). Play "
         "it, roll, and cross both walls.",
         start=lambda: position("c3", "h2", walls=DOUBLE_LEAP_WALLS,
                                hand=("I2", "L3", "Double Leap", "Buster", "Setback")),
         moves=("leap2", "roll 4", "move g3")),
    Step("Lose A Turn makes an opponent miss their next turn. Tap it, then Vermillion's pawn "
         "or their row under the cards. Then roll and walk.",
         start=lambda: position("c3", "g5", walls="d4 e4 f4", hand=("I2", "L3", "Lose A Turn", "Buster", "Setback")),
         moves=("skip 2", "roll 2", "move e3"),
         done="Vermillion missed their turn, so it is yours again."),
    Step("A Setback pushes an opponent's pawn one step, never through a wall. Tap it, then "
         "Vermillion's pawn, then the cell it is pushed to.",
         start=lambda: position("c3", "d6", walls="c6 d7",
                                hand=("I2", "L3", "Setback", "Double Setback", "Buster", "Leap"),
                                cards_left=2),
         moves=("setback 2 e6",)),
    Step("A Double Setback pushes it two steps. Tap it, the pawn, then both steps.",
         moves=("setback 2 f6 f5",)),
    Step("No wall on the board, so no Buster can be played. When no card in your hand can be "
         "played, you discard one: tap a card, then Discard.",
         start=lambda: position("c3", "g5", hand=("Buster", "Buster", "Buster", "Double Buster", "Double Buster")),
         moves=("discard Buster",)),
    Step("Your flag is near. Roll: reaching your goal corner ends the walk at once, with no "
         "exact count needed.",
         start=lambda: position("h8", "c7", walls="g9 g8 h7", phase="roll"),
         moves=("roll 5", "move i9"),
         done="Home first: you win! You know Mazing."),
))

add_catalog("ru", {
    "You are Blue, on a1. Race your pawn to the far corner with the blue flag before "
    "Vermillion reaches theirs.":
        "Вы — Синий, на a1. Доведите фишку до дальнего угла с синим флажком раньше, чем Алый "
        "доберётся до своего.",
    "A turn starts with cards: two each when two play. Tap the corner wall card. Its "
    "ghost follows the pointer, green where it fits: put it where the hand points.":
        "Ход начинается с карт: вдвоём каждый играет по две. Нажмите на карту с уголком. Её "
        "призрак следует за указателем и зеленеет, где помещается: поставьте его туда, куда "
        "показывает рука.",
    "Walls turn. Tap the straight wall, then Turn until it stands upright (the wheel, a "
    "right click or a shoulder button turn it too). Then place it.":
        "Стены поворачиваются. Нажмите на прямую стену, потом «Повернуть», пока она не встанет "
        "вертикально (колесо, правая кнопка мыши или бамперы геймпада тоже поворачивают). Потом "
        "поставьте её.",
    "Two cards played, so you draw back up to six. Now the die.":
        "Две карты сыграны, и вы добираете руку до шести. Теперь кубик.",
    "Tap Roll, then a lit cell: the pawn walks exactly that many steps. Steps may turn "
    "and even double back.":
        "Нажмите «Бросить», потом подсвеченную клетку: фишка проходит ровно столько шагов. "
        "Шаги могут поворачивать и даже возвращаться назад.",
    "Vermillion's turn: two cards, then the die. Their hand is secret, but every wall "
    "is there for all to see.":
        "Ход Алого: две карты, потом кубик. Его карты скрыты, но все стены видны всем.",
    "Your turn again, with new walls to get round.":
        "Снова ваш ход, и на пути новые стены.",
    "Some walls have a mirror image. Tap the S-shaped wall, then Mirror (or press F), "
    "and place it where the hand points.":
        "У некоторых стен есть зеркальное отражение. Нажмите на стену-зигзаг, потом "
        "«Отразить» (или F) и поставьте её туда, куда показывает рука.",
    "No wall may cut a pawn off from its goal. Hold the small wall over the glowing gap: "
    "it turns red, because Vermillion would be shut in. Place it where the hand points.":
        "Стена не может отрезать фишку от её цели. Наведите маленькую стену на светящийся "
        "проход: она краснеет, ведь Алый оказался бы заперт. Поставьте её туда, куда "
        "показывает рука.",
    "A Buster removes one wall token. Tap it, tap the wall on c5, then Play.":
        "«Таран» убирает одну стену. Нажмите на него, на стену на c5, потом «Сыграть».",
    "A Double Buster removes two walls that touch. Tap it, tap the walls on d5 and e5, "
    "then Play.":
        "«Двойной таран» убирает две соседние стены. Нажмите на него, на стены на d5 и "
        "e5, потом «Сыграть».",
    "Leap: this turn your walk may jump one wall token, and the jump counts as a step. "
    "Play it, roll, and jump the wall.":
        "«Прыжок»: в этот ход фишка может перепрыгнуть одну стену, и прыжок считается шагом. "
        "Сыграйте его, бросьте кубик и перепрыгните стену.",
    "A leap needs a roll of at least 2, or the card is spent for nothing.":
        "Для прыжка нужно выбросить хотя бы 2, иначе карта пропадает зря.",
    "Double Leap jumps two walls in a straight line (it needs a roll of 3 or more). Play "
    "it, roll, and cross both walls.":
        "«Двойной прыжок» перелетает две стены по прямой (нужно выбросить 3 или больше). "
        "Сыграйте его, бросьте кубик и перепрыгните обе стены.",
    "Lose A Turn makes an opponent miss their next turn. Tap it, then Vermillion's pawn "
    "or their row under the cards. Then roll and walk.":
        "«Пропуск хода» заставляет соперника пропустить следующий ход. Нажмите на карту, "
        "потом на фишку Алого или его строку под картами. Затем бросьте кубик и идите.",
    "Vermillion missed their turn, so it is yours again.":
        "Алый пропустил ход, поэтому снова ходите вы.",
    "A Setback pushes an opponent's pawn one step, never through a wall. Tap it, then "
    "Vermillion's pawn, then the cell it is pushed to.":
        "«Откат» сдвигает фишку соперника на один шаг, но не сквозь стену. Нажмите на карту, "
        "на фишку Алого, потом на клетку, куда её сдвинуть.",
    "A Double Setback pushes it two steps. Tap it, the pawn, then both steps.":
        "«Двойной откат» сдвигает её на два шага. Нажмите на карту, на фишку, потом на оба шага.",
    "No wall on the board, so no Buster can be played. When no card in your hand can be "
    "played, you discard one: tap a card, then Discard.":
        "На поле нет стен, и «Таран» не сыграть. Когда ни одну карту с руки сыграть "
        "нельзя, одну сбрасывают: нажмите на карту, потом «Сбросить».",
    "Your flag is near. Roll: reaching your goal corner ends the walk at once, with no "
    "exact count needed.":
        "Ваш флажок рядом. Бросайте: дойдя до своего угла, фишка сразу останавливается, "
        "точное число не нужно.",
    "Home first: you win! You know Mazing.": "Вы первым добрались до своего угла — победа! Теперь вы знаете Мейзинг.",
})
