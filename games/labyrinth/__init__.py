"""Labyrinth: the dice race through three circuits to Elysium."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, Option, register

register(GameInfo(
    key="labyrinth", title="Labyrinth", blurb="A dice race through three circuits to Elysium.",
    rules="games.labyrinth.rules", ai="games.labyrinth.ai",
    scene="games.labyrinth.scene:LabyrinthScene", help="games.labyrinth.help:PAGES",
    min_players=2, max_players=4, default_players=2, colour=(150, 132, 96), order=10,
    options=(Option("play_on", "After the first winner",
                    ((False, "The game ends"), (True, "Race on for places")), False),),
    seat_names=("Blue", "Vermillion", "Green", "Yellow"), tutorial="games.labyrinth.tutorial:LESSON",
    intro="games.labyrinth.help:INTRO"))

add_catalog("ru", {
    "Labyrinth": "Лабиринт",
    "A dice race through three circuits to Elysium.": "Гонка на кубиках через три круга к Элизиуму.",
    "After the first winner": "После первого победителя",
    "The game ends": "Игра заканчивается",
    "Race on for places": "Гонка за места продолжается",
})
