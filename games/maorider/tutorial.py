"""Maorider Chess's guided first game: every piece's move, the Cannon's shot, freezing and
recruiting, promotion (a Gold General, a second King), two Kings and a mated King removed, the
draw rules, checkmate and the stalemate that wins.

Every position is a position string read by the rules model (``new_game(position=...)``), with
a King on each side, so the lesson can only show what the rules allow. The learner plays
White; Black's replies are small moves that leave the next step's piece in place.
"""
from __future__ import annotations

from typing import Callable

import pygame

from games.engine.i18n import N_
from games.engine.tutorial import Lesson, Step
from games.maorider import art
from games.maorider.rules import START_POSITION, MaoriderState, build_position, new_game


def position(placement: dict[str, str], side: str = "w") -> Callable[[], MaoriderState]:
    """A step's ``start``: the pieces on these squares (position-string letters, upper case
    White), ``side`` to move."""
    return lambda: new_game(position=build_position(placement, side))


def _squares(*names: str) -> Callable[[object], list[pygame.Rect]]:
    """A step's ``look``: glow these squares of the scene's board."""
    return lambda scene: [art.square_rect(name, scene.flipped) for name in names]


STRAIGHT = {"e1": "K", "a1": "R", "c1": "C", "g1": "E", "a5": "p", "e3": "m", "e8": "k",
            "b7": "p", "h7": "p"}
"""Short Rook, Camel and Elephant, with Black pieces to take."""
LEAPERS = {"e1": "K", "b1": "M", "b2": "P", "f1": "Z", "g1": "N", "h3": "p", "h5": "c",
           "e8": "k", "a7": "p", "i7": "p"}
"""Mao (blocked one way by its own Pawn), Maorider and Charging Knight."""
PAWNS = {"e1": "K", "c3": "P", "d4": "p", "f3": "T", "g3": "p", "g5": "S", "h4": "m", "e8": "k",
         "a7": "p", "i7": "p"}
"""Pawn, Silver Pawn and Silver General, each with something to take."""
CANNON = {"e1": "K", "c3": "A", "c4": "P", "c5": "r", "e8": "k", "a7": "p", "h7": "p"}
"""A Cannon with its own Pawn between it and a Black Rook."""
FREEZING = {"e3": "K", "d5": "r", "e5": "n", "f5": "k", "a2": "P", "h7": "p"}
"""The White King about to freeze a lone Rook (the Knight beside it has its King nearby)."""
PROMOTION = {"a1": "K", "g7": "P", "c7": "S", "i5": "k", "d4": "r", "b5": "r"}
"""A Pawn and the original Silver General one step from the last rank; two Black Rooks about
to trap the first White King."""
MATE = {"e1": "K", "e5": "R", "a8": "k", "a7": "p", "b7": "p"}
STALEMATE = {"e1": "K", "e4": "R", "a6": "P", "a8": "k", "a7": "p"}

LESSON = Lesson(steps=(
    Step(N_("This is Maorider Chess: 9 files by 8 ranks. You are White and move first. Leave "
         "Black without a legal move to win."),
         start=lambda: new_game(position=START_POSITION), look=_squares("e1", "e8")),
    Step(N_("The Short Rook moves straight like a chess rook, but four squares at most. Take the "
         "Pawn on a5 with your Rook."), start=position(STRAIGHT), moves=("a1a5", "e8d8")),
    Step(N_("The Camel steps one or two squares straight; for two, the square between must be "
         "empty. Move it from c1 to c3."), moves=("c1c3", "d8e8")),
    Step(N_("The Elephant does the same diagonally: one or two squares, never over a piece. Take "
         "the Mao on e3."), moves=("g1e3", "e8d8")),
    Step(N_("The Mao steps one square straight, then one diagonally outwards, like a knight. A "
         "piece on the first square blocks it: your Pawn on b2 leaves only d2."),
         start=position(LEAPERS), moves=("b1d2", "a7a6")),
    Step(N_("The Maorider makes several Mao leaps in one line while the squares on its way are "
         "empty. Take the Camel on h5 in two leaps."), moves=("f1h5", "i7i6")),
    Step(N_("The Charging Knight leaps like a knight, but only forwards; sideways and backwards it "
         "steps one square. Take the Pawn on h3."), moves=("g1h3", "e8d8")),
    Step(N_("A Pawn steps one square forward, with no double step, and takes one square "
         "diagonally forward. Take the Pawn on d4."), start=position(PAWNS), moves=("c3d4", "a7a6")),
    Step(N_("A Silver Pawn steps one square forward or sideways, and takes the same way. Take the "
         "Pawn beside it on g3."), moves=("f3g3", "i7i6")),
    Step(N_("The Silver General steps one square diagonally, or straight forward. Take the Mao "
         "behind it on h4."), moves=("g5h4", "e8d8")),
    Step(N_("The Cannon shoots an enemy exactly two squares away in a straight line, over "
         "whatever stands between, and stays put. Shoot the Rook on c5."),
         start=position(CANNON), moves=("c3@c5", "e8d8"),
         done=N_("No screen is needed: the square between may be empty too. A Cannon never takes "
              "by moving.")),
    Step(N_("To move, the Cannon steps one square straight onto an empty square. Step it to d3."),
         moves=("c3d3", "d8e8")),
    Step(N_("The King steps one square any way but never takes. Step next to the Black Rook on "
         "d5."), start=position(FREEZING), moves=("e3e4", "h7h6"),
         done=N_("The Rook is frozen: beside your King, with no Black King beside it, it cannot "
              "move, though it still gives check. The Knight is free: its King is beside it.")),
    Step(N_("Your King can recruit a frozen piece: that whole move makes it White. Tap the "
         "glowing Rook."), moves=("+d5",),
         done=N_("The Rook is yours. A King in check cannot recruit, and Kings never freeze or "
              "recruit each other.")),
    Step(N_("A Pawn that reaches the last rank becomes a Gold General: one step straight, or "
         "diagonally forward. Push the Pawn to g8."), start=position(PROMOTION),
         moves=("g7g8", "i5i4"),
         done=N_("A Silver Pawn would become a Silver General that can never be King.")),
    Step(N_("Your first Silver General becomes a second King on the last rank. Move it to c8."),
         moves=("c7c8", "d4a4"),
         done=N_("Two Kings! Keep both safe when you can. Black has just checked the King on a1, "
              "and no move saves it.")),
    Step(N_("A King that nothing can save is mated: take it off yourself and play on with the "
         "other. Tap the King on a1."), moves=("-a1",),
         done=N_("With two Kings, a King left under attack may also be taken like any piece.")),
    Step(N_("Two draws end games that go nowhere: the same position for the third time, or 100 "
         "moves in a row, both sides counted, without a capture, shot, promotion or pawn step "
         "forward.")),
    Step(N_("Check is an attack on a King; mate is a check with no way out. Move your Rook to e8: "
         "Black's own Pawns box their King in."), start=position(MATE), moves=("e5e8",),
         done=N_("Checkmate: Black has no legal move. You win.")),
    Step(N_("Here a player who cannot move loses, even when not in check. Move the Rook to b4 and "
         "leave Black without a move."), start=position(STALEMATE), moves=("e4b4",),
         done=N_("Black cannot move, so White wins. You know Maorider Chess!")),
))
