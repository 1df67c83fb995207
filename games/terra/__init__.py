"""Terra Incognita: the hidden labyrinth with a computer game master."""
from games.engine.i18n import N_
from games.engine.registry import GameInfo, Information, Kind, Option, register
from games.terra.messages import SEAT_NAMES

# The seating screen's tabs: the set-up, the seed's plain modifications, Tver's, Penza's.
BASIC, VARIANTS, TVER, PENZA = N_("Basic"), N_("Variants"), N_("Tver"), N_("Penza")

register(GameInfo(
    key="terra", title=N_("Terra Incognita"),
    blurb=N_("Find the treasure in a labyrinth only the game master can see."),
    rules="games.terra.custom", ai="games.terra.ai", map_files="games.terra.custom",
    scene="games.terra.scene:TerraScene", help="games.terra.help:PAGES",
    tutorial="games.terra.tutorial:LESSON",
    lessons=((N_("A first game"), "games.terra.tutorial:LESSON"),
             (N_("Floors and stairs"), "games.terra.tutorial:FLOORS_LESSON")),
    min_players=1, max_players=4, default_players=2, colour=(176, 150, 104), order=30,
    options=(Option("size", N_("Labyrinth"), ((5, N_("5 x 5")), (6, N_("6 x 6")), (8, N_("8 x 8")), (10, N_("10 x 10")),
                                          ("custom", N_("Custom file"))), 10, group=BASIC),
             Option("treasures", N_("Treasures (win with one)"),
                    ((1, N_("1 treasure")), (2, N_("2 treasures")), (3, N_("3 treasures"))), 1, group=BASIC),
             Option("false_treasures", N_("False treasures"),
                    ((0, N_("No false ones")), (1, N_("1 false treasure")), (2, N_("2 false treasures"))), 0, group=BASIC),
             Option("unbreakable", N_("Unbreakable inner walls"), ((False, N_("Off")), (True, N_("On"))), False, group=BASIC),
             Option("open_map", N_("Open map"), ((False, N_("Off")), (True, N_("On"))), False, group=BASIC),
             Option("information", N_("Game master tells"),
                    (("full", N_("Inner and outer walls")), ("plain", N_("Walls only")),
                     ("rich", N_("Also blasted walls"))), "full", group=VARIANTS),
             Option("win", N_("To win"), (("one", N_("Carry out one treasure")), ("all", N_("Carry out all treasures"))), "one", group=VARIANTS),
             Option("rivers", N_("Rivers"), (("free", N_("Any direction")), ("south_east", N_("Only south or east")),
                                            ("never_cross", N_("Never touch"))), "free", group=VARIANTS),
             Option("floors", N_("Floors (Tver labyrinth)"), ((1, N_("1 floor")), (2, N_("2 floors")), (3, N_("3 floors"))), 1, group=TVER),
             Option("basement", N_("Basement"), ((False, N_("Off")), (True, N_("On"))), False, group=TVER),
             Option("windows", N_("Windows"), ((False, N_("Off")), (True, N_("On"))), False, group=TVER),
             Option("boomerang", N_("Boomerang"), ((False, N_("Off")), (True, N_("On"))), False, group=TVER),
             Option("death", N_("Death and return"), ((False, N_("Off")), (True, N_("On"))), False, group=TVER),
             Option("bear", N_("Penza bear"), ((False, N_("Off")), (True, N_("On"))), False, group=PENZA)),
    kids_options=(("size", 5),),
    seat_names=SEAT_NAMES,
    extra_options=("maze",), kind=Kind(information=Information.HIDDEN, lifted_by="open_map")))
