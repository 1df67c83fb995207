"""Labyrinth: the dice race through three circuits to Elysium."""
from games.engine.i18n import N_
from games.engine.registry import Chance, GameInfo, Kind, Option, register

register(GameInfo(
    key="labyrinth", title=N_("Labyrinth"), blurb=N_("A dice race through three circuits to Elysium."),
    rules="games.labyrinth.rules", ai="games.labyrinth.ai",
    scene="games.labyrinth.scene:LabyrinthScene", help="games.labyrinth.help:PAGES",
    min_players=2, max_players=4, default_players=2, colour=(150, 132, 96), order=10,
    options=(Option("play_on", N_("After the first winner"),
                    ((False, N_("The game ends")), (True, N_("Race on for places"))), False),),
    seat_names=(N_("Blue"), N_("Vermillion"), N_("Green"), N_("Yellow")), tutorial="games.labyrinth.tutorial:LESSON",
    intro="games.labyrinth.help:INTRO", kind=Kind(chance=Chance.DICE)))
