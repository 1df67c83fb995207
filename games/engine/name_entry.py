"""A new named player: a name typed on the keyboard or picked from an on-screen keyboard
(Latin or Cyrillic, for a controller or a touch screen), a badge, a colour and the kids' flag.

The on-screen keys are ordinary buttons, so the focus cursor walks them with a controller's
D-pad and A presses one. The physical keyboard types through text input events (any layout
the system has); while this screen is up, letters and Space type instead of acting
(:attr:`NewPlayerScene.owned_keys`), Backspace deletes and Enter adds the player. Once the
arrows or Tab have moved the focus, Enter presses what it points at (an on-screen letter, a
badge, Add player), so the on-screen keyboard works with keys alone; typing again makes Enter
add the player.
"""
from __future__ import annotations

from typing import Callable

import pygame

from games.engine import badges, controls, players, text, theme
from games.engine.i18n import N_, tr
from games.engine.players import Player
from games.engine.scene import Context, Overlay
from games.engine.widgets import Button, ButtonRow

LAYOUTS = {
    "latin": ("QWERTYUIOP", "ASDFGHJKL-", "ZXCVBNM'"),
    "cyrillic": ("ЙЦУКЕНГШЩЗХ", "ФЫВАПРОЛДЖЭ", "ЯЧСМИТЬБЮЁЪ-"),
}
"""The on-screen keyboard's letter rows; a name is capitalised as it is typed. Both have the
hyphen of a double name ("Анна-Мария") without a change of layout."""
KEY = 50
KEY_STEP = 56
KEYS_TOP = 200
BADGES_TOP = KEYS_TOP + 4 * KEY_STEP + 58
BOX = pygame.Rect(150, 20, 980, 680)
CHOSEN = theme.ACCENT
"""The ring round the badge and the colour chosen: not the focus ring's colour, so the two
are told apart when the focus walks the badges."""
OWNED = frozenset(range(pygame.K_a, pygame.K_z + 1)) | frozenset(
    range(pygame.K_0, pygame.K_9 + 1)) | {pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE,
                                         pygame.K_MINUS, pygame.K_QUOTE}


class NewPlayerScene(Overlay):
    """The form; ``on_done(player)`` is called with the new player (saved in the list) or
    None when it was cancelled."""

    name = "new-player"
    owned_keys = OWNED

    def __init__(self, ctx: Context, known: list[Player], on_done: Callable[[Player | None], None],
                 layout: str | None = None) -> None:
        super().__init__(ctx, veil=200)
        self.known = known
        self.on_done = on_done
        self.typed = ""
        self.layout = layout or ("cyrillic" if ctx.settings.lang == "ru" else "latin")
        self.badge = players.BADGES[len(known) % len(players.BADGES)]
        self.colour = players.COLOURS[len(known) % len(players.COLOURS)]
        self.kids = False
        self.error = ""
        self.pointing = controls.mode() == "keyboard"
        """The focus ring is what the keys work (the form was opened with keys, or the arrows
        or Tab moved it since the last letter typed): Enter presses the focused key or button
        rather than adding the player at once."""
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow()
        for row, letters in enumerate(LAYOUTS[self.layout]):
            width = len(letters) * KEY_STEP
            for col, letter in enumerate(letters):
                x = BOX.centerx - width // 2 + col * KEY_STEP
                self.buttons.add(Button((x, KEYS_TOP + row * KEY_STEP, KEY, KEY), letter, self._type(letter),
                                        translate=False))
        # The last row sits a little apart and its keys' centres close enough together that
        # the focus cursor steps along the row rather than up into the letters.
        y, x = KEYS_TOP + 3 * KEY_STEP + 24, BOX.centerx - 308
        other = "АБВ" if self.layout == "latin" else "ABC"
        self.buttons.add(Button((x, y, 110, KEY), other, self.switch_layout, translate=False))
        self.buttons.add(Button((x + 116, y, 200, KEY), N_("Space"), self._type(" "), role="small"))
        self.buttons.add(Button((x + 322, y, 160, KEY), N_("Delete"), self.delete, role="small"))
        y = BADGES_TOP
        for i, badge in enumerate(players.BADGES):
            self.buttons.add(Button((BOX.x + 60 + i * 66, y, 56, 56), "", self._pick_badge(badge),
                                    label_fn=lambda: " "))
        for i, colour in enumerate(players.COLOURS):
            self.buttons.add(Button((BOX.x + 620 + i * 62, y, 52, 56), "", self._pick_colour(colour),
                                    label_fn=lambda: " "))
        y = BOX.bottom - 84
        self.buttons.add(Button((BOX.x + 40, y, 280, 60), N_("A child: no"), self.toggle_kids,
                                label_fn=lambda: tr("A child: yes") if self.kids else tr("A child: no")))
        self.buttons.add(Button((BOX.x + 340, y, 200, 60), N_("Cancel"), self.cancel, glyph="back"))
        self.buttons.add(Button((BOX.x + 560, y, 240, 60), N_("Add player"), self.confirm,
                                colour=theme.ACCENT))

    # ----- what the keys do -----------------------------------------------------------------
    def _type(self, letter: str):
        def action() -> None:
            self.type_text(letter)
        return action

    def type_text(self, typed: str) -> None:
        """Add ``typed`` to the name, capitalising the first letter of each word."""
        for char in typed:
            if not char.isprintable() or len(self.typed) >= players.MAX_NAME:
                continue
            if char == " " and (not self.typed or self.typed.endswith(" ")):
                continue
            start = not self.typed or self.typed.endswith((" ", "-"))
            self.typed += char.upper() if start else char.lower()
        self.error = ""

    def delete(self) -> None:
        self.typed = self.typed[:-1]
        self.error = ""

    def switch_layout(self) -> None:
        self.layout = "cyrillic" if self.layout == "latin" else "latin"
        self._build()

    def _pick_badge(self, badge: str):
        def action() -> None:
            self.badge = badge
        return action

    def _pick_colour(self, colour: str):
        def action() -> None:
            self.colour = colour
        return action

    def toggle_kids(self) -> None:
        self.kids = not self.kids

    def confirm(self) -> None:
        """Add the player to the list and save it; a refusal or a failed write is said here."""
        self.error = players.refusal(self.known, self.typed)
        if self.error:
            self.ctx.audio.play("error")
            return
        player = players.add(self.known, self.typed, self.colour, self.badge, self.kids)
        try:
            players.save(self.known)
        except OSError as exc:
            self.known.remove(player)
            self.error = tr("The players could not be saved ({why})", why=exc.strerror or str(exc))
            self.ctx.audio.play("error")
            return
        self.ctx.audio.play("click")
        self.ctx.pop()
        self.on_done(player)

    def cancel(self) -> None:
        self.ctx.pop()
        self.on_done(None)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "pause"):
            self.cancel()

    def act(self, event: pygame.event.Event) -> None:
        if event.action in ("focus", "next"):
            self.pointing = True
        super().act(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.pointing = False
            self.type_text(event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.pointing = False
            self.delete()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.pointing:
                self.choose(self.focus.current(self.focus_targets()))
            else:
                self.confirm()
        else:
            self.buttons.handle(event)

    # ----- the picture ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, theme.PANEL, BOX, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, BOX, 3, border_radius=18)
        text.blit(surface, tr("New player"), (BOX.centerx, BOX.y + 18), "title", anchor="midtop")
        field = pygame.Rect(0, 0, 520, 60)
        field.midtop = (BOX.centerx, BOX.y + 70)
        pygame.draw.rect(surface, theme.FRAME, field, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, field, 2, border_radius=10)
        colour = theme.seat_colour(players.COLOURS.index(self.colour))
        badges.draw_badge(surface, (field.x - 40, field.centery), 52, self.badge, colour)
        if self.typed:
            text.blit(surface, self.typed + "_", (field.x + 16, field.centery), "title", anchor="midleft")
        else:
            text.blit(surface, tr("Type a name"), (field.x + 16, field.centery), "body", theme.TEXT_DIM,
                      "midleft")
        if self.error:
            text.blit(surface, self.error, (BOX.centerx, field.bottom + 12), "small", theme.ILLEGAL, "midtop")
        y = BADGES_TOP - 24
        text.blit(surface, tr("Badge"), (BOX.x + 60, y), "small", theme.TEXT_DIM)
        text.blit(surface, tr("Favourite colour"), (BOX.x + 620, y), "small", theme.TEXT_DIM)
        self.buttons.draw(surface)
        y += 24
        for i, badge in enumerate(players.BADGES):
            spot = pygame.Rect(BOX.x + 60 + i * 66, y, 56, 56)
            badges.draw_badge(surface, spot.center, 46, badge, colour)
            if badge == self.badge:
                pygame.draw.rect(surface, CHOSEN, spot.inflate(6, 6), 4, border_radius=12)
        for i, name in enumerate(players.COLOURS):
            spot = pygame.Rect(BOX.x + 620 + i * 62, y, 52, 56)
            pygame.draw.rect(surface, theme.seat_colour(i), spot.inflate(-10, -10), border_radius=8)
            if name == self.colour:
                pygame.draw.rect(surface, CHOSEN, spot.inflate(6, 6), 4, border_radius=12)
