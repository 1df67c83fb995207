"""Help pages for the Labyrinth race, in the project's own words (English and Russian), each
beside a picture drawn with the game's own board (:mod:`games.labyrinth.pictures`)."""
from games.engine.i18n import N_
from games.labyrinth.pictures import PAGES_PICTURES as P

STORY = (N_("Long ago on Crete, King Minos kept the Minotaur in a labyrinth, and Athens had to send "
         "him youths and maidens who were led inside and never came back. Your four travelers "
         "are such young Athenians. On the labyrinth's floor a mosaic tells of Earth and Sky; "
         "they follow it round three circuits to the chamber at the heart, Elysium, the land of "
         "the blessed, where no Minotaur can reach them. Race the others there, and mind the "
         "traps on the way."))

INTRO = (N_("The Labyrinth of King Minos"), STORY, P["story"])

PAGES = [
    (N_("The story"), STORY, P["story"]),
    (N_("The goal"),
     N_("Each player guides four travelers along a winding track of 61 fields, three times round "
     "the centre. Field 61 in the middle is Elysium: bring all four travelers there first to "
     "win.\n\nTravelers wait outside the gate. Only a die showing 1 lets one in, onto field 1."),
     P["goal"]),
    (N_("A turn"),
     N_("Tap Roll to throw two dice. Use them one at a time: tap a die, then a glowing traveler. "
     "Both dice may move one traveler or two. Whatever the first landing does happens before "
     "the second die is used.\n\nA die that can be used must be used; one nobody can use is "
     "dropped by itself."),
     P["turn"]),
    (N_("Exact count and crowding"),
     N_("Fields 31, 58 and 61 need the exact count: a traveler with points to spare walks in, "
     "then walks back one field per extra point.\n\nFields 1-5, 31 and 58 hold any number of "
     "travelers. Anywhere else, landing on someone sends them back to where you started that "
     "die's move - even one of your own."),
     P["exact"]),
    (N_("Special fields"),
     N_("Arrows jump ahead: 6 to 12, 18 and 21 to 26, 42 to 56. The tunnel at 59 slides back to "
     "47.\n\n13 is a trap: the traveler sits out two of its owner's turns. 52 is worse: down "
     "the tunnel to 7, and trapped there for two turns."),
     P["special"]),
    (N_("Knight's Orbit"),
     N_("Fields 7, 46, 49, 52, 55 and 34 are joined by knight's moves. Land on one of them (not "
     "52) and you may Ride: roll one free die and hop that many stops along the Orbit, "
     "turning back at the end of the line. Only the last stop counts."),
     P["orbit"]),
    (N_("The Millstone"),
     N_("44 faces 50 and 45 faces 51 across the Millstone. Land on one of them and you may Cross "
     "to the other side for free.\n\nKeys: Space rolls, 1 and 2 pick a die, R rides, C "
     "crosses, S stays. A controller: the stick moves the ring, A chooses."),
     P["mill"]),
]
