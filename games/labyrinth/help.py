"""Help pages for the Labyrinth race, in the project's own words (English and Russian), each
beside a picture drawn with the game's own board (:mod:`games.labyrinth.pictures`)."""
from games.engine.i18n import add_catalog
from games.labyrinth.pictures import PAGES_PICTURES as P

STORY = ("Long ago on Crete, King Minos kept the Minotaur in a labyrinth, and Athens had to send "
         "him youths and maidens who were led inside and never came back. Your four travelers "
         "are such young Athenians. On the labyrinth's floor a mosaic tells of Earth and Sky; "
         "they follow it round three circuits to the chamber at the heart, Elysium, the land of "
         "the blessed, where no Minotaur can reach them. Race the others there, and mind the "
         "traps on the way.")

INTRO = ("The Labyrinth of King Minos", STORY, P["story"])

PAGES = [
    ("The story", STORY, P["story"]),
    ("The goal",
     "Each player guides four travelers along a winding track of 61 fields, three times round "
     "the centre. Field 61 in the middle is Elysium: bring all four travelers there first to "
     "win.\n\nTravelers wait outside the gate. Only a die showing 1 lets one in, onto field 1.",
     P["goal"]),
    ("A turn",
     "Tap Roll to throw two dice. Use them one at a time: tap a die, then a glowing traveler. "
     "Both dice may move one traveler or two. Whatever the first landing does happens before "
     "the second die is used.\n\nA die that can be used must be used; one nobody can use is "
     "dropped by itself.",
     P["turn"]),
    ("Exact count and crowding",
     "Fields 31, 58 and 61 need the exact count: a traveler with points to spare walks in, "
     "then walks back one field per extra point.\n\nFields 1-5, 31 and 58 hold any number of "
     "travelers. Anywhere else, landing on someone sends them back to where you started that "
     "die's move - even one of your own.",
     P["exact"]),
    ("Special fields",
     "Arrows jump ahead: 6 to 12, 18 and 21 to 26, 42 to 56. The tunnel at 59 slides back to "
     "47.\n\n13 is a trap: the traveler sits out two of its owner's turns. 52 is worse: down "
     "the tunnel to 7, and trapped there for two turns.",
     P["special"]),
    ("Knight's Orbit",
     "Fields 7, 46, 49, 52, 55 and 34 are joined by knight's moves. Land on one of them (not "
     "52) and you may Ride: roll one free die and hop that many stops along the Orbit, "
     "turning back at the end of the line. Only the last stop counts.",
     P["orbit"]),
    ("The Millstone",
     "44 faces 50 and 45 faces 51 across the Millstone. Land on one of them and you may Cross "
     "to the other side for free.\n\nKeys: Space rolls, 1 and 2 pick a die, R rides, C "
     "crosses, S stays. A controller: the stick moves the ring, A chooses.",
     P["mill"]),
]

add_catalog("ru", {
    "The story": "Предание",
    "The Labyrinth of King Minos": "Лабиринт царя Миноса",
    STORY:
        "Давным-давно на Крите царь Минос держал в лабиринте Минотавра, и Афины должны были "
        "посылать ему юношей и девушек: их уводили внутрь, и они не возвращались. Ваши четыре "
        "путника — такие юные афиняне. На полу лабиринта мозаика рассказывает о Земле и Небе; "
        "по ней путники проходят три круга к залу в самом сердце — Элизиуму, земле блаженных, "
        "куда Минотавру не добраться. Опередите остальных и берегитесь ловушек на пути.",
    "The goal": "Цель игры",
    PAGES[1][1]:
        "Каждый игрок ведёт четырёх путников по извилистой дорожке из 61 поля, трижды вокруг "
        "центра. Поле 61 в середине — Элизиум: кто первым приведёт туда всех четырёх, тот и "
        "победил.\n\nПутники ждут за воротами. Войти можно только с единицей на кубике — "
        "путник встаёт на поле 1.",
    "A turn": "Ход",
    PAGES[2][1]:
        "Нажмите «Бросить», чтобы бросить два кубика. Используйте их по одному: нажмите на "
        "кубик, потом на подсвеченного путника. Оба кубика могут двигать одного путника или "
        "двух. Всё, что делает первое поле, случается до того, как используется второй "
        "кубик.\n\nКубик, который можно использовать, использовать обязательно; кубик, "
        "которым никто не может пойти, сгорает сам.",
    "Exact count and crowding": "Точный счёт и теснота",
    PAGES[3][1]:
        "На поля 31, 58 и 61 нужно прийти точно: путник с лишними очками заходит на поле и "
        "отступает назад на одно поле за каждое лишнее очко.\n\nНа полях 1–5, 31 и 58 может "
        "стоять сколько угодно путников. На любом другом поле тот, на кого вы встали, уходит "
        "туда, откуда вы начали ход этим кубиком, — даже ваш собственный путник.",
    "Special fields": "Особые поля",
    PAGES[4][1]:
        "Стрелки переносят вперёд: с 6 на 12, с 18 и 21 на 26, с 42 на 56. Туннель на 59 "
        "уводит обратно на 47.\n\n13 — ловушка: путник пропускает два хода своего хозяина. "
        "52 ещё хуже: вниз по туннелю на 7 и два хода в ловушке.",
    "Knight's Orbit": "Орбита коня",
    PAGES[5][1]:
        "Поля 7, 46, 49, 52, 55 и 34 связаны ходом коня. Придя на одно из них (кроме 52), "
        "можно полететь: бросьте бесплатный кубик и пролетите столько остановок по Орбите, "
        "разворачиваясь в конце линии. Считается только последняя остановка.",
    "The Millstone": "Жернов",
    PAGES[6][1]:
        "44 смотрит на 50, а 45 — на 51 через Жернов. Придя на одно из этих полей, можно "
        "бесплатно перейти на другую сторону.\n\nКлавиши: пробел — бросок, 1 и 2 выбирают "
        "кубик, R — полёт, C — переход, S — остаться. Геймпад: стик двигает рамку, A — выбор.",
})
