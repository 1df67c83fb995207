"""Who sits in a seat: the seating screen's name button for each person's seat.

Pressing a seat's name goes round: the seat's own colour name, each named player, then
"New player…" (which opens the form, :mod:`games.engine.name_entry`). A player picked who sits
nowhere yet takes the seat of their favourite colour when that seat is a person's and free
(the seat pressed stays as it was, and a line says where they went); picked again, from
anywhere, they move to the seat pressed. A player sits in one seat at a time. A kiosk has no
names: nothing is offered there and nothing is written (:func:`storage.keeps`).

A player with the kids' flag who sits down makes the table gentle (:func:`gentle_table`): every
computer seat drops to the game's easiest level (a seat turned to a computer later starts there
too) and the game's options turn to its shorter, always-winnable game (``GameInfo.kids_options``:
Maze's winnable deals, Mazing's 9×9 board, Terra Incognita's 5×5 labyrinth). That happens once,
as the child sits down, and a line says so; the grown-ups may change any of it afterwards.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from games.engine import badges, players, registry, storage
from games.engine.i18n import tr
from games.engine.players import Player
from games.engine.session import Seat

NEW = "new"


def gentle_table(info: registry.GameInfo, seats: list[Seat], options: dict[str, Any]) -> None:
    """A child sits at ``info``'s table: every seat's computer level becomes the easiest (so a
    seat turned to a computer later starts there too) and the options take the game's
    ``kids_options`` (those the game offers)."""
    for seat in seats:
        seat.level = 0
    for key, value in info.kids_options:
        if key in options:
            options[key] = value


class PlayerChooser:
    """The named players on offer and where each seat is in its round."""

    def __init__(self, on_child: Callable[[Player], None] | None = None) -> None:
        self.on_child = on_child
        """Called when a player with the kids' flag sits down (the seating screen makes the
        table gentle: :func:`gentle_table`)."""
        self.players, self.problem = players.load() if storage.keeps() else ([], "")
        """The list, and why it could not be read ("" when it could)."""
        self.cursor: dict[int, int] = {}
        self.notice = ""
        """What the last pick did that the seat pressed does not show (a player who went to
        their colour's seat)."""

    def offered(self) -> bool:
        """Names are offered (not in a kiosk, not without a usable data folder)."""
        return storage.keeps()

    def find(self, player_id: str | None) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)

    def choices(self) -> list[Player | None | str]:
        return [None, *self.players, NEW]

    def press(self, seats: list[Seat], seat: int, in_play: int, colours: Sequence[str],
              new_player: Callable[[Callable[[Player | None], None]], None]) -> None:
        """The name button of ``seat`` was pressed: the next choice of its round. ``colours``
        are the game's seat colour names (a favourite colour places a player by them);
        ``new_player(done)`` opens the form and calls ``done`` with the new player or None."""
        choices = self.choices()
        here = seats[seat].player
        start = self.cursor.get(seat, next((i for i, c in enumerate(choices)
                                            if isinstance(c, Player) and c.id == here), 0))
        index = (start + 1) % len(choices)
        self.cursor[seat] = index
        choice = choices[index]
        self.notice = ""
        if choice == NEW:
            def done(player: Player | None) -> None:
                if player is not None:
                    self.cursor[seat] = len(self.players)
                    self.seat(seats, seat, player, in_play, colours)
                else:
                    self.cursor[seat] = 0
                    self.clear(seats[seat])
            new_player(done)
        elif isinstance(choice, Player):
            self.seat(seats, seat, choice, in_play, colours)
        else:
            self.clear(seats[seat])

    @staticmethod
    def clear(seat: Seat) -> None:
        seat.name, seat.player = "", None

    def seat(self, seats: list[Seat], seat: int, player: Player, in_play: int, colours: Sequence[str]) -> None:
        """Put ``player`` in ``seat``, or in their colour's seat when they sat nowhere and it
        is a person's and free."""
        was = next((i for i, s in enumerate(seats[:in_play]) if s.player == player.id), None)
        target = seat
        if was is None and player.colour in colours:
            favourite = list(colours).index(player.colour)
            if favourite < in_play and favourite != seat and not seats[favourite].computer \
                    and not seats[favourite].player:
                target = favourite
                self.notice = tr("{name} sits at {colour}, their favourite colour", name=player.name,
                                 colour=tr(player.colour))
        for other in seats:
            if other.player == player.id:
                self.clear(other)
        seats[target].name, seats[target].player = player.name, player.id
        seats[target].computer = False
        if player.kids and was is None and self.on_child is not None:
            self.on_child(player)
            child = tr("{name} is a child: computers play at their easiest and the game is set up for children",
                       name=player.name)
            self.notice = f"{self.notice} {child}".strip()

    def draw_seat(self, surface: pygame.Surface, centre: tuple[int, int], seat: Seat,
                  colour: tuple[int, int, int]) -> bool:
        """A named seat's badge in the seat's colour at ``centre`` (False: the seat is unnamed
        and its plain seat disc should be drawn)."""
        player = self.find(seat.player) if not seat.computer else None
        if player is None:
            return False
        badges.draw_badge(surface, centre, 40, player.badge, colour)
        return True
