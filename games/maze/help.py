"""Help pages for Maze, the partners' game, in the project's own words (English and Russian)."""
from games.engine.i18n import add_catalog

PAGES = [
    ("Working together",
     "Maze is played by two partners against the board, not against each other. White's two "
     "Travelers start on the left home fields, Black's on the right. You both win the moment "
     "White's Travelers stand on Black's home fields and Black's on White's. You both lose "
     "when that can no longer happen - for instance when sleeping pieces and planted Trees "
     "wall a Traveler off from the home field it must reach.\n\n"
     "The board is split down the middle: White moves any piece standing on the left half, "
     "Black any piece on the right half - whatever its colour. One piece per turn, no "
     "passing."),
    ("Travelers and deserts",
     "A Traveler slides like a chess bishop, along one diagonal, over empty fields only. No "
     "piece ever captures: every move ends on an empty field.\n\n"
     "Columns 4 and 7 are deserts. A piece that ends its move in a desert dies and stays "
     "there as an obstacle (crossing a desert is safe). A Traveler that ends on any home "
     "field is stuck there for good - so only enter the right ones!"),
    ("The helpers",
     "Shadow: jumps next to a Traveler of its own colour, anywhere. Lightning: one diagonal "
     "step. Rabbit: leaps over one neighbouring piece (alive or not) to the empty field behind "
     "it. Tree: once per game, to any empty field of its own shade; then it is planted for "
     "good. Stone: one step forward or back, then one step sideways. Time Pawn 1, 2, 3: "
     "exactly that many fields straight, forward or sideways, never back.\n\n"
     "Forward means towards the other colour's side."),
    ("Playing here",
     "Whose turn it is and which half they may touch is always lit up. Click a piece on that "
     "half: the fields it can reach light up; click one to move (a right click lets go). "
     "While you think, the computer looks for a winning line. Hint lights the next step of "
     "that line (a solid line) once it is found; until then it says none is known yet and "
     "shows a move that only looks promising (dotted, with a question mark). \"Is this deal "
     "winnable?\" tells what the computer knows: yes, no, or not known. Undo takes a move "
     "back; Save score sheet writes the game to a text file.\n\n"
     "The kids' game uses ten pieces per side, big pieces, a big Hint button and only deals "
     "that can be won."),
]

add_catalog("ru", {
    "Working together": "Вместе к цели",
    PAGES[0][1]:
        "В «Лабиринт для двоих» играют двое партнёров против доски, а не друг против друга. Два "
        "Путника белых начинают на левых домашних полях, два Путника чёрных — на правых. Вы "
        "оба выигрываете, как только Путники белых встанут на домашние поля чёрных, а Путники "
        "чёрных — на поля белых. Вы оба проигрываете, когда это становится невозможно, — "
        "например, когда уснувшие фигуры и посаженные деревья отрезают Путника от его "
        "домашнего поля.\n\n"
        "Доска поделена пополам: белые ходят любой фигурой на левой половине, чёрные — любой "
        "фигурой на правой, какого бы цвета она ни была. Одна фигура за ход, пропускать "
        "нельзя.",
    "Travelers and deserts": "Путники и пустыни",
    PAGES[1][1]:
        "Путник ходит как шахматный слон — по одной диагонали, только через пустые поля. "
        "Никто никого не бьёт: каждый ход заканчивается на пустом поле.\n\n"
        "Вертикали 4 и 7 — пустыни. Фигура, закончившая ход в пустыне, погибает и остаётся "
        "там препятствием (пересекать пустыню безопасно). Путник, закончивший ход на любом "
        "домашнем поле, остаётся там навсегда — так что входите только на нужные!",
    "The helpers": "Помощники",
    PAGES[2][1]:
        "Тень: прыгает на поле рядом с Путником своего цвета, где бы он ни был. Молния: один "
        "шаг по диагонали. Кролик: перепрыгивает через одну соседнюю фигуру (живую или нет) "
        "на пустое поле за ней. Дерево: один раз за игру — на любое пустое поле своего оттенка, "
        "после чего пускает корни навсегда. Камень: шаг вперёд или назад, затем шаг вбок. "
        "Пешки времени 1, 2, 3: ровно столько полей по прямой, вперёд или вбок, но не назад.\n\n"
        "Вперёд — значит в сторону другого цвета.",
    "Playing here": "Как играть здесь",
    PAGES[3][1]:
        "Чей сейчас ход и какую половину можно трогать, всегда подсвечено. Нажмите на фигуру "
        "на этой половине: подсветятся поля, куда она может пойти; нажмите на одно из них "
        "(правая кнопка отменяет выбор). Пока вы думаете, компьютер ищет выигрышный путь. "
        "«Подсказка» показывает следующий шаг этого пути (сплошная линия), как только он "
        "найден; до тех пор она честно говорит, что путь ещё не известен, и показывает ход, "
        "который лишь выглядит многообещающе (пунктир и вопросительный знак). «Можно ли "
        "выиграть?» сообщает, что знает компьютер: да, нет или пока неизвестно. «Отменить» "
        "возвращает ход; «Сохранить запись» записывает партию в текстовый файл.\n\n"
        "В детской игре у каждой стороны десять фигур, фигуры крупные, большая кнопка "
        "подсказки, и раздачи всегда выигрышные.",
})
