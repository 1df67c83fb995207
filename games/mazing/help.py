"""Help pages for Mazing, in the project's own words (English and Russian), each beside a
picture drawn with the game's own board, walls and cards (:mod:`games.mazing.pictures`)."""
from games.engine.i18n import add_catalog
from games.mazing.pictures import PAGES_PICTURES as P

PAGES = [
    ("Across the grid",
     "Each pawn starts in a corner and races to the opposite corner, where its flag flies. "
     "The first to arrive wins. Pawns step up, down, left and right, may share cells and "
     "never stand on a wall.\n\n"
     "The board has 11 by 11 cells (9 and 13 are offered too). In the two-pawn variant each "
     "of two players has two pawns on opposite corners and wins when both have crossed.",
     P["goal"]),
    ("A turn",
     "First play a card from your hand: two when two play, one otherwise. Then draw back up "
     "to six cards (four with three or four players).\n\n"
     "Then roll the die and walk exactly that many steps; they may turn and even double "
     "back. The lit cells are where the roll can take you: tap one. Reaching your goal "
     "corner ends the walk at once, no exact count needed. If walls leave fewer steps, the "
     "pawn goes as far as it can.",
     P["turn"]),
    ("Maze cards",
     "A maze card shows a wall shape. Put it on empty cells anywhere, turned and mirrored as "
     "you like; corner cells and cells with a pawn never take walls.\n\n"
     "Tap the card and its ghost follows the pointer. Turn it with the Turn button, the "
     "wheel, a right click, Q and E or a controller's shoulder buttons; Mirror, F or a "
     "trigger flips it. Tap a cell to place it.",
     P["shapes"]),
    ("No shutting in",
     "A wall may never cut a pawn off from its goal, yours or anyone else's. Where a wall "
     "would do that, its ghost turns red and the wall cannot go there.\n\n"
     "Here Vermillion's only way out of the corner is the gap on i3: a wall over it is "
     "refused, while the green one fits. Walls belong to nobody and never run out; only the "
     "cards limit them.",
     P["route"]),
    ("Busting and leaping",
     "Buster removes one wall token, Double Buster two tokens that touch: tap the walls, "
     "then Play.\n\n"
     "Leap lets this turn's walk jump one wall token, which counts as a step; it needs a roll "
     "of 2 or more. Double Leap jumps up to two tokens in a straight line and needs a 3. The "
     "pawn never stops on a wall. With a lower roll the card is spent for nothing.",
     P["walls"]),
    ("Against the others",
     "Lose A Turn: an opponent of your choice misses their next whole turn. Tap the card, "
     "then their pawn or their row under the cards.\n\n"
     "Setback pushes an opponent's pawn one step, Double Setback two steps, never through or "
     "onto a wall and never into its goal corner. Tap the card, the pawn, then each step.",
     P["others"]),
    ("No card to play",
     "Playing a card is compulsory. Only when no card in your hand can be played (Busters "
     "with no wall on the board, say) do you discard one instead: tap it, then Discard.\n\n"
     "Hands are secret: between two people's turns a hand-over screen hides them, unless the "
     "Open hands option is on. Keys: 1-6 pick a card, Enter plays it.",
     P["discard"]),
]

add_catalog("ru", {
    "Across the grid": "Через поле",
    PAGES[0][1]:
        "Каждая фишка начинает в углу и мчится в противоположный угол, где развевается её "
        "флажок. Кто придёт первым, тот и победил. Фишки ходят вверх, вниз, влево и вправо, "
        "могут стоять на одной клетке и никогда не встают на стену.\n\n"
        "На поле 11 на 11 клеток (можно выбрать и 9 или 13). В варианте с двумя фишками у "
        "каждого из двух игроков по две фишки в противоположных углах, и он побеждает, когда "
        "обе перешли поле.",
    "A turn": "Ход",
    PAGES[1][1]:
        "Сначала сыграйте карту с руки: две, если игроков двое, иначе одну. Потом доберите "
        "руку до шести карт (до четырёх, если игроков трое или четверо).\n\n"
        "Затем бросьте кубик и пройдите ровно столько шагов; они могут поворачивать и даже "
        "возвращаться. Подсвеченные клетки — те, куда можно дойти: нажмите на одну. Дойдя до "
        "своего угла, фишка сразу останавливается, точное число не нужно. Если стены "
        "оставляют меньше шагов, фишка идёт так далеко, как может.",
    "Maze cards": "Карты лабиринта",
    PAGES[2][1]:
        "На карте лабиринта нарисована фигура из стен. Положите её на пустые клетки где "
        "угодно, повернув и отразив как хотите; в углы и на клетки с фишками стены не "
        "ставятся.\n\n"
        "Нажмите на карту, и её призрак последует за указателем. Поворачивайте его кнопкой "
        "«Повернуть», колесом, правой кнопкой мыши, клавишами Q и E или бамперами геймпада; "
        "«Отразить», F или курок переворачивают его. Нажмите на клетку, чтобы поставить стену.",
    "No shutting in": "Не запирать",
    PAGES[3][1]:
        "Стена никогда не может отрезать фишку от её цели — ни вашу, ни чужую. Там, где стена "
        "сделала бы так, её призрак краснеет, и поставить её туда нельзя.\n\n"
        "Здесь у Алого единственный выход из угла — проход на i3: стену на нём поставить "
        "нельзя, а зелёная помещается. Стены ничьи и никогда не кончаются; их ограничивают "
        "только карты.",
    "Busting and leaping": "Разрушить и перепрыгнуть",
    PAGES[4][1]:
        "«Таран» убирает одну стену, «Двойной таран» — две соседние: выберите "
        "стены и нажмите «Сыграть».\n\n"
        "«Прыжок» позволяет в этот ход перепрыгнуть одну стену, и она считается шагом; нужно "
        "выбросить 2 или больше. «Двойной прыжок» перелетает до двух стен по прямой, и нужна "
        "тройка. Фишка никогда не останавливается на стене. Если выпало меньше, карта "
        "пропадает зря.",
    "Against the others": "Против соперников",
    PAGES[5][1]:
        "«Пропуск хода»: выбранный вами соперник пропускает свой следующий ход целиком. "
        "Нажмите на карту, потом на его фишку или его строку под картами.\n\n"
        "«Откат» сдвигает фишку соперника на шаг, «Двойной откат» — на два, но никогда сквозь "
        "стену или на неё и никогда в её угол-цель. Нажмите на карту, на фишку, потом на "
        "каждый шаг.",
    "No card to play": "Нечем ходить",
    PAGES[6][1]:
        "Сыграть карту обязательно. Только если ни одну карту с руки сыграть нельзя (скажем, "
        "одни «Тараны», а стен на поле нет), вместо этого одну сбрасывают: нажмите на "
        "неё, потом «Сбросить».\n\n"
        "Карты на руке секретны: между ходами двух людей их прячет экран передачи хода, если "
        "не включены открытые руки. Клавиши: 1–6 выбирают карту, Enter играет её.",
})
