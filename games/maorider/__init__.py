"""Maorider Chess: a 9×8 chess variant with freezing, recruiting Kings and Cannons."""
from games.engine.i18n import add_catalog
from games.engine.registry import GameInfo, register
from games.engine.theme import WHITE_BLACK_LOOKS

register(GameInfo(
    key="maorider", title="Maorider Chess",
    blurb="Chess on 9 by 8 squares: Kings freeze and recruit, Cannons shoot.",
    rules="games.maorider.rules", ai="games.maorider.ai",
    scene="games.maorider.scene:MaoriderScene", help="games.maorider.help:PAGES",
    min_players=2, max_players=2, default_players=2, colour=(150, 104, 60), order=40,
    seat_names=("White", "Black"), seat_looks=WHITE_BLACK_LOOKS,
    tutorial="games.maorider.tutorial:LESSON"))

add_catalog("ru", {
    "Maorider Chess": "Шахматы Маорайдер",
    "Chess on 9 by 8 squares: Kings freeze and recruit, Cannons shoot.":
        "Шахматы на доске 9 на 8: Короли замораживают и вербуют, Пушки стреляют.",
    "White": "Белые",
    "Black": "Чёрные",
    "beginner": "новичок",
})
