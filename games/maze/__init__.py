"""Maze, the partners' game: two players cooperate to swap their Travelers across the board."""
from games.engine.i18n import N_
from games.engine.registry import GameInfo, Kind, Option, Outcome, register
from games.engine.theme import WHITE_BLACK_LOOKS

register(GameInfo(
    key="maze", title=N_("Maze"), blurb=N_("Two partners swap their Travelers across sand and grass."),
    rules="games.maze.deals", ai="games.maze.ai", review="games.maze.review",
    scene="games.maze.scene:MazeScene", help="games.maze.help:PAGES",
    tutorial="games.maze.tutorial:LESSON", record_text="games.maze.record_text",
    min_players=2, max_players=2, default_players=2, colour=(96, 150, 82), order=30,
    options=(Option("balanced", N_("Set-up"), ((False, N_("Standard")), (True, N_("Balanced"))), False),
             Option("winnable", N_("Deals"), ((False, N_("Any deal")), (True, N_("Winnable deals only"))),
                    False)),
    kids_options=(("winnable", True),),
    seat_names=(N_("White"), N_("Black")), seat_looks=WHITE_BLACK_LOOKS,
    kind=Kind(outcome=Outcome.COOPERATIVE)))

register(GameInfo(
    key="maze-kids", title=N_("Kids' Maze"), blurb=N_("Ten pieces each and a deal that can always be won."),
    rules="games.maze.deals", ai="games.maze.ai", review="games.maze.review",
    scene="games.maze.scene:MazeScene", help="games.maze.help:PAGES",
    tutorial="games.maze.tutorial:KIDS_LESSON",
    min_players=2, max_players=2, default_players=2, colour=(150, 196, 96), order=31,
    options=(Option("length", N_("Game length"),
                    (("short", N_("• Short: 13 moves each, the fewest possible")),
                     ("medium", N_("• • Medium: up to 15 moves each")),
                     ("long", N_("• • • Long: any winnable deal"))), "short"),),
    fixed_options=(("kids", True),), kids=True, seat_names=(N_("White"), N_("Black")), seat_looks=WHITE_BLACK_LOOKS,
    kind=Kind(outcome=Outcome.COOPERATIVE)))
