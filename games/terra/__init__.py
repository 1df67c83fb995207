"""Terra Incognita: the hidden labyrinth with a computer game master."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, Option, register
from games.terra.messages import SEAT_NAMES

register(GameInfo(
    key="terra", title="Terra Incognita",
    blurb="Find the treasure in a labyrinth only the game master can see.",
    rules="games.terra.custom", ai="games.terra.ai", map_files="games.terra.custom",
    scene="games.terra.scene:TerraScene", help="games.terra.help:PAGES",
    tutorial="games.terra.tutorial:LESSON",
    min_players=1, max_players=4, default_players=2, colour=(176, 150, 104), order=30,
    options=(Option("size", "Labyrinth", ((5, "5 x 5"), (6, "6 x 6"), (8, "8 x 8"), (10, "10 x 10"),
                                          ("custom", "Custom file")), 10),
             Option("treasures", "Treasures (win with one)",
                    ((1, "1 treasure"), (2, "2 treasures"), (3, "3 treasures")), 1),
             Option("false_treasures", "False treasures",
                    ((0, "No false ones"), (1, "1 false treasure"), (2, "2 false treasures")), 0),
             Option("unbreakable", "Unbreakable inner walls", ((False, "Off"), (True, "On")), False),
             Option("open_map", "Open map", ((False, "Off"), (True, "On")), False)),
    seat_names=SEAT_NAMES,
    secrets=True, open_option="open_map", extra_options=("maze",)))

add_catalog("ru", {
    "Terra Incognita": "Терра инкогнита",
    "Find the treasure in a labyrinth only the game master can see.":
        "Найдите клад в лабиринте, который видит только ведущий.",
    "Labyrinth": "Лабиринт",
    "5 x 5": "5 x 5",
    "6 x 6": "6 x 6",
    "8 x 8": "8 x 8",
    "10 x 10": "10 x 10",
    "Custom file": "Свой файл",
    "Treasures (win with one)": "Клады (победа с одним)",
    "1 treasure": "1 клад",
    "2 treasures": "2 клада",
    "3 treasures": "3 клада",
    "False treasures": "Ложные клады",
    "No false ones": "Без ложных",
    "1 false treasure": "1 ложный клад",
    "2 false treasures": "2 ложных клада",
    "Unbreakable inner walls": "Неразрушимые стены",
    "Open map": "Открытая карта",
})
