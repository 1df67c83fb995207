"""Help pages for Terra Incognita, in the project's own words (English and Russian), each beside
a picture drawn with the game's own parchment, ink and pieces (:mod:`games.terra.pictures`)."""
from games.engine.i18n import N_
from games.terra.pictures import PAGES_PICTURES as P
from games.terra.variant_pictures import VARIANT_PICTURES as V

PAGES = [
    (N_("A labyrinth nobody can see"),
     N_("The computer is the game master. It builds a labyrinth like this one and keeps it "
     "hidden: only it sees the walls, the rivers, the holes and where everyone stands.\n\n"
     "Somewhere inside lies a treasure. Find it, carry it to a gap in the outer wall - an "
     "exit - and step out to win. You first choose the cell where you enter."),
     P["hidden"]),
    (N_("The game master's answer"),
     N_("After every action the game master answers in words, and everyone hears it - but it "
     "never says where anyone is.\n\n"
     "Under your notebook its answer to you is drawn: your cell with its four sides (a thin "
     "line is a wall, a thick one the outer wall, dots an open side) and a sign of what "
     "happened. Your notebook draws every answer into your map."),
     P["answer"]),
    (N_("Rivers"),
     N_("Step into a river and it carries you downstream to its mouth.\n\n"
     "You feel the water but not the way it took, so from then on you no longer know where "
     "you are: your notebook starts a new loose scrap around you."),
     P["river"]),
    (N_("Holes"),
     N_("Fall into a hole and you climb out of the next hole of its group, somewhere else in "
     "the labyrinth (the pictured holes A1 and A2 are one group). The hole you come out of "
     "does not swallow you again.\n\n"
     "As after a river, your notebook starts a new scrap."),
     P["hole"]),
    (N_("Gluing scraps"),
     N_("When you recognise a place - here the arsenal you met before - drag the scrap onto the "
     "map so that the cells match, or tap the scrap and then the place where it goes. Unglue "
     "takes the last glue back.\n\n"
     "Pages that disagree about a wall or a cell will not stick."),
     P["glue"]),
    (N_("Blasting and the arsenal"),
     N_("Instead of a step you may blast a wall of your cell: you start with three charges. An "
     "inner wall falls; the outer wall never does.\n\n"
     "An arsenal fills your charges and bullets up to three again."),
     P["blast"]),
    (N_("Shooting and the hospital"),
     N_("A shot flies straight along the corridor until it meets a wall or a cell with players; "
     "everyone there is wounded. You have three bullets.\n\n"
     "A wounded player cannot shoot and drops the treasure. A hospital heals."),
     P["shot"]),
    (N_("Treasure and the exit"),
     N_("Step onto the treasure to pick it up; you carry one at a time. With it, step out through "
     "a gap in the outer wall and you win.\n\n"
     "In a game with false treasures (grey here, though in play they look real) a false one "
     "crumbles at the exit and the hunt goes on."),
     P["treasure"]),
    (N_("Playing here"),
     N_("Choose Move, Blast or Shoot in the panel (or press Tab), then click an arrow beside your "
     "piece or in the panel's compass; the arrow keys work too. With a controller, A picks a "
     "scrap up, the D-pad moves it and A drops it; the right stick scrolls the game master's "
     "words.\n\n"
     "With several people at the screen, pass it on when asked: nobody sees another's "
     "notebook. At the end the whole labyrinth is shown with everyone's path."),
     P["controls"]),
    (N_("Variants"),
     N_("On the seating screen choose the size and the variants: up to three treasures (any one "
     "wins), false treasures, unbreakable inner walls (hatched: a blast spends its charge and "
     "the wall stands) and the open map, which shows the whole labyrinth and everyone's "
     "place - good for children and for learning."),
     P["variants"]),
    (N_("Floors and stairs"),
     N_("In the Tver labyrinth (the Tver tab of the seating screen) there are two or three floors "
     "of the same size, and perhaps a basement. Stairs join a cell to the same cell one floor up "
     "or down: standing on them, press Up or Down (or the keys + and -). A hole may lead to "
     "another floor too.\n\n"
     "Your notebook keeps a page per floor. The tabs at the right show each page (or press 1, "
     "2, 3, and 0 for the basement); the page follows you when you climb."),
     V["floors"]),
    (N_("Grenades and arsenals"),
     N_("In the Tver labyrinth grenades take the place of charges: a grenade blasts one wall of "
     "your cell. Each floor has its own arsenals and its own treasure, which may be false.\n\n"
     "An arsenal gives bullets and grenades, bullets only, or grenades only. Until a refill "
     "there tells you which, your notebook marks it with three plain bullets."),
     V["arsenals"]),
    (N_("Windows"),
     N_("A window is a wall with glass in it. Nobody can pass, and the game master calls it a "
     "wall, but bullets and boomerangs fly through it."),
     V["window"]),
    (N_("The boomerang"),
     N_("With no bullets and no grenades left, throw your boomerang: choose Throw, then a "
     "direction. It flies up to four cells, wounds the first player it reaches and comes back "
     "to you. If it hits a wall on the way out, it breaks and is gone."),
     V["boomerang"]),
    (N_("Death, the knife and looting"),
     N_("With Death and return, a wounded player who is hit again dies. Five of their turns "
     "later they come back on a random cell of the same floor with only a knife: Stab kills a "
     "player on your own cell and costs your next turn.\n\n"
     "On a cell with a body, Loot takes its bullets and grenades; you lose your next turn."),
     V["death"]),
    (N_("The Penza bear"),
     N_("One bear walks the labyrinth, seen by nobody: a step after every round. If it comes "
     "into your cell, or you into its, it eats you, and you come back at once somewhere else "
     "with your things. A bullet, a boomerang or a knife that reaches it kills it for good.\n\n"
     "When the bear is next to you, the game master says you hear it, and a paw print shows "
     "by your piece."),
     V["bear"]),
    (N_("Your own labyrinth"),
     N_("Draw a labyrinth in the map text of the rules: corners +, walls - and |, unbreakable = "
     "and #, cells . A H O M and river arrows; holes and treasures below. From 2 x 2 to "
     "26 x 26 cells. Save it as terra-custom.txt in the data folder and choose Labyrinth: "
     "Custom file, or start with --maze FILE.\n\n"
     "A file with a mistake is refused with a message saying where. A labyrinth that breaks "
     "a promise of the generated ones is played, and the game master says so first."),
     P["map text"]),
]
