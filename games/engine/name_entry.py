"""A new named player: a name typed on the keyboard or picked from an on-screen keyboard
(Latin or Cyrillic, for a controller or a touch screen), a badge, a colour and the kids' flag.

The on-screen keys are ordinary buttons, so the focus cursor walks them with a controller's
D-pad and A presses one. The physical keyboard types through text input events (any layout
the system has); while this screen is up, letters and Space type instead of acting
(:attr:`NewPlayerScene.owned_keys`), Backspace deletes and Enter adds the player. Once the
arrows or Tab have moved the focus, Enter presses what it points at (an on-screen letter, a
badge, Add player), so the on-screen keyboard works with keys alone; typing again makes Enter
add the player.

At the larger text sizes the form takes the whole screen, its keys grow to touch targets of
that size, and the badges and colours share one row.
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
        self._places()
        key, step, box = self.key, self.key_step, self.box
        self.buttons = ButtonRow()
        for row, letters in enumerate(LAYOUTS[self.layout]):
            width = len(letters) * step
            for col, letter in enumerate(letters):
                x = box.centerx - width // 2 + col * step
                self.buttons.add(Button((x, self.keys_top + row * step, key, key), letter, self._type(letter),
                                        translate=False))
        # The last row sits a little apart and its keys' centres close enough together that
        # the focus cursor steps along the row rather than up into the letters.
        y = self.keys_top + 3 * step + 24 * step // KEY_STEP
        widths = [text.px(110), text.px(200), text.px(160)]
        x = box.centerx - 308 if not self.big else box.centerx - (sum(widths) + 12) // 2
        other = "АБВ" if self.layout == "latin" else "ABC"
        self.buttons.add(Button((x, y, widths[0], key), other, self.switch_layout, translate=False))
        self.buttons.add(Button((x + widths[0] + 6, y, widths[1], key), N_("Space"), self._type(" "), role="small"))
        self.buttons.add(Button((x + widths[0] + widths[1] + 12, y, widths[2], key), N_("Delete"), self.delete,
                                role="small"))
        for badge, spot in zip(players.BADGES, self.badge_spots):
            self.buttons.add(Button(spot, "", self._pick_badge(badge), label_fn=lambda: " "))
        for colour, spot in zip(players.COLOURS, self.colour_spots):
            self.buttons.add(Button(spot, "", self._pick_colour(colour), label_fn=lambda: " "))
        if self.big:
            target = text.px(theme.MIN_TARGET)
            y = box.bottom - 8 - target
            kids, cancel, add = (pygame.Rect(box.x + 40, y, 420, target), pygame.Rect(box.x + 480, y, 300, target),
                                 pygame.Rect(box.right - 40 - 360, y, 360, target))
        else:
            y = box.bottom - 84
            kids, cancel, add = (box.x + 40, y, 280, 60), (box.x + 340, y, 200, 60), (box.x + 560, y, 240, 60)
        self.buttons.add(Button(kids, N_("A child: no"), self.toggle_kids,
                                label_fn=lambda: tr("A child: yes") if self.kids else tr("A child: no")))
        self.buttons.add(Button(cancel, N_("Cancel"), self.cancel, glyph="back"))
        self.buttons.add(Button(add, N_("Add player"), self.confirm, colour=theme.ACCENT))

    def _places(self) -> None:
        """Where the form's parts stand at the text size in force: at normal size the box of
        old; larger, the whole screen, touch-target keys, badges and colours in one row."""
        self.big = text.size() != "normal"
        if not self.big:
            self.box, self.key, self.key_step, self.keys_top = BOX, KEY, KEY_STEP, KEYS_TOP
            self.field = pygame.Rect(0, 0, 520, 60)
            self.field.midtop = (BOX.centerx, BOX.y + 70)
            self.badges_label = (BOX.x + 60, BADGES_TOP - 24)
            self.colours_label = (BOX.x + 620, BADGES_TOP - 24)
            self.badge_spots = [pygame.Rect(BOX.x + 60 + i * 66, BADGES_TOP, 56, 56)
                                for i in range(len(players.BADGES))]
            self.colour_spots = [pygame.Rect(BOX.x + 620 + i * 62, BADGES_TOP, 52, 56)
                                 for i in range(len(players.COLOURS))]
            return
        width, height = theme.SCREEN_SIZE
        self.box = pygame.Rect(20, 6, width - 40, height - 12)
        target = self.key = text.px(theme.MIN_TARGET)
        self.key_step = target + 6
        self.field = pygame.Rect(0, 0, text.px(400), target)
        self.field.midtop = (self.box.centerx, self.box.y + 10 + text.font("title").get_linesize())
        self.keys_top = self.field.bottom + 8 + text.font("small").get_linesize()
        small = text.font("small").get_linesize()
        special = self.keys_top + 3 * self.key_step + 24 * self.key_step // KEY_STEP + target
        row = special + 4 + small
        badges_x = self.box.x + 40
        colours_x = self.box.right - 40 - len(players.COLOURS) * (target + 8) + 8
        self.badges_label = (badges_x, special + 4)
        self.colours_label = (colours_x, special + 4)
        self.badge_spots = [pygame.Rect(badges_x + i * (target + 8), row, target, target)
                            for i in range(len(players.BADGES))]
        self.colour_spots = [pygame.Rect(colours_x + i * (target + 8), row, target, target)
                             for i in range(len(players.COLOURS))]

    def relayout(self) -> None:
        self._build()

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
        box, field = self.box, self.field
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=18)
        text.blit(surface, tr("New player"), (box.centerx, box.y + (10 if self.big else 18)), "title",
                  anchor="midtop")
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
            if self.big:
                line = pygame.Rect(box.x + 20, field.bottom + 4, box.w - 40, text.font("small").get_linesize())
                text.blit_box(surface, self.error, line, "small", theme.ILLEGAL)
            else:
                text.blit(surface, self.error, (box.centerx, field.bottom + 12), "small", theme.ILLEGAL, "midtop")
        text.blit(surface, tr("Badge"), self.badges_label, "small", theme.TEXT_DIM)
        text.blit(surface, tr("Favourite colour"), self.colours_label, "small", theme.TEXT_DIM)
        self.buttons.draw(surface)
        for badge, spot in zip(players.BADGES, self.badge_spots):
            badges.draw_badge(surface, spot.center, spot.w - 10, badge, colour)
            if badge == self.badge:
                pygame.draw.rect(surface, CHOSEN, spot.inflate(6, 6), 4, border_radius=12)
        for i, (name, spot) in enumerate(zip(players.COLOURS, self.colour_spots)):
            pygame.draw.rect(surface, theme.seat_colour(i), spot.inflate(-10, -10), border_radius=8)
            if name == self.colour:
                pygame.draw.rect(surface, CHOSEN, spot.inflate(6, 6), 4, border_radius=12)
