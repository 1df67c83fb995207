"""Mazing: build walls on a grid and race your pawn to the opposite corner."""
from games.engine.i18n import N_
from games.engine.registry import Chance, GameInfo, Information, Kind, Option, register

register(GameInfo(
    key="mazing", title=N_("Mazing"), blurb=N_("Play cards to build and bust walls, then race the die across."),
    rules="games.mazing.rules", ai="games.mazing.ai",
    scene="games.mazing.scene:MazingScene", help="games.mazing.help:PAGES",
    tutorial="games.mazing.tutorial:LESSON",
    min_players=2, max_players=4, default_players=2, colour=(86, 128, 196), order=20,
    options=(Option("size", N_("Board size"), ((9, N_("9 x 9")), (11, N_("11 x 11")), (13, N_("13 x 13"))), 11),
             Option("two_pawns", N_("Two pawns each (2 players only)"),
                    ((False, N_("Off")), (True, N_("On"))), False, players=(2,)),
             Option("open_hands", N_("Open hands"), ((False, N_("Off")), (True, N_("On"))), False)),
    kids_options=(("size", 9),),
    seat_names=(N_("Blue"), N_("Vermillion"), N_("Green"), N_("Yellow")),
    kind=Kind(chance=Chance.DICE, information=Information.HIDDEN, lifted_by="open_hands")))
