"""Help pages for Maorider Chess, in the project's own words (English and Russian), each beside a
picture drawn with the game's own board and pieces (:mod:`games.maorider.pictures`)."""
from games.engine.i18n import N_
from games.maorider.pictures import PAGES_PICTURES as P

PAGES = [
    (N_("The board and the goal"),
     N_("Maorider Chess is played on 9 files by 8 ranks; White moves first. You win when the "
     "other side has no legal move - checkmate or stalemate alike - or no King left.\n\n"
     "The King never captures. Instead it freezes the enemy pieces beside it and recruits "
     "them.\n\n"
     "A game is drawn when the same position stands for the third time, or after 100 moves in "
     "a row (both sides counted) without a capture, a shot, a promotion or a forward step of a "
     "Pawn or Silver Pawn. A recruit or a sideways step does not count: either can be undone."),
     P["board"]),
    (N_("Rook, Camel, Elephant and King"),
     N_("Each diagram shows a piece on the dark middle square, forward up. Gold dots: it moves or "
     "captures there. Blue rings: moves only. Red crosses: captures only. Grey squares must be "
     "empty on the way.\n\n"
     "Short Rook: straight, one to four squares. Camel: one or two squares straight. "
     "Elephant: one or two squares diagonally. Neither jumps over a piece.\n\n"
     "King: one step in any direction, never onto a piece: it does not capture."),
     P["straight"]),
    (N_("Mao, Maorider, Knight and Cannon"),
     N_("Mao: one step straight, then one diagonally outwards - a knight's jump that a piece on "
     "the first square (grey) blocks.\n\n"
     "Maorider: several Mao jumps in one line; every square on the way must be empty.\n\n"
     "Charging Knight: only the four forward knight jumps; sideways and backwards a King's "
     "step.\n\n"
     "Cannon: steps one square straight to an empty square; it never captures by moving but "
     "shoots (red circles)."),
     P["leapers"]),
    (N_("Pawns and Generals"),
     N_("Pawn: one step forward, captures one step diagonally forward, no double step; on the "
     "last rank it becomes a Gold General.\n\n"
     "Silver Pawn: one step forward or sideways, moving or capturing; on the last rank it "
     "becomes a Silver General that can never be King.\n\n"
     "Silver General: one step diagonally or straight forward. The original one becomes a King "
     "on the last rank, if that square is not attacked. Gold General: one step straight or "
     "diagonally forward. Promotion is compulsory."),
     P["pawns"]),
    (N_("The Cannon's shot"),
     N_("A Cannon shoots an enemy piece exactly two squares away in a straight line. What stands "
     "between does not matter: a piece of either side, or nothing - no screen is needed. The "
     "target leaves the board and the Cannon stays where it is.\n\n"
     "Choose a Cannon and its targets get red crosshairs; choose one to shoot. A frozen Cannon "
     "cannot shoot."),
     P["cannon"]),
    (N_("Freezing"),
     N_("A piece (not a King) is frozen while it stands next to an enemy King and next to none of "
     "its own Kings. Frost covers it: it cannot move, and a frozen Cannon cannot shoot. Any "
     "other frozen piece still attacks its squares, so it still gives check.\n\n"
     "Here the Rook on d5 is frozen. The Knight on e5 is not: its own King stands beside it."),
     P["freezing"]),
    (N_("Recruiting"),
     N_("Recruiting is a whole move: your King turns one enemy piece frozen beside it into your "
     "own colour. That King must not be in check.\n\n"
     "Pieces you can recruit glow green; choose one to recruit it. A recruited Pawn turns round "
     "and walks towards your far side; a recruited Silver General can never become King. Kings "
     "never freeze or recruit Kings, and may stand side by side."),
     P["recruiting"]),
    (N_("Two Kings"),
     N_("With two Kings you must keep both safe when you can. If you cannot and one is in check, "
     "you must rescue that one if any move does, even if the other is left attacked. If "
     "nothing saves it, it is mated: choose it to take it off the board. If both are in check, "
     "any move that leaves one of them safe will do.\n\n"
     "A King left under attack may be captured like any piece. A side with no King left has "
     "lost."),
     P["two kings"]),
    (N_("Check, mate and stalemate"),
     N_("A King is in check when an enemy piece attacks its square; Kings attack nothing. With "
     "one King, only moves that leave it unattacked are legal.\n\n"
     "A player with no legal move loses, in check (checkmate) or not (stalemate). Here Black "
     "is to move: the Rook covers b7 and b8 and the Pawn on a7 is blocked, so Black has lost."),
     P["stalemate"]),
    (N_("Playing"),
     N_("Click a piece or drag it: dots show where it may go, rings what it can take, crosshairs "
     "a Cannon's targets. While nothing is chosen, the pieces you can move glow softly. Keys "
     "and controllers move a ring over the same choices.\n\n"
     "The move list tells each move in words (Notation shows e2e3). Redo replays moves taken "
     "back; Flip board turns the board (F); Pieces shows every diagram. Copy and Paste "
     "position use the clipboard or maorider-position.txt in the data folder."),
     P["playing"]),
]
