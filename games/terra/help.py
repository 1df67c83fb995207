"""Help pages for Terra Incognita, in the project's own words (English and Russian), each beside
a picture drawn with the game's own parchment, ink and pieces (:mod:`games.terra.pictures`)."""
from games.engine.i18n import add_catalog
from games.terra.pictures import PAGES_PICTURES as P

PAGES = [
    ("A labyrinth nobody can see",
     "The computer is the game master. It builds a labyrinth like this one and keeps it "
     "hidden: only it sees the walls, the rivers, the holes and where everyone stands.\n\n"
     "Somewhere inside lies a treasure. Find it, carry it to a gap in the outer wall - an "
     "exit - and step out to win. You first choose the cell where you enter.",
     P["hidden"]),
    ("The game master's answer",
     "After every action the game master answers in words, and everyone hears it - but it "
     "never says where anyone is.\n\n"
     "Under your notebook its answer to you is drawn: your cell with its four sides (a thin "
     "line is a wall, a thick one the outer wall, dots an open side) and a sign of what "
     "happened. Your notebook draws every answer into your map.",
     P["answer"]),
    ("Rivers",
     "Step into a river and it carries you downstream to its mouth.\n\n"
     "You feel the water but not the way it took, so from then on you no longer know where "
     "you are: your notebook starts a new loose scrap around you.",
     P["river"]),
    ("Holes",
     "Fall into a hole and you climb out of the next hole of its group, somewhere else in "
     "the labyrinth (the pictured holes A1 and A2 are one group). The hole you come out of "
     "does not swallow you again.\n\n"
     "As after a river, your notebook starts a new scrap.",
     P["hole"]),
    ("Gluing scraps",
     "When you recognise a place - here the arsenal you met before - drag the scrap onto the "
     "map so that the cells match, or tap the scrap and then the place where it goes. Unglue "
     "takes the last glue back.\n\n"
     "Pages that disagree about a wall or a cell will not stick.",
     P["glue"]),
    ("Blasting and the arsenal",
     "Instead of a step you may blast a wall of your cell: you start with three charges. An "
     "inner wall falls; the outer wall never does.\n\n"
     "An arsenal fills your charges and bullets up to three again.",
     P["blast"]),
    ("Shooting and the hospital",
     "A shot flies straight along the corridor until it meets a wall or a cell with players; "
     "everyone there is wounded. You have three bullets.\n\n"
     "A wounded player cannot shoot and drops the treasure. A hospital heals.",
     P["shot"]),
    ("Treasure and the exit",
     "Step onto the treasure to pick it up; you carry one at a time. With it, step out through "
     "a gap in the outer wall and you win.\n\n"
     "In a game with false treasures (grey here, though in play they look real) a false one "
     "crumbles at the exit and the hunt goes on.",
     P["treasure"]),
    ("Playing here",
     "Choose Move, Blast or Shoot in the panel (or press Tab), then click an arrow beside your "
     "piece or in the panel's compass; the arrow keys work too. With a controller, A picks a "
     "scrap up, the D-pad moves it and A drops it; the right stick scrolls the game master's "
     "words.\n\n"
     "With several people at the screen, pass it on when asked: nobody sees another's "
     "notebook. At the end the whole labyrinth is shown with everyone's path.",
     P["controls"]),
    ("Variants",
     "On the seating screen choose the size and the variants: up to three treasures (any one "
     "wins), false treasures, unbreakable inner walls (hatched: a blast spends its charge and "
     "the wall stands) and the open map, which shows the whole labyrinth and everyone's "
     "place - good for children and for learning.",
     P["variants"]),
    ("Your own labyrinth",
     "Draw a labyrinth in the map text of the rules: corners +, walls - and |, unbreakable = "
     "and #, cells . A H O M and river arrows; holes and treasures below. From 2 x 2 to "
     "26 x 26 cells. Save it as terra-custom.txt in the data folder and choose Labyrinth: "
     "Custom file, or start with --maze FILE.\n\n"
     "A file with a mistake is refused with a message saying where. A labyrinth that breaks "
     "a promise of the generated ones is played, and the game master says so first.",
     P["map text"]),
]

add_catalog("ru", {
    "A labyrinth nobody can see": "Лабиринт, которого никто не видит",
    PAGES[0][1]:
        "Компьютер — ведущий. Он строит лабиринт вроде этого и держит его в тайне: только он "
        "видит стены, реки, дырки и то, кто где стоит.\n\n"
        "Где-то внутри лежит клад. Найдите его, донесите до прохода во внешней стене — выхода "
        "— и выйдите наружу: это победа. Сначала вы выбираете клетку, где войти.",
    "The game master's answer": "Ответ ведущего",
    PAGES[1][1]:
        "После каждого действия ведущий отвечает словами, и слышат все, — но он никогда не "
        "говорит, кто где.\n\n"
        "Под блокнотом нарисован его ответ вам: ваша клетка с четырьмя сторонами (тонкая линия "
        "— стена, толстая — внешняя стена, точки — проход) и знак того, что случилось. Блокнот "
        "вносит каждый ответ в вашу карту.",
    "Rivers": "Реки",
    PAGES[2][1]:
        "Шагнёте в реку — она унесёт вас вниз по течению, в устье.\n\n"
        "Вы чувствуете воду, но не путь, которым она вас несла, поэтому дальше вы не знаете, "
        "где находитесь: блокнот начинает вокруг вас новый отдельный обрывок.",
    "Holes": "Дырки",
    PAGES[3][1]:
        "Провалитесь в дырку — вылезете из следующей дырки её группы, где-то в другом месте "
        "лабиринта (дырки A1 и A2 на рисунке — одна группа). Дырка, из которой вы вылезли, "
        "второй раз вас не глотает.\n\n"
        "Как и после реки, блокнот начинает новый обрывок.",
    "Gluing scraps": "Склейка обрывков",
    PAGES[4][1]:
        "Узнав место — здесь арсенал, где вы уже были, — перетащите обрывок на карту так, "
        "чтобы клетки совпали, или нажмите на обрывок, а потом туда, где ему место. "
        "«Расклеить» отменяет последнюю склейку.\n\n"
        "Обрывки, которые не сходятся в стене или клетке, не склеятся.",
    "Blasting and the arsenal": "Взрыв и арсенал",
    PAGES[5][1]:
        "Вместо шага можно взорвать стену своей клетки: в начале у вас три заряда. Внутренняя "
        "стена падает, внешняя — никогда.\n\n"
        "Арсенал снова пополняет заряды и патроны до трёх.",
    "Shooting and the hospital": "Выстрел и больница",
    PAGES[6][1]:
        "Пуля летит по прямой вдоль коридора, пока не встретит стену или клетку с игроками; "
        "все, кто там, ранены. Патронов у вас три.\n\n"
        "Раненый не может стрелять и роняет клад. Больница лечит.",
    "Treasure and the exit": "Клад и выход",
    PAGES[7][1]:
        "Встаньте на клад, чтобы поднять его; нести можно только один. С ним выйдите через "
        "проход во внешней стене — и вы победили.\n\n"
        "В игре с ложными кладами (здесь серый, хотя в игре его не отличить от настоящего) "
        "ложный клад рассыпается у выхода, и поиски продолжаются.",
    "Playing here": "Как играть здесь",
    PAGES[8][1]:
        "Выберите на панели «Шаг», «Взрыв» или «Выстрел» (или нажмите Tab), затем стрелку "
        "рядом с фишкой или на компасе панели; работают и клавиши со стрелками. С геймпадом: "
        "A берёт обрывок, крестовина двигает его, A кладёт; правый стик листает слова "
        "ведущего.\n\n"
        "Если у экрана несколько человек, передавайте его, когда попросят: никто не видит "
        "чужой блокнот. В конце показывается весь лабиринт с путями всех игроков.",
    "Variants": "Варианты",
    PAGES[9][1]:
        "При подготовке игры выберите размер и варианты: до трёх кладов (побеждает любой), "
        "ложные клады, неразрушимые внутренние стены (со штриховкой: взрыв тратит заряд, а "
        "стена стоит) и открытую карту, которая показывает весь лабиринт и места всех — удобно "
        "для детей и для знакомства с игрой.",
    "Your own labyrinth": "Свой лабиринт",
    PAGES[10][1]:
        "Нарисуйте лабиринт в текстовом формате карты из правил: углы +, стены - и |, "
        "неразрушимые = и #, клетки . A H O M и стрелки рек; ниже дырки и клады. От 2 x 2 до "
        "26 x 26 клеток. Сохраните как terra-custom.txt в папке данных и выберите «Лабиринт: "
        "Свой файл» или запустите с ключом --maze ФАЙЛ.\n\n"
        "Файл с ошибкой отвергается с сообщением, где она. Лабиринт, нарушающий обещания "
        "сгенерированных, принимается, и ведущий заранее об этом говорит.",
})
