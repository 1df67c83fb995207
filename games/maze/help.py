"""Help pages for Maze, the partners' game (shared by the kids' Maze), in the project's own words
(English and Russian), each beside a picture drawn with the game's own board and pieces
(:mod:`games.maze.pictures`)."""
from games.engine.i18n import add_catalog
from games.maze.pictures import PAGES_PICTURES as P

PAGES = [
    ("Working together",
     "Maze is played by two partners against the board, not against each other.\n\n"
     "White's two Travelers start on the home fields at the left, Black's at the right. You "
     "both win the moment they have swapped: White's Travelers on Black's home fields, Black's "
     "on White's. A light Traveler must reach the light home field, a dark one the dark one.",
     P["swap"]),
    ("Two halves",
     "A low wall splits the board. White moves a piece standing on the left half, Black one on "
     "the right half - whatever its colour. The lit half shows whose turn it is; here the "
     "ringed pieces are those White may move.\n\n"
     "One piece per turn, no passing. Nothing is ever captured: every move ends on an empty "
     "field.",
     P["halves"]),
    ("Travelers",
     "A Traveler slides like a chess bishop: any distance along one diagonal, over empty "
     "fields only.\n\n"
     "A Traveler that ends its move on any home field stays there for good and wears a gold "
     "ring. On the right home field that is the goal; on the wrong one the game is lost.",
     P["traveler"]),
    ("Deserts",
     "Columns 4 and 7 are desert. A piece that ends its move there falls asleep: it lies on "
     "the field for the rest of the game, an obstacle for everyone.\n\n"
     "Crossing a desert is safe - here a Time Pawn 2 passes over one. A Traveler that falls "
     "asleep loses the game.",
     P["deserts"]),
    ("Shadow, Lightning, Rabbit, Stone",
     "Shadow (top left): to any empty field next to a Traveler of its own colour, anywhere on "
     "the board.\n\n"
     "Lightning (top right): one step diagonally.\n\n"
     "Rabbit (bottom left): jumps over one neighbouring piece, awake or asleep, onto the empty "
     "field just behind it. Without a piece to jump it cannot move.\n\n"
     "Stone (bottom right): one step forward or back, then one sideways; the first field must "
     "be empty too.",
     P["helpers"]),
    ("Time Pawns",
     "A Time Pawn moves exactly 1, 2 or 3 fields in a straight line, forward or sideways, "
     "never back, and never over a piece.\n\n"
     "Forward is towards the other colour's side: to the right for White, to the left for "
     "Black (bottom right).",
     P["pawns"]),
    ("Planting a Tree",
     "Once in the game a Tree moves to any empty field of its own shade, anywhere on the "
     "board: a White Tree to a light field, a Black Tree to a dark one. There it takes root "
     "and never moves again.\n\n"
     "Choose the spot with care: a Tree on a home field loses the game.",
     P["trees"]),
    ("Cut off",
     "You both lose as soon as the swap can no longer happen. Sleeping pieces, planted Trees "
     "and Travelers stuck at home never move again; when they bar every way of a Traveler to "
     "its home field, the game is over.\n\n"
     "Here the Traveler on c1 can never reach d10 (red rings).",
     P["cut off"]),
    ("Playing here",
     "Click a piece on the lit half: the fields it can reach light up; click one to move, or "
     "right-click to let go. Hint shows the next step of a winning line once the computer has "
     "found one; until then it offers a move that only looks promising, drawn dotted with a "
     "question mark. \"Is this deal winnable?\" tells what the computer knows. Undo takes a "
     "move back.\n\n"
     "The kids' game has ten pieces a side, big pieces and only deals that can be won.",
     P["playing"]),
]

add_catalog("ru", {
    "Working together": "Вместе к цели",
    PAGES[0][1]:
        "В «Лабиринт для двоих» играют двое партнёров против доски, а не друг против друга.\n\n"
        "Два Путника белых начинают на домашних полях слева, два Путника чёрных — справа. Вы "
        "оба выигрываете, как только они поменяются местами: Путники белых на домашних полях "
        "чёрных, Путники чёрных — на полях белых. Светлый Путник идёт на светлое домашнее "
        "поле, тёмный — на тёмное.",
    "Two halves": "Две половины",
    PAGES[1][1]:
        "Доску делит низкая стена. Белые ходят фигурой на левой половине, чёрные — на правой, "
        "какого бы цвета она ни была. Подсвеченная половина показывает, чей ход; здесь в "
        "кольцах фигуры, которыми могут пойти белые.\n\n"
        "Одна фигура за ход, пропускать нельзя. Никто никого не бьёт: каждый ход кончается на "
        "пустом поле.",
    "Travelers": "Путники",
    PAGES[2][1]:
        "Путник ходит как шахматный слон: на любое расстояние по одной диагонали, только через "
        "пустые поля.\n\n"
        "Путник, закончивший ход на любом домашнем поле, остаётся там навсегда — с золотым "
        "кольцом. На нужном домашнем поле это цель, на чужом для него — проигрыш.",
    "Deserts": "Пустыни",
    PAGES[3][1]:
        "Вертикали 4 и 7 — пустыни. Фигура, закончившая там ход, засыпает: она лежит на поле до "
        "конца игры и мешает всем.\n\n"
        "Пересекать пустыню безопасно — здесь Пешка времени 2 проходит над ней. Если уснёт "
        "Путник, игра проиграна.",
    "Shadow, Lightning, Rabbit, Stone": "Тень, Молния, Кролик, Камень",
    PAGES[4][1]:
        "Тень (вверху слева): на любое пустое поле рядом с Путником своего цвета, где бы он ни "
        "был.\n\n"
        "Молния (вверху справа): один шаг по диагонали.\n\n"
        "Кролик (внизу слева): перепрыгивает через соседнюю фигуру, живую или уснувшую, на "
        "пустое поле сразу за ней. Без фигуры рядом он стоит.\n\n"
        "Камень (внизу справа): шаг вперёд или назад, затем шаг вбок; первое поле тоже должно "
        "быть пустым.",
    "Time Pawns": "Пешки времени",
    PAGES[5][1]:
        "Пешка времени ходит ровно на 1, 2 или 3 поля по прямой, вперёд или вбок, но не назад "
        "и не через фигуры.\n\n"
        "Вперёд — в сторону другого цвета: для белых вправо, для чёрных влево (внизу справа).",
    "Planting a Tree": "Посадка дерева",
    PAGES[6][1]:
        "Один раз за игру Дерево переходит на любое пустое поле своего оттенка, где угодно на "
        "доске: белое — на светлое поле, чёрное — на тёмное. Там оно пускает корни и больше не "
        "двигается.\n\n"
        "Выбирайте место осторожно: дерево на домашнем поле — это проигрыш.",
    "Cut off": "Путь отрезан",
    PAGES[7][1]:
        "Вы оба проигрываете, как только обмен становится невозможен. Уснувшие фигуры, "
        "посаженные деревья и Путники, застрявшие дома, больше не сдвинутся; если они закрыли "
        "Путнику все дороги к его домашнему полю, игра окончена.\n\n"
        "Здесь Путник на c1 никогда не дойдёт до d10 (красные кольца).",
    "Playing here": "Как играть здесь",
    PAGES[8][1]:
        "Нажмите на фигуру на подсвеченной половине: подсветятся поля, куда она может пойти; "
        "нажмите на одно из них, чтобы пойти, или правой кнопкой — чтобы отпустить. "
        "«Подсказка» показывает следующий шаг выигрышного пути, когда компьютер его нашёл; до "
        "тех пор — ход, который лишь выглядит многообещающе (пунктир и вопросительный знак). "
        "«Можно ли выиграть?» сообщает, что знает компьютер. «Отменить» возвращает ход.\n\n"
        "В детской игре по десять фигур с каждой стороны, крупные фигуры и только выигрышные "
        "раздачи.",
})
