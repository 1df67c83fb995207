"""Terra Incognita: the hidden labyrinth with a computer game master."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, Option, register

register(GameInfo(
    key="terra", title="Terra Incognita",
    blurb="Find the treasure in a labyrinth only the game master can see.",
    rules="games.terra.custom", ai="games.terra.ai", map_files="games.terra.custom",
    scene="games.terra.scene:TerraScene", help="games.terra.help:PAGES",
    min_players=1, max_players=4, default_players=2, colour=(176, 150, 104), order=30,
    options=(Option("size", "Labyrinth", ((5, "5 x 5"), (6, "6 x 6"), (8, "8 x 8"), (10, "10 x 10"),
                                          ("custom", "Custom file")), 10),
             Option("open_map", "Open map", ((False, "Off"), (True, "On")), False)),
    seat_names=("Blue", "Vermillion", "Green", "Yellow"),
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
    "Open map": "Открытая карта",
})
