"""Help pages for Maze, the partners' game (shared by the kids' Maze), in the project's own words
(English and Russian), each beside a picture drawn with the game's own board and pieces
(:mod:`games.maze.pictures`)."""
from games.engine.i18n import N_
from games.maze.pictures import PAGES_PICTURES as P

PAGES = [
    (N_("Working together"),
     N_("Maze is played by two partners against the board, not against each other.\n\n"
     "White's two Travelers start on the home fields at the left, Black's at the right. You "
     "both win the moment they have swapped: White's Travelers on Black's home fields, Black's "
     "on White's. A light Traveler must reach the light home field, a dark one the dark one."),
     P["swap"]),
    (N_("Two halves"),
     N_("A low wall splits the board. White moves a piece standing on the left half, Black one on "
     "the right half - whatever its colour. The lit half shows whose turn it is; here the "
     "ringed pieces are those White may move.\n\n"
     "One piece per turn, no passing. Nothing is ever captured: every move ends on an empty "
     "field."),
     P["halves"]),
    (N_("Travelers"),
     N_("A Traveler slides like a chess bishop: any distance along one diagonal, over empty "
     "fields only.\n\n"
     "A Traveler that ends its move on any home field stays there for good and wears a gold "
     "ring. On the right home field that is the goal; on the wrong one the game is lost."),
     P["traveler"]),
    (N_("Deserts"),
     N_("Columns 4 and 7 are desert. A piece that ends its move there falls asleep: it lies on "
     "the field for the rest of the game, an obstacle for everyone.\n\n"
     "Crossing a desert is safe - here a Time Pawn 2 passes over one. A Traveler that falls "
     "asleep loses the game."),
     P["deserts"]),
    (N_("Shadow, Lightning, Rabbit, Stone"),
     N_("Shadow (top left): to any empty field next to a Traveler of its own colour, anywhere on "
     "the board.\n\n"
     "Lightning (top right): one step diagonally.\n\n"
     "Rabbit (bottom left): jumps over one neighbouring piece, awake or asleep, onto the empty "
     "field just behind it. Without a piece to jump it cannot move.\n\n"
     "Stone (bottom right): one step forward or back, then one sideways; the first field must "
     "be empty too."),
     P["helpers"]),
    (N_("Time Pawns"),
     N_("A Time Pawn moves exactly 1, 2 or 3 fields in a straight line, forward or sideways, "
     "never back, and never over a piece.\n\n"
     "Forward is towards the other colour's side: to the right for White, to the left for "
     "Black (bottom right)."),
     P["pawns"]),
    (N_("Planting a Tree"),
     N_("Once in the game a Tree moves to any empty field of its own shade, anywhere on the "
     "board: a White Tree to a light field, a Black Tree to a dark one. There it takes root "
     "and never moves again.\n\n"
     "Choose the spot with care: a Tree on a home field loses the game."),
     P["trees"]),
    (N_("Cut off"),
     N_("You both lose as soon as the swap can no longer happen. Sleeping pieces, planted Trees "
     "and Travelers stuck at home never move again; when they bar every way of a Traveler to "
     "its home field, the game is over.\n\n"
     "Here the Traveler on c1 can never reach d10 (red rings)."),
     P["cut off"]),
    (N_("Playing here"),
     N_("Click a piece on the lit half: the fields it can reach light up; click one to move, or "
     "right-click to let go. Hint shows the next step of a winning line once the computer has "
     "found one; until then it offers a move that only looks promising, drawn dotted with a "
     "question mark. \"Is this deal winnable?\" tells what the computer knows. Undo takes a "
     "move back.\n\n"
     "The kids' game has ten pieces a side, big pieces and only deals that can be won."),
     P["playing"]),
]
