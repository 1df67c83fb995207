"""Help pages for Mazing, in the project's own words (English and Russian)."""
from games.engine.i18n import add_catalog

PAGES = [
    ("Across the grid",
     "Every pawn starts in a corner of the grid and races to the opposite corner. The first to "
     "arrive wins. Pawns move only up, down, left and right, may share cells and never stand "
     "on a wall.\n\n"
     "In the two-pawn variant each of two players owns two pawns on opposite corners and wins "
     "when both have crossed."),
    ("A turn",
     "First play a card from your hand (two cards when only two play), then draw back up. "
     "Then roll the die and move exactly that many steps - you may turn and even double back. "
     "Reaching your goal corner ends the move at once. If the walls leave you fewer steps, "
     "you go as far as you can.\n\n"
     "If no card in your hand can be played, you discard one instead."),
    ("Maze cards",
     "A maze card shows a wall shape. Place it on empty cells anywhere, turned or flipped as "
     "you like, but never so that some pawn can no longer reach its goal. Corner cells never "
     "take walls."),
    ("Action cards",
     "Buster removes a wall token; Double Buster removes two that touch. Leap lets this turn's "
     "move jump one wall (Double Leap: two in a row), but only with a roll of at least 2 (3 "
     "for two walls). Lose A Turn makes an opponent miss their next turn. Setback pushes an "
     "opponent's pawn one step (Double Setback: two), never through a wall.\n\n"
     "Controls: click a card (or press 1-6); a ghost of its shape follows the pointer - green "
     "where it fits, red where it does not. Wheel, right click or the Turn button turns it; F or "
     "the Mirror button flips it. For a Buster click the wall(s), for a Setback the pawn and "
     "its steps, for Lose A Turn an opponent; Leap is played with Play. After the roll, the "
     "cells you can reach light up: click one."),
]

add_catalog("ru", {
    "Across the grid": "Через поле",
    PAGES[0][1]:
        "Каждая фишка начинает в углу поля и мчится в противоположный угол. Кто доберётся "
        "первым, тот и победил. Фишки ходят только вверх, вниз, влево и вправо, могут стоять "
        "на одной клетке и никогда не встают на стену.\n\n"
        "В варианте с двумя фишками у каждого из двух игроков по две фишки в противоположных "
        "углах, и побеждает тот, у кого обе перешли поле.",
    "A turn": "Ход",
    PAGES[1][1]:
        "Сначала сыграйте карту с руки (две карты, если игроков двое), затем доберите карты. "
        "Потом бросьте кубик и пройдите ровно столько шагов — можно поворачивать и даже "
        "возвращаться. Дойдя до своего угла, вы сразу заканчиваете ход. Если стены оставляют "
        "меньше шагов, вы идёте так далеко, как можете.\n\n"
        "Если ни одну карту на руке сыграть нельзя, вместо этого вы сбрасываете одну.",
    "Maze cards": "Карты лабиринта",
    PAGES[2][1]:
        "На карте лабиринта нарисована фигура из стен. Положите её на пустые клетки где угодно, "
        "повернув или отразив как хотите, но так, чтобы каждая фишка могла дойти до своей цели. "
        "В угловые клетки стены не ставятся.",
    "Action cards": "Карты действий",
    PAGES[3][1]:
        "«Разрушитель» убирает одну стену, «Двойной разрушитель» — две соприкасающиеся. "
        "«Прыжок» позволяет в этот ход перепрыгнуть одну стену («Двойной прыжок» — две подряд), "
        "но только если на кубике не меньше 2 (для двух стен — 3). «Пропуск хода» заставляет "
        "соперника пропустить следующий ход. «Откат» сдвигает фишку соперника на шаг "
        "(«Двойной откат» — на два), но никогда сквозь стену.\n\n"
        "Управление: нажмите на карту (или клавиши 1–6) — за указателем следует её фигура: "
        "зелёная, где она помещается, и красная, где нет. Колесо, правая кнопка или кнопка "
        "«Повернуть» поворачивают её; F или кнопка «Отразить» переворачивают. Для "
        "«Разрушителя» выберите стену (или две), для «Отката» — фишку и её шаги, для «Пропуска "
        "хода» — соперника; «Прыжок» играется кнопкой «Сыграть». После броска подсвечиваются "
        "клетки, куда можно дойти: нажмите на одну.",
})
