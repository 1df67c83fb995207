"""Mazing: build walls on a grid and race your pawn to the opposite corner."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, Option, register

register(GameInfo(
    key="mazing", title="Mazing", blurb="Play cards to build and bust walls, then race the die across.",
    rules="games.mazing.rules", ai="games.mazing.ai",
    scene="games.mazing.scene:MazingScene", help="games.mazing.help:PAGES",
    tutorial="games.mazing.tutorial:LESSON",
    min_players=2, max_players=4, default_players=2, colour=(86, 128, 196), order=20,
    options=(Option("size", "Board size", ((9, "9 x 9"), (11, "11 x 11"), (13, "13 x 13")), 11),
             Option("two_pawns", "Two pawns each (2 players only)",
                    ((False, "Off"), (True, "On")), False),
             Option("open_hands", "Open hands", ((False, "Off"), (True, "On")), False)),
    seat_names=("Blue", "Vermillion", "Green", "Yellow"),
    secrets=True, open_option="open_hands"))

add_catalog("ru", {
    "Mazing": "Мейзинг",
    "Play cards to build and bust walls, then race the die across.":
        "Разыгрывайте карты, стройте и ломайте стены и мчитесь по броску кубика через поле.",
    "Board size": "Размер поля",
    "9 x 9": "9 x 9",
    "11 x 11": "11 x 11",
    "13 x 13": "13 x 13",
    "Two pawns each (2 players only)": "По две фишки (только для двоих)",
    "Open hands": "Открытые руки",
    "Off": "Выкл.",
    "On": "Вкл.",
})
