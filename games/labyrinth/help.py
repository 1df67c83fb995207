"""Help pages for the Labyrinth race, in the project's own words (English and Russian)."""
from games.engine.i18n import add_catalog

PAGES = [
    ("The goal",
     "Each player guides four travelers along a winding track of 61 fields. The track circles "
     "three times around the centre, and field 61 at the very middle is Elysium. The first "
     "player to bring all four travelers into Elysium wins.\n\n"
     "Travelers begin outside the labyrinth. A traveler comes in only with a die showing 1, "
     "and lands on field 1."),
    ("A turn",
     "You roll two dice and use them one at a time: pick a die, then pick the traveler it "
     "moves. Both dice may move the same traveler or two different ones. The first move is "
     "finished - including whatever the landing field does - before the second die is used.\n\n"
     "A die that can be used must be used. If no traveler can use a die, it is dropped, and "
     "the turn passes on when nothing is left to do."),
    ("Exact fields and crowding",
     "Fields 31, 58 and 61 need an exact count. If a die would carry a traveler past the next "
     "of them, it walks in, then walks back one field for each point left over.\n\n"
     "Fields 1-5, 31 and 58 are sanctuaries where any number may stand. Everywhere else a "
     "traveler that arrives on an occupied field pushes the one standing there back to where "
     "the arriving traveler started its move - even one of your own."),
    ("Special fields",
     "6 jumps ahead to 12. 18 and 21 jump to 26. 42 jumps to 56. 59 slides back down a tunnel "
     "to 47.\n\n"
     "13 is a trap: the traveler sits out its owner's next two turns. 52 is worse: the "
     "traveler drops through a tunnel to field 7 and is trapped there for two turns.\n\n"
     "44 and 45 face 50 and 51 across the Millstone: landing on one of them, you may cross to "
     "the other side for free."),
    ("Knight's Orbit",
     "Fields 7, 46, 49, 52, 55 and 34 form the Knight's Orbit. Landing on one of 7, 34, 46, "
     "49 or 55 by a die, you may ride: roll one more die and hop that many stops along the "
     "Orbit - from 34 towards 7, from the others towards 34 - turning back at the end of the "
     "line. Only the last stop counts; stopping on 52 still means the tunnel and the trap.\n\n"
     "Controls: after the roll, click a die, then a highlighted traveler; its landing field "
     "is shown while you point at it. Ride, cross and stay are buttons in the side panel. "
     "Keys: 1 and 2 pick a die; R rides, C crosses, S stays."),
]

add_catalog("ru", {
    "The goal": "Цель игры",
    PAGES[0][1]:
        "Каждый игрок ведёт четырёх путников по извилистой дорожке из 61 поля. Дорожка трижды "
        "обвивает центр, а поле 61 в самой середине — это Элизиум. Побеждает тот, кто первым "
        "приведёт в Элизиум всех четырёх путников.\n\n"
        "Путники начинают за пределами лабиринта. Войти можно только с кубиком, на котором "
        "выпала 1, — путник встаёт на поле 1.",
    "A turn": "Ход",
    PAGES[1][1]:
        "Вы бросаете два кубика и используете их по одному: выберите кубик, затем путника, "
        "которого он двигает. Оба кубика могут двигать одного путника или двух разных. Первый "
        "ход завершается — вместе со всем, что делает поле, куда пришёл путник, — до того, как "
        "используется второй кубик.\n\n"
        "Кубик, который можно использовать, использовать обязательно. Если ни один путник не "
        "может им воспользоваться, кубик сгорает, а когда делать больше нечего, ход переходит "
        "к следующему.",
    "Exact fields and crowding": "Точные поля и теснота",
    PAGES[2][1]:
        "На поля 31, 58 и 61 нужно попасть точно. Если кубик пронёс бы путника дальше "
        "ближайшего из них, путник заходит на это поле и отступает назад на одно поле за "
        "каждое лишнее очко.\n\n"
        "Поля 1–5, 31 и 58 — убежища, там может стоять сколько угодно путников. На любом "
        "другом поле путник, пришедший на занятое поле, отправляет стоящего там туда, откуда "
        "начал свой ход, — даже если это ваш собственный путник.",
    "Special fields": "Особые поля",
    PAGES[3][1]:
        "С 6 путник прыгает на 12, с 18 и 21 — на 26, с 42 — на 56. С 59 он съезжает по "
        "туннелю обратно на 47.\n\n"
        "13 — ловушка: путник пропускает два следующих хода своего игрока. 52 ещё хуже: "
        "путник проваливается по туннелю на поле 7 и застревает там на два хода.\n\n"
        "44 и 45 смотрят на 50 и 51 через Жернов: придя на одно из этих полей, можно бесплатно "
        "перейти на другую сторону.",
    "Knight's Orbit": "Орбита коня",
    PAGES[4][1]:
        "Поля 7, 46, 49, 52, 55 и 34 образуют Орбиту коня. Придя кубиком на 7, 34, 46, 49 "
        "или 55, можно полететь: бросьте ещё один кубик и пролетите столько остановок по "
        "Орбите — от 34 в сторону 7, от остальных в сторону 34, — разворачиваясь в конце "
        "линии. Считается только последняя остановка; остановка на 52 — это всё равно "
        "туннель и ловушка.\n\n"
        "Управление: после броска нажмите на кубик, затем на подсвеченного путника; пока "
        "указатель на нём, видно поле, куда он придёт. Полёт, переход и отказ — кнопки на "
        "боковой панели. "
        "Клавиши: 1 и 2 выбирают кубик; R — полёт, C — переход, S — остаться.",
})
