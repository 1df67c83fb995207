"""Help pages for Terra Incognita, in the project's own words (English and Russian)."""
from games.engine.i18n import add_catalog

PAGES = [
    ("A labyrinth nobody can see",
     "The computer is the game master: it builds a hidden labyrinth and tells everyone what "
     "happens, but never where anyone is. Somewhere inside lies a treasure. Find it, carry it "
     "to an exit in the outer wall, and step out to win.\n\n"
     "Each player starts by choosing a start cell. Your notebook then draws what your own "
     "reports reveal."),
    ("One action a turn",
     "Move one cell north, south, west or east - walls around your cell are always known. "
     "Blast a wall of your cell with a charge (the outer wall never falls, and some inner walls "
     "may not either). Shoot a bullet along a corridor: it flies until it hits a wall or a "
     "player, and everyone in that cell is wounded.\n\n"
     "You start with three charges and three bullets. An arsenal refills both; a hospital "
     "heals. A wounded player cannot shoot and drops the treasure."),
    ("Rivers and holes",
     "Step into a river and it carries you down to its mouth. Step into a hole and you come out "
     "of the next hole of its group. Either way you lose track of where you are: your notebook "
     "starts a new page fragment.\n\n"
     "When you recognise a place, drag one fragment onto another to glue your map together."),
    ("Listening to the game master",
     "Everyone hears every report: who moved, what they found, which wall fell, whom a bullet "
     "hit. Use it to guess where the others are - and where the treasure went. Under your map "
     "the game master's latest answer to you is drawn: your cell with its four sides, a sign of "
     "what happened, and the words.\n\n"
     "Controls: pick Move, Blast or Shoot in the panel (or press Tab), then click a direction "
     "arrow around your position or in the panel's compass (the arrow keys work too). Drag a "
     "loose page onto the map to glue it, or tap it and then tap where it goes; Unglue takes "
     "the last glue back. With a controller, A picks a page up, the D-pad moves it and A drops "
     "it; the right stick scrolls the game master's words. With several people at the screen, "
     "pass it on when asked: nobody sees another's notebook. At the end the whole labyrinth is "
     "revealed with everyone's path."),
    ("Variants",
     "On the seating screen choose the labyrinth's size and the variants of the rules: up to "
     "three treasures (any one of them wins); false treasures, which look real until carried "
     "out through an exit, where they crumble and the hunt goes on; unbreakable inner walls, "
     "on which a blast spends its charge and nothing falls; and the open map, which shows the "
     "whole labyrinth and everyone's place: good for children and for learning the game."),
    ("Your own labyrinth",
     "Draw a labyrinth in the map text of the rules (walls with - and |, unbreakable ones with = "
     "and #, cells . A H O M and river arrows), from 2 x 2 to 26 x 26 cells, and save it as "
     "terra-custom.txt in the arcade's data folder. Then choose Labyrinth: Custom file when you "
     "set up the game, or start the arcade with --maze FILE.\n\n"
     "A file that is not a text file of at most 64 KiB, or whose map has a mistake, is refused "
     "with a message saying where the mistake is (the set-up choice then plays a random "
     "labyrinth). A labyrinth that can be played but breaks a promise of the generated ones - a "
     "treasure walled in, no way out without blasting - is played, and the game master says so "
     "before the start."),
]

add_catalog("ru", {
    "A labyrinth nobody can see": "Лабиринт, которого никто не видит",
    PAGES[0][1]:
        "Компьютер — ведущий: он строит скрытый лабиринт и рассказывает всем, что происходит, "
        "но никогда — кто где находится. Где-то внутри лежит клад. Найдите его, донесите до "
        "выхода во внешней стене и выйдите наружу — это победа.\n\n"
        "Каждый игрок сначала выбирает клетку старта. Затем ваш блокнот рисует то, что "
        "открывают ваши собственные донесения.",
    "One action a turn": "Одно действие за ход",
    PAGES[1][1]:
        "Шаг на одну клетку на север, юг, запад или восток — стены вокруг своей клетки всегда "
        "известны. Взорвать стену своей клетки зарядом (внешняя стена не падает никогда, а "
        "некоторые внутренние — тоже). Выстрелить вдоль коридора: пуля летит, пока не "
        "встретит стену или игрока, и все в той клетке ранены.\n\n"
        "В начале у вас три заряда и три патрона. Арсенал пополняет и то и другое, больница "
        "лечит. Раненый не может стрелять и роняет клад.",
    "Rivers and holes": "Реки и дырки",
    PAGES[2][1]:
        "Шагнёте в реку — она унесёт вас к устью. Шагнёте в дырку — вылезете из следующей "
        "дырки её группы. В обоих случаях вы теряете представление о том, где находитесь: блокнот "
        "начинает новый обрывок карты.\n\n"
        "Узнав место, перетащите один обрывок на другой, чтобы склеить карту.",
    "Listening to the game master": "Слушайте ведущего",
    PAGES[3][1]:
        "Все слышат каждое сообщение: кто пошёл, что нашёл, какая стена рухнула, в кого попала "
        "пуля. По ним можно догадаться, где остальные — и куда делся клад. Под картой нарисован "
        "последний ответ ведущего вам: ваша клетка с четырьмя сторонами, знак того, что "
        "случилось, и слова.\n\n"
        "Управление: выберите на панели «Шаг», «Взрыв» или «Выстрел» (или нажмите Tab), затем "
        "нажмите на стрелку направления вокруг своей клетки или на компасе панели (работают и "
        "клавиши со стрелками). Перетащите обрывок на карту, чтобы вклеить его, или нажмите на "
        "него, а потом туда, где ему место; «Расклеить» отменяет последнюю склейку. С "
        "геймпадом: A берёт обрывок, крестовина двигает его, A кладёт; правый стик листает "
        "слова ведущего. Если у экрана несколько человек, передавайте его, когда "
        "попросят: никто не видит чужой блокнот. В конце открывается весь лабиринт с путями "
        "всех игроков.",
    "Variants": "Варианты",
    PAGES[4][1]:
        "При подготовке игры выберите размер лабиринта и варианты правил: до трёх кладов "
        "(побеждает любой из них); ложные клады, которые не отличить от настоящих, пока их не "
        "вынесут через выход, — там ложный клад рассыпается, и поиски продолжаются; "
        "неразрушимые внутренние стены: взрыв такой стены тратит заряд, а стена стоит; и "
        "открытую карту, которая показывает весь лабиринт и места всех игроков: удобно для "
        "детей и для знакомства с игрой.",
    "Your own labyrinth": "Свой лабиринт",
    PAGES[5][1]:
        "Нарисуйте лабиринт в текстовом формате карты из правил (стены - и |, неразрушимые = и "
        "#, клетки . A H O M и стрелки рек) размером от 2 x 2 до 26 x 26 клеток и сохраните его "
        "как terra-custom.txt в папке данных аркады. Затем при подготовке игры выберите "
        "«Лабиринт: Свой файл» или запустите аркаду с ключом --maze ФАЙЛ.\n\n"
        "Файл, который не является текстовым файлом размером до 64 КиБ, или карта с ошибкой "
        "отвергаются с сообщением, где ошибка (при выборе «Свой файл» игра тогда идёт на "
        "случайном лабиринте). Лабиринт, в котором можно играть, но который нарушает обещания "
        "сгенерированных, — клад замурован, выхода нет без взрывов, — принимается, и ведущий "
        "говорит об этом перед началом.",
})
