"""Maorider Chess: a 9×8 chess variant with freezing, recruiting Kings and Cannons."""
from games.engine.i18n import N_
from games.engine.registry import GameInfo, Kind, register
from games.engine.theme import WHITE_BLACK_LOOKS

register(GameInfo(
    key="maorider", title=N_("Maorider Chess"),
    blurb=N_("Chess on 9 by 8 squares: Kings freeze and recruit, Cannons shoot."),
    rules="games.maorider.rules", ai="games.maorider.ai", review="games.maorider.review",
    scene="games.maorider.scene:MaoriderScene", help="games.maorider.help:PAGES",
    min_players=2, max_players=2, default_players=2, colour=(150, 104, 60), order=40,
    seat_names=(N_("White"), N_("Black")), seat_looks=WHITE_BLACK_LOOKS,
    tutorial="games.maorider.tutorial:LESSON", kind=Kind(), record_text="games.maorider.record_text"))
