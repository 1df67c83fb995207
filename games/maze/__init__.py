"""Maze, the partners' game: two players cooperate to swap their Travelers across the board."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, Option, register
from games.engine.theme import WHITE_BLACK_LOOKS

register(GameInfo(
    key="maze", title="Maze", blurb="Two partners swap their Travelers across sand and grass.",
    rules="games.maze.deals", ai="games.maze.ai",
    scene="games.maze.scene:MazeScene", help="games.maze.help:PAGES",
    tutorial="games.maze.tutorial:LESSON",
    min_players=2, max_players=2, default_players=2, colour=(96, 150, 82), order=30,
    options=(Option("balanced", "Set-up", ((False, "Standard"), (True, "Balanced")), False),
             Option("winnable", "Deals", ((False, "Any deal"), (True, "Winnable deals only")),
                    False)),
    seat_names=("White", "Black"), seat_looks=WHITE_BLACK_LOOKS))

register(GameInfo(
    key="maze-kids", title="Kids' Maze", blurb="Ten pieces each and a deal that can always be won.",
    rules="games.maze.deals", ai="games.maze.ai",
    scene="games.maze.scene:MazeScene", help="games.maze.help:PAGES",
    tutorial="games.maze.tutorial:KIDS_LESSON",
    min_players=2, max_players=2, default_players=2, colour=(150, 196, 96), order=31,
    fixed_options=(("kids", True),), kids=True, seat_names=("White", "Black"), seat_looks=WHITE_BLACK_LOOKS))

add_catalog("ru", {
    "Maze": "Лабиринт для двоих",
    "Two partners swap their Travelers across sand and grass.":
        "Двое партнёров меняют местами своих Путников через пески и луга.",
    "Kids' Maze": "Детский лабиринт",
    "Ten pieces each and a deal that can always be won.":
        "По десять фигур и расклад, который всегда можно выиграть.",
    "Set-up": "Расстановка",
    "Standard": "Обычная",
    "Balanced": "Сбалансированная",
    "Deals": "Раздачи",
    "Any deal": "Любая раздача",
    "Winnable deals only": "Только выигрышные",
    "White": "Белые",
    "Black": "Чёрные",
})
