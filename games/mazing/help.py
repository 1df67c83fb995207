"""Help pages for Mazing, in the project's own words (English and Russian), each beside a
picture drawn with the game's own board, walls and cards (:mod:`games.mazing.pictures`)."""
from games.engine.i18n import N_
from games.mazing.pictures import PAGES_PICTURES as P

PAGES = [
    (N_("Across the grid"),
     N_("Each pawn starts in a corner and races to the opposite corner, where its flag flies. "
     "The first to arrive wins. Pawns step up, down, left and right, may share cells and "
     "never stand on a wall.\n\n"
     "The board has 11 by 11 cells (9 and 13 are offered too). In the two-pawn variant each "
     "of two players has two pawns on opposite corners and wins when both have crossed."),
     P["goal"]),
    (N_("A turn"),
     N_("First play a card from your hand: two when two play, one otherwise. Then draw back up "
     "to six cards (four with three or four players).\n\n"
     "Then roll the die and walk exactly that many steps; they may turn and even double "
     "back. The lit cells are where the roll can take you: tap one. Reaching your goal "
     "corner ends the walk at once, no exact count needed. If walls leave fewer steps, the "
     "pawn goes as far as it can."),
     P["turn"]),
    (N_("Maze cards"),
     N_("A maze card shows a wall shape. Put it on empty cells anywhere, turned and mirrored as "
     "you like; corner cells and cells with a pawn never take walls.\n\n"
     "Tap the card and its ghost follows the pointer. Turn it with the Turn button, the "
     "wheel, a right click, Q and E or a controller's shoulder buttons; Mirror, F or a "
     "trigger flips it. Tap a cell to place it."),
     P["shapes"]),
    (N_("No shutting in"),
     N_("A wall may never cut a pawn off from its goal, yours or anyone else's. Where a wall "
     "would do that, its ghost turns red and the wall cannot go there.\n\n"
     "Here Vermillion's only way out of the corner is the gap on i3: a wall over it is "
     "refused, while the green one fits. Walls belong to nobody and never run out; only the "
     "cards limit them."),
     P["route"]),
    (N_("Busting and leaping"),
     N_("Buster removes one wall token, Double Buster two tokens that touch: tap the walls, "
     "then Play.\n\n"
     "Leap lets this turn's walk jump one wall token, which counts as a step; it needs a roll "
     "of 2 or more. Double Leap jumps up to two tokens in a straight line and needs a 3. The "
     "pawn never stops on a wall. With a lower roll the card is spent for nothing."),
     P["walls"]),
    (N_("Against the others"),
     N_("Lose A Turn: an opponent of your choice misses their next whole turn. Tap the card, "
     "then their pawn or their row under the cards.\n\n"
     "Setback pushes an opponent's pawn one step, Double Setback two steps, never through or "
     "onto a wall and never into its goal corner. Tap the card, the pawn, then each step."),
     P["others"]),
    (N_("No card to play"),
     N_("Playing a card is compulsory. Only when no card in your hand can be played (Busters "
     "with no wall on the board, say) do you discard one instead: tap it, then Discard.\n\n"
     "Hands are secret: between two people's turns a hand-over screen hides them, unless the "
     "Open hands option is on. Keys: 1-6 pick a card, Enter plays it."),
     P["discard"]),
]
