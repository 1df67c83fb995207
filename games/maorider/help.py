"""Help pages for Maorider Chess, in the project's own words (English and Russian), each beside a
picture drawn with the game's own board and pieces (:mod:`games.maorider.pictures`)."""
from games.engine.i18n import add_catalog
from games.maorider.pictures import PAGES_PICTURES as P

PAGES = [
    ("The board and the goal",
     "Maorider Chess is played on 9 files by 8 ranks; White moves first. You win when the "
     "other side has no legal move - checkmate or stalemate alike - or no King left.\n\n"
     "The King never captures. Instead it freezes the enemy pieces beside it and recruits "
     "them.\n\n"
     "A game is drawn when the same position stands for the third time, or after 100 moves in "
     "a row (both sides counted) without a capture, a shot, a promotion or a forward step of a "
     "Pawn or Silver Pawn. A recruit or a sideways step does not count: either can be undone.",
     P["board"]),
    ("Rook, Camel, Elephant and King",
     "Each diagram shows a piece on the dark middle square, forward up. Gold dots: it moves or "
     "captures there. Blue rings: moves only. Red crosses: captures only. Grey squares must be "
     "empty on the way.\n\n"
     "Short Rook: straight, one to four squares. Camel: one or two squares straight. "
     "Elephant: one or two squares diagonally. Neither jumps over a piece.\n\n"
     "King: one step in any direction, never onto a piece: it does not capture.",
     P["straight"]),
    ("Mao, Maorider, Knight and Cannon",
     "Mao: one step straight, then one diagonally outwards - a knight's jump that a piece on "
     "the first square (grey) blocks.\n\n"
     "Maorider: several Mao jumps in one line; every square on the way must be empty.\n\n"
     "Charging Knight: only the four forward knight jumps; sideways and backwards a King's "
     "step.\n\n"
     "Cannon: steps one square straight to an empty square; it never captures by moving but "
     "shoots (red circles).",
     P["leapers"]),
    ("Pawns and Generals",
     "Pawn: one step forward, captures one step diagonally forward, no double step; on the "
     "last rank it becomes a Gold General.\n\n"
     "Silver Pawn: one step forward or sideways, moving or capturing; on the last rank it "
     "becomes a Silver General that can never be King.\n\n"
     "Silver General: one step diagonally or straight forward. The original one becomes a King "
     "on the last rank, if that square is not attacked. Gold General: one step straight or "
     "diagonally forward. Promotion is compulsory.",
     P["pawns"]),
    ("The Cannon's shot",
     "A Cannon shoots an enemy piece exactly two squares away in a straight line. What stands "
     "between does not matter: a piece of either side, or nothing - no screen is needed. The "
     "target leaves the board and the Cannon stays where it is.\n\n"
     "Choose a Cannon and its targets get red crosshairs; choose one to shoot. A frozen Cannon "
     "cannot shoot.",
     P["cannon"]),
    ("Freezing",
     "A piece (not a King) is frozen while it stands next to an enemy King and next to none of "
     "its own Kings. Frost covers it: it cannot move, and a frozen Cannon cannot shoot. Any "
     "other frozen piece still attacks its squares, so it still gives check.\n\n"
     "Here the Rook on d5 is frozen. The Knight on e5 is not: its own King stands beside it.",
     P["freezing"]),
    ("Recruiting",
     "Recruiting is a whole move: your King turns one enemy piece frozen beside it into your "
     "own colour. That King must not be in check.\n\n"
     "Pieces you can recruit glow green; choose one to recruit it. A recruited Pawn turns round "
     "and walks towards your far side; a recruited Silver General can never become King. Kings "
     "never freeze or recruit Kings, and may stand side by side.",
     P["recruiting"]),
    ("Two Kings",
     "With two Kings you must keep both safe when you can. If you cannot and one is in check, "
     "you must rescue that one if any move does, even if the other is left attacked. If "
     "nothing saves it, it is mated: choose it to take it off the board. If both are in check, "
     "any move that leaves one of them safe will do.\n\n"
     "A King left under attack may be captured like any piece. A side with no King left has "
     "lost.",
     P["two kings"]),
    ("Check, mate and stalemate",
     "A King is in check when an enemy piece attacks its square; Kings attack nothing. With "
     "one King, only moves that leave it unattacked are legal.\n\n"
     "A player with no legal move loses, in check (checkmate) or not (stalemate). Here Black "
     "is to move: the Rook covers b7 and b8 and the Pawn on a7 is blocked, so Black has lost.",
     P["stalemate"]),
    ("Playing",
     "Click a piece or drag it: dots show where it may go, rings what it can take, crosshairs "
     "a Cannon's targets. While nothing is chosen, the pieces you can move glow softly. Keys "
     "and controllers move a ring over the same choices.\n\n"
     "The move list tells each move in words (Notation shows e2e3). Redo replays moves taken "
     "back; Flip board turns the board (F); Pieces shows every diagram. Copy and Paste "
     "position use the clipboard or maorider-position.txt in the data folder.",
     P["playing"]),
]

add_catalog("ru", {
    "The board and the goal": "Доска и цель",
    PAGES[0][1]:
        "В шахматы Маорайдер играют на доске из 9 вертикалей и 8 горизонталей; первыми ходят "
        "белые. Вы побеждаете, когда у соперника нет допустимого хода — будь то мат или пат — "
        "или не осталось Короля.\n\n"
        "Король никогда не бьёт. Вместо этого он замораживает вражеские фигуры рядом с собой "
        "и вербует их.\n\n"
        "Ничья, если одна и та же позиция возникла в третий раз или прошло 100 полуходов "
        "подряд без взятия, выстрела, превращения и шага Пешки или Серебряной пешки вперёд. "
        "Вербовка и шаг вбок не в счёт: их можно отыграть назад.",
    "Rook, Camel, Elephant and King": "Ладья, Верблюд, Слон и Король",
    PAGES[1][1]:
        "На каждой схеме фигура стоит на тёмном поле в середине, вперёд — вверх. Золотые "
        "точки: ходит или бьёт. Синие кольца: только ходит. Красные крестики: только бьёт. "
        "Серые поля на пути должны быть пусты.\n\n"
        "Короткая ладья: по прямой, от одного до четырёх полей. Верблюд: одно или два поля по "
        "прямой. Слон: одно или два поля по диагонали. Через фигуры они не прыгают.\n\n"
        "Король: шаг в любую сторону, но не на фигуру: он не бьёт.",
    "Mao, Maorider, Knight and Cannon": "Мао, Маорайдер, Конь и Пушка",
    PAGES[2][1]:
        "Мао: шаг по прямой, затем шаг по диагонали в сторону — прыжок коня, который "
        "блокирует фигура на первом поле (серое).\n\n"
        "Маорайдер: несколько прыжков Мао по одной линии; все поля на пути должны быть "
        "пусты.\n\n"
        "Атакующий конь: только четыре прыжка коня вперёд; вбок и назад — шаг Короля.\n\n"
        "Пушка: шаг по прямой на пустое поле; ходом она не бьёт, а стреляет (красные круги).",
    "Pawns and Generals": "Пешки и генералы",
    PAGES[3][1]:
        "Пешка: шаг вперёд, бьёт на шаг по диагонали вперёд, двойного хода нет; на последней "
        "горизонтали становится Золотым генералом.\n\n"
        "Серебряная пешка: шаг вперёд или вбок, ходом или взятием; на последней горизонтали "
        "становится Серебряным генералом, который никогда не станет Королём.\n\n"
        "Серебряный генерал: шаг по диагонали или прямо вперёд. Исходный на последней "
        "горизонтали становится Королём, если это поле не под ударом. Золотой генерал: шаг по "
        "прямой или по диагонали вперёд. Превращение обязательно.",
    "The Cannon's shot": "Выстрел Пушки",
    PAGES[4][1]:
        "Пушка стреляет по вражеской фигуре ровно в двух полях от себя по прямой. Что стоит "
        "между ними, неважно: фигура любого цвета или ничего — подставка не нужна. Цель "
        "уходит с доски, а Пушка остаётся на месте.\n\n"
        "Выберите Пушку — её цели отмечены красным прицелом; выберите цель, чтобы выстрелить. "
        "Замороженная Пушка стрелять не может.",
    "Freezing": "Заморозка",
    PAGES[5][1]:
        "Фигура (не Король) заморожена, пока стоит рядом с вражеским Королём и рядом с ней нет "
        "ни одного своего Короля. Её покрывает иней: она не может ходить, а замороженная "
        "Пушка — стрелять. Остальные замороженные фигуры по-прежнему бьют свои поля и потому "
        "дают шах.\n\n"
        "Здесь Ладья на d5 заморожена. Конь на e5 — нет: рядом с ним его Король.",
    "Recruiting": "Вербовка",
    PAGES[6][1]:
        "Вербовка — это целый ход: ваш Король переводит на вашу сторону одну вражескую фигуру, "
        "замороженную рядом с ним. Этот Король не должен быть под шахом.\n\n"
        "Фигуры, которые можно завербовать, светятся зелёным; выберите такую, чтобы "
        "завербовать. Завербованная Пешка разворачивается и идёт к вашему дальнему краю; "
        "завербованный Серебряный генерал никогда не станет Королём. Короли не замораживают и "
        "не вербуют Королей и могут стоять рядом.",
    "Two Kings": "Два Короля",
    PAGES[7][1]:
        "С двумя Королями нужно, если можно, держать обоих в безопасности. Если нельзя и один "
        "из них под шахом, нужно спасти его, если это делает хоть один ход, даже если другой "
        "останется под ударом. Если его не спасти, ему мат: выберите его, чтобы снять с доски. "
        "Если под шахом оба, годится любой ход, после которого хотя бы один в безопасности.\n\n"
        "Короля, оставленного под ударом, можно взять, как любую фигуру. Кто остался без "
        "Короля, проиграл.",
    "Check, mate and stalemate": "Шах, мат и пат",
    PAGES[8][1]:
        "Король под шахом, когда его поле бьёт вражеская фигура; Короли ничего не бьют. С "
        "одним Королём допустимы только ходы, после которых он не под ударом.\n\n"
        "Кому нечем ходить, тот проиграл — под шахом (мат) или нет (пат). Здесь ход чёрных: "
        "Ладья бьёт b7 и b8, Пешка на a7 заперта, и чёрные проиграли.",
    "Playing": "Как играть",
    PAGES[9][1]:
        "Нажмите на фигуру или перетащите её: точки показывают, куда она может пойти, кольца — "
        "кого может взять, прицелы — цели Пушки. Пока ничего не выбрано, мягко светятся "
        "фигуры, которыми можно пойти. Клавиши и геймпад водят рамку по тем же местам.\n\n"
        "Список ходов рассказывает каждый ход словами («Нотация» — в виде e2e3). «Вернуть» "
        "повторяет отменённые ходы, «Перевернуть» поворачивает доску (F), «Фигуры» — схемы "
        "всех фигур. «Копировать» и «Вставить позицию» работают с буфером обмена или файлом "
        "maorider-position.txt в папке данных.",
})
