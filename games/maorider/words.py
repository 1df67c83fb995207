"""Maorider Chess moves in words, for the move list: one sentence per move, from the move's
events and the position before it ("White: Knight from b1 to c3 — takes Black's Pawn").

Piece names are :class:`Noun` s, so a Russian sentence puts them in the case it needs (the
Pawn taken: "Пешку", the General it becomes: "Золотым генералом"); seat names come from the
scene (``noun(player)``), declined the same way.
"""
from __future__ import annotations

from typing import Any, Callable

from games.engine.i18n import N_, Noun, declare_forms, ntr, tr
from games.maorider.rules import (
    NO_PROGRESS_LIMIT,
    Captured,
    Check,
    GameOver,
    KingRemoved,
    MaoriderState,
    Moved,
    Promoted,
    Recruited,
    Shot,
    square_index,
)

def numbered(moves: list[str], black_first: bool = False) -> list[str]:
    """The move list in chess numbering, one line per move number: ``1. e2e3 e7e6``; a game
    that starts with Black to move opens ``1… c2c4``."""
    lines: list[str] = []
    rest = list(moves)
    if black_first and rest:
        lines.append(f"1\u2026 {rest.pop(0)}")
    first = len(lines) + 1
    for i in range(0, len(rest), 2):
        lines.append(f"{first + i // 2}. " + " ".join(rest[i:i + 2]))
    return lines


PIECE_WORDS = {"K": N_("King"), "R": N_("Rook"), "C": N_("Camel"), "N": N_("Knight"), "Z": N_("Maorider"),
               "E": N_("Elephant"), "M": N_("Mao"), "P": N_("Pawn"), "T": N_("Silver Pawn"),
               "S": N_("Silver General"), "V": N_("Silver General"), "A": N_("Cannon"), "G": N_("Gold General")}
"""The short names the move list uses (the Pieces screen gives the full ones)."""


def piece_noun(letter: str) -> Noun:
    """The name of a piece (its letter in either case) as a word a translation may decline."""
    return Noun(PIECE_WORDS[letter.upper()])


def describe(events: list[Any], before: MaoriderState, noun: Callable[[int], Noun]) -> str | None:
    """The sentence for the move played from ``before`` that caused these ``events``;
    ``noun(p)`` names seat ``p``."""
    side = before.side
    name, other = noun(side), noun(1 - side)
    pieces = before.pieces()
    parts: list[str] = []
    for event in events:
        if isinstance(event, Moved):
            parts.append(_moved(event, name, pieces))
        elif isinstance(event, Captured):
            parts.append(tr("takes {owner}'s {piece}", owner=other, piece=piece_noun(event.piece)))
        elif isinstance(event, Promoted):
            parts.append(tr("becomes a {piece}", piece=piece_noun(event.new)))
        elif isinstance(event, Shot):
            parts.append(tr("{name}'s Cannon on {frm} shoots the {piece} on {at}", name=name,
                            frm=event.frm, piece=piece_noun(event.piece), at=event.at))
        elif isinstance(event, Recruited):
            parts.append(tr("{name}'s King recruits the frozen {piece} on {at}", name=name,
                            piece=piece_noun(pieces[event.at][1]), at=event.at))
        elif isinstance(event, KingRemoved):
            parts.append(tr("{name}: the mated King on {at} leaves the board", name=name,
                            at=event.at))
        elif isinstance(event, Check) and not any(isinstance(e, GameOver) for e in events):
            parts.append(tr("check"))
        elif isinstance(event, GameOver):
            parts.append(_ending(event, noun))
    return " — ".join(parts) or None


def _moved(event: Moved, name: Noun, pieces: dict[str, tuple[int, str]]) -> str:
    piece = piece_noun(pieces[event.frm][1])
    if event.piece.upper() == "Z":
        # A Maorider may make several Mao leaps in one move: say how many.
        frm, to = square_index(event.frm), square_index(event.to)
        leaps = max(abs(to % 9 - frm % 9), abs(to // 9 - frm // 9)) // 2  # 2 squares a leap
        if leaps > 1:
            return ntr("{name}: {piece} from {frm} to {to} in {n} leap",
                       "{name}: {piece} from {frm} to {to} in {n} leaps", leaps,
                       name=name, piece=piece, frm=event.frm, to=event.to)
    return tr("{name}: {piece} from {frm} to {to}", name=name, piece=piece, frm=event.frm,
              to=event.to)


def _ending(event: GameOver, noun: Callable[[int], Noun]) -> str:
    if event.result == "1/2-1/2":
        if event.reason == "repetition":
            return tr("draw by threefold repetition")
        if event.reason == "100 plies":
            return ntr("draw: {n} ply without progress", "draw: {n} plies without progress",
                       NO_PROGRESS_LIMIT)
        return tr("draw")
    winner = 0 if event.result == "1-0" else 1
    winner_name, loser_name = noun(winner), noun(1 - winner)
    if event.reason == "stalemate":
        return tr("{loser} cannot move: {winner} wins", loser=loser_name, winner=winner_name)
    if event.reason == "no king":
        return tr("{loser} has no King left: {winner} wins", loser=loser_name, winner=winner_name)
    return tr("checkmate: {winner} wins", winner=winner_name)


declare_forms("King", "Rook", "Camel", "Knight", "Maorider", "Elephant", "Mao", "Pawn", "Cannon",
              "Silver Pawn", "Silver General", "Gold General",
              cases=("gen", "dat", "acc", "ins", "pre", "frozen_acc"))
