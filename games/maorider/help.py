"""Help pages for Maorider Chess, in the project's own words (English and Russian)."""
from games.engine.i18n import add_catalog

PAGES = [
    ("The board and the goal",
     "Maorider Chess is played on 9 files by 8 ranks; White moves first. As in chess you win "
     "by leaving the other side without a legal move - but here that includes stalemate: a "
     "player who cannot move loses. Threefold repetition, or 100 plies without a capture, "
     "shot, recruitment, promotion or pawn move, is a draw.\n\n"
     "The King never captures. Instead it freezes and recruits."),
    ("Freezing and recruiting",
     "A piece standing next to an enemy King, with none of its own Kings beside it, is frozen: "
     "it cannot move, and a frozen Cannon cannot shoot - though other frozen pieces still give "
     "check.\n\n"
     "Recruiting takes a whole move: turn one enemy piece frozen by your King into your own "
     "colour, as long as that King is not in check. A recruited pawn turns round; a recruited "
     "Silver General can never become a King."),
    ("The pieces",
     "Short Rook: a rook that goes at most four squares. Camel: one or two squares "
     "straight. Elephant: one or two squares diagonally. Mao: a knight's jump made of a "
     "straight step then a diagonal one, blocked if the straight square is occupied. "
     "Maorider: several Mao jumps in a line. Charging Knight: knight jumps forwards, king "
     "steps sideways and back.\n\n"
     "Pawn: one step forward, captures diagonally forward, becomes a Gold General on the last "
     "rank. Silver Pawn: one step forward or sideways. Silver General: diagonals or straight "
     "forward; the first one becomes a second King on the last rank. Cannon: steps one "
     "square; shoots an enemy exactly two squares away in a straight line, over anything."),
    ("Two Kings",
     "With two Kings you must keep both safe when you can. If you cannot, and one of them is "
     "in check, you must rescue that one if any move does; if nothing saves it, it is mated and "
     "you remove it yourself. If both are in check, any move that leaves one of them safe is "
     "allowed. A King left under attack may be captured like any piece.\n\n"
     "Controls: click or drag a piece; dots show its moves. A Cannon's targets are marked "
     "for a shot. Pieces your King can recruit glow; click one to recruit it."),
    ("Buttons",
     "Pieces shows a diagram of every piece's moves. Undo takes moves back and Redo plays them "
     "again. Flip board turns the board round (key F).\n\n"
     "Copy position writes the position string to the clipboard, to the file "
     "maorider-position.txt in the arcade's data folder and to the status line. Paste position "
     "starts a game from the string in the clipboard (or in that file); a string that is not a "
     "position changes nothing."),
]

add_catalog("ru", {
    "The board and the goal": "Доска и цель",
    PAGES[0][1]:
        "В шахматы Маорайдер играют на доске из 9 вертикалей и 8 горизонталей; первыми ходят "
        "белые. Как и в шахматах, вы побеждаете, оставив противника без допустимого хода, — но "
        "здесь это относится и к пату: кто не может походить, проигрывает. Троекратное "
        "повторение или 100 полуходов без взятия, выстрела, вербовки, превращения или хода "
        "пешкой — ничья.\n\n"
        "Король никогда не бьёт. Вместо этого он замораживает и вербует.",
    "Freezing and recruiting": "Заморозка и вербовка",
    PAGES[1][1]:
        "Фигура рядом с вражеским Королём, рядом с которой нет ни одного своего Короля, "
        "заморожена: она не может ходить, а замороженная Пушка не может стрелять, — хотя "
        "остальные замороженные фигуры по-прежнему дают шах.\n\n"
        "Вербовка занимает целый ход: одна вражеская фигура, замороженная вашим Королём, "
        "переходит на вашу сторону, если этот Король не под шахом. Завербованная пешка "
        "разворачивается; завербованный Серебряный генерал никогда не станет Королём.",
    "The pieces": "Фигуры",
    PAGES[2][1]:
        "Короткая ладья: ладья, которая ходит не дальше четырёх полей. Верблюд: на одно или два "
        "поля по прямой. Слон: на одно или два поля по диагонали. Мао: прыжок коня из шага по "
        "прямой и шага по диагонали; не может, если поле по прямой занято. Маорайдер: "
        "несколько прыжков Мао по одной линии. Атакующий конь: прыжки коня вперёд, шаги короля "
        "вбок и назад.\n\n"
        "Пешка: шаг вперёд, бьёт по диагонали вперёд, на последней горизонтали становится "
        "Золотым генералом. Серебряная пешка: шаг вперёд или вбок. Серебряный генерал: по "
        "диагоналям или прямо вперёд; первый из них на последней горизонтали становится "
        "вторым Королём. Пушка: шагает на одно поле; стреляет во врага ровно через два поля по "
        "прямой, через что угодно.",
    "Two Kings": "Два Короля",
    PAGES[3][1]:
        "С двумя Королями нужно, если можно, держать обоих в безопасности. Если нельзя и один "
        "из них под шахом, нужно спасти его, если это делает хоть один ход; если его не спасти, "
        "ему мат, и вы сами снимаете его с доски. Если под шахом оба, разрешён любой ход, "
        "после которого хотя бы один в безопасности. Короля, оставленного под ударом, можно "
        "взять, как любую фигуру.\n\n"
        "Управление: нажмите на фигуру или перетащите её; точки показывают её ходы. Цели "
        "Пушки отмечены для выстрела. Фигуры, которые может завербовать ваш Король, светятся; "
        "нажмите на такую, чтобы завербовать.",
    "Buttons": "Кнопки",
    PAGES[4][1]:
        "«Фигуры» показывает схему ходов каждой фигуры. «Отменить» берёт ходы назад, "
        "«Вернуть» снова их делает. «Перевернуть» поворачивает доску (клавиша F).\n\n"
        "«Копировать позицию» записывает строку позиции в буфер обмена, в файл "
        "maorider-position.txt в папке данных аркады и в строку состояния. «Вставить позицию» "
        "начинает игру со строки из буфера обмена (или из этого файла); строка, которая не "
        "является позицией, ничего не меняет.",
})
