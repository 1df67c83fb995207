"""The Mazing scene: the bright grid, wall blocks, pawns racing to their far corners, the hand.

A person plays a card by clicking it in the panel (keys 1-6 too), then finishing the choice:
- a maze card: a ghost of its shape follows the pointer, green where it fits and red where it
  does not; the wheel, a right click, R or the Turn button turn it, F or Mirror flips it, a
  click places it;
- Buster / Double Buster: click one wall (two touching walls), then Play;
- Setback / Double Setback: click an opponent's pawn, then the step (two steps) it is pushed;
- Lose A Turn: click an opponent's pawn or their row in the panel;
- Leap / Double Leap and a forced discard: Play.
After the roll the cells the pawn can reach light up (two pawns: click the pawn first); click
one and the pawn walks there. Between two people's turns a hand-over screen hides the hand
unless the "open hands" option is on.

The ghost wall's geometry and drawing are in :mod:`games.mazing.ghost`, the side panel's
layout and drawing in :mod:`games.mazing.panel`, how each animation looks in
:mod:`games.mazing.motion`, the banners' words in :mod:`games.mazing.words`.
"""
from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from games.engine import controls, text, theme
from games.engine.animation import Anim, Drawn, Path, banner, ease_in_out
from games.engine.focus import Target
from games.engine.game_scene import BOARD, PANEL, GameScene
from games.engine.scene import button_targets
from games.engine.i18n import N_, language, tr
from games.engine.rules_base import CHANCE
from games.engine.scene import Context
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow
from games.mazing import art, ghost, motion, shapes, words
from games.mazing.panel import Panel, card_labels, panel_height as panel_part_height
from games.mazing.rules import (
    CardPlayed,
    Drew,
    Mazing,
    Move,
    PawnMoved,
    PawnPushed,
    Rolled,
    WallPlaced,
    WallsBusted,
)

STEP_FRAMES = 12
"""One step of a walk: 200 ms."""
PUSH_FRAMES = 16
TUMBLE_FRAMES = 44
CARD_FRAMES = 30
WALL_FRAMES = 20
BANNER_FRAMES = 50
CARD_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4, pygame.K_6: 5}


class MazingScene(GameScene):
    """Mazing on a 9, 11 or 13 grid: the hand of cards and the die in the side panel."""

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        self.layout = art.Layout(self.state.size)
        self.goals = tuple(sorted({(p.goal, p.player) for p in self.state.pawns}))
        self.open_hands = bool(session.options.get("open_hands", False))
        area = self.panel_area
        self.panel = Panel(area)
        self.card_rects = self.panel.cards
        self.die_rect = self.panel.die
        row = self.panel.row
        self.shape_buttons = ButtonRow([
            Button((area.x + 70, row.y, 120, row.h), N_("Turn"), self.turn_ghost, glyph="turn"),
            Button((area.x + 200, row.y, 120, row.h), N_("Mirror"), self.mirror_ghost, glyph="mirror")])
        self.play_button = Button((area.x + 330, row.y, 150, row.h), N_("Play card"), self.confirm,
                                  enabled=lambda: self.chosen() is not None,
                                  label_fn=self._play_label, colour=theme.ACCENT)
        self.player_rects = self.panel.players
        self.pointer: tuple[int, int] | None = None
        self.tumble: tuple[Anim, int] | None = None
        self._legal: tuple[Mazing, list[Move]] | None = None
        self._walls: tuple[int, list[tuple[int, int]]] = (-1, [])
        self._spots: tuple[Any, list[str]] | None = None
        self.reset_selection()

    def panel_height(self) -> int:
        return panel_part_height()

    def relayout(self) -> None:
        super().relayout()
        self.panel.layout(self.panel_area)
        row = self.panel.row
        for button in (*self.shape_buttons.buttons, self.play_button):
            button.rect.y, button.rect.h = row.y, row.h

    # ----- selection ------------------------------------------------------------------------
    def reset_selection(self) -> None:
        """A new position is shown: no card, no ghost, no picks."""
        self.slot: int | None = None
        self.form: tuple[tuple[int, int], ...] = ()
        self.picked: list[str] = []
        self.pawn_pick: int | None = None
        self.reach: dict[str, tuple[str, ...]] = {}
        self.status = ""
        seat = self.session.seats[self.shown.turn]
        # Only a person's choices need the move list (a wall card's list takes milliseconds).
        if self.shown.phase == "move" and not seat.computer:
            movers = {m.pawn for m in self.legal() if m.kind == "move"}
            if len(movers) == 1:
                self.pick_mover(movers.pop())

    def legal(self) -> list[Move]:
        """The shown position's legal moves (memoised per shown position)."""
        if self._legal is None or self._legal[0] is not self.shown:
            self._legal = (self.shown, self.shown.legal_moves())
        return self._legal[1]

    def card(self) -> str | None:
        hand = self.shown.hands[self.shown.turn]
        return hand[self.slot] if self.slot is not None and self.slot < len(hand) else None

    def card_moves(self) -> list[Move]:
        """Legal moves of the selected card."""
        card = self.card()
        return [m for m in self.legal() if m.card == card] if card else []

    def kind(self) -> str | None:
        moves = self.card_moves()
        return moves[0].kind if moves else None

    def names(self, move: Move) -> tuple[str, ...]:
        geo = self.shown.geometry
        return tuple(geo.names[c] for c in move.cells)

    def chosen(self) -> Move | None:
        """The finished choice the Play button would send: a leap, a discard or a bust."""
        kind = self.kind()
        if kind in ("leap", "discard"):
            return self.card_moves()[0]
        if kind == "bust":
            return next((m for m in self.card_moves() if set(self.names(m)) == set(self.picked)),
                        None)
        return None

    def _play_label(self) -> str:
        return tr("Discard") if self.kind() == "discard" else tr("Play card")

    def viewer(self) -> int | None:
        """Whose hand is shown face up: the player to move with open hands; the only person
        at the table; with several people, the one who tapped through the hand-over screen
        while it is their turn. Computer players' hands stay hidden otherwise. A replay
        shows the hand of whoever is to move, as open hands do: the game is over, and the
        family watching it wants to see why each card was played."""
        shown = self.shown
        if self.open_hands or self.watching:
            return shown.turn
        humans = self.session.humans()
        if len(humans) == 1:
            return humans[0]
        if len(humans) > 1 and self.session.viewer == shown.turn:
            return self.session.viewer
        return None

    def handover_pending(self) -> bool:
        """Two or more people share the screen and the next one has not tapped in yet."""
        return self.human_to_move() and self.session.cover_due()

    def pick_card(self, slot: int) -> None:
        hand = self.shown.hands[self.shown.turn]
        if self.shown.phase != "cards" or slot >= len(hand):
            return
        self.ctx.audio.play("click")
        self.error = ""
        if self.slot == slot:
            self.slot = None
            return
        card = hand[slot]
        if not any(m.card == card for m in self.legal()):
            self.error = tr("That card cannot be played now")
            self.ctx.audio.play("error")
            return
        self.slot = slot
        self.picked = []
        self.pawn_pick = None
        self.form = shapes.normalise(list(shapes.SHAPES[card])) if card in shapes.SHAPES else ()

    def pick_mover(self, pawn: int) -> None:
        self.pawn_pick = pawn
        self.reach = self.shown.reachable(pawn)

    def has_selection(self) -> bool:
        return self.slot is not None or bool(self.picked)

    # ----- what can be chosen (the focus cursor) ------------------------------------------------
    def choices(self) -> list[Target]:
        """The hand-over page; the playable cards and the choices of the card picked (wall
        places, walls to bust, opponents, push steps) with its buttons; after the roll, the
        pawns that can move and the cells they reach."""
        if self.handover_pending():
            return [Target.of(BOARD, "handover")]
        shown = self.shown
        if shown.phase == "move":
            movers = {shown.pawns[m.pawn].cell for m in self.legal() if m.kind == "move"}
            return ([self._cell_target(c) for c in sorted(self.reach)]
                    + [self._pawn_target(c) for c in sorted(movers)])
        if shown.phase != "cards":
            return []
        playable = {m.card for m in self.legal()}
        hand = shown.hands[shown.turn]
        targets = [self._card_target(slot) for slot, card in enumerate(hand) if card in playable]
        kind = self.kind()
        if self.form:
            targets = [self._cell_target(c) for c in self.wall_spots()] + targets
            targets += button_targets(self.shape_buttons)
        elif kind == "skip":
            victims = {m.target for m in self.card_moves()}
            targets = [self._player_target(p) for p in sorted(victims)] + targets
        elif kind in ("bust", "setback"):
            targets = [self._cell_target(c) for c in sorted(self.targets() | set(self.picked))] + targets
        if kind in ("leap", "discard", "bust"):
            targets += button_targets(self.play_button)
        return targets

    def _cell_target(self, cell: str) -> Target:
        return Target.of(self.layout.cell_rect(cell), ("cell", cell))

    def _pawn_target(self, cell: str) -> Target:
        return Target.of(self.layout.cell_rect(cell), ("pawn", cell), ring="circle")

    def _card_target(self, slot: int) -> Target:
        return Target.of(self.card_rects[slot], ("card", slot), lambda: self.pick_card(slot))

    def _player_target(self, player: int) -> Target:
        return Target.of(self.player_rects[player], ("player", player), lambda: self._skip(player))

    @staticmethod
    def _button(row: ButtonRow | Button, label: str) -> Target | None:
        return next((t for t in button_targets(row) if t.key[1] == label), None)

    def guide(self, move: str) -> Target | None:
        """The next press on the way to ``move`` from the choices made so far: the card; for
        a wall, Turn (or Mirror when no turn gives the shape) until the ghost's shape is the
        move's, then the cell where the pointer puts the ghost over the move's cells; the
        walls to bust, then Play; the opponent to miss a turn; the pawn and the steps of a
        Setback; Play for a leap or a discard; after the roll, the pawn and the cell."""
        target = super().guide(move)
        if target is not None or not self.human_to_move():
            return target
        if self.handover_pending():
            return Target.of(BOARD, "handover")
        wanted = next((m for m in self.legal() if str(m) == move), None)
        if wanted is None or wanted.kind == "roll":
            return None
        if wanted.kind == "move":
            cell = self.shown.pawns[wanted.pawn].cell
            if self.pawn_pick != wanted.pawn:
                return self._pawn_target(cell)
            return self._cell_target(self.names(wanted)[0])
        if self.card() != wanted.card:
            hand = self.shown.hands[self.shown.turn]
            return self._card_target(hand.index(wanted.card))
        cells = list(self.names(wanted))
        if wanted.kind == "wall":
            return self._guide_wall(cells)
        if wanted.kind == "bust":
            stray = [c for c in self.picked if c not in cells]
            missing = [c for c in cells if c not in self.picked]
            if stray or missing:
                return self._cell_target((stray or missing)[0])
            return self._button(self.play_button, N_("Play card"))
        if wanted.kind == "skip":
            return self._player_target(wanted.target)
        if wanted.kind == "setback":
            if self.pawn_pick is None and not self.picked:
                return self._cell_target(self.shown.pawns[wanted.pawn].cell)
            if self.pawn_pick != wanted.pawn or self.picked != cells[:len(self.picked)]:
                # Another pawn or step was picked: dropping the card (a second press on it)
                # starts the choice afresh.
                return self._card_target(self.slot)
            return self._cell_target(cells[len(self.picked)])
        return self._button(self.play_button, N_("Play card"))

    def _guide_wall(self, cells: list[str]) -> Target | None:
        """Turn or Mirror until the ghost has the shape of ``cells``, then the cell to click."""
        press = ghost.press_for(self.form, cells)
        if press is None:
            return self._cell_target(ghost.anchor_cell(cells))
        return self._button(self.shape_buttons, press)

    def wall_spots(self) -> list[str]:
        """Cells where the pointer places the card's wall, turned as it is, legally
        (remembered per shown position, card and turn of the shape)."""
        key = (id(self.shown), self.slot, self.form)
        if self._spots is not None and self._spots[0] == key:
            return self._spots[1]
        wanted = {frozenset(self.names(m)) for m in self.card_moves()}
        spots = ghost.spots(self.form, self.shown.size, wanted)
        self._spots = (key, spots)
        return spots

    def turn_piece(self, steps: int) -> None:
        for _ in range(steps % 4):
            self.turn_ghost()

    def mirror_piece(self) -> None:
        self.mirror_ghost()

    def turn_ghost(self) -> None:
        if self.form:
            self.form = ghost.rotate(self.form)

    def mirror_ghost(self) -> None:
        if self.form:
            self.form = ghost.mirror(self.form)

    def confirm(self) -> None:
        move = self.chosen()
        if move is not None:
            self.submit(str(move))

    def ghost(self) -> list[tuple[int, int]]:
        """Cells (column, row) the maze card's ghost covers under the pointer, slid inside
        the board near an edge."""
        if not self.form or self.pointer is None:
            return []
        at = self.layout.at(self.pointer)
        if at is None:
            return []
        return ghost.cells_inside(self.form, at, self.shown.size)

    def ghost_move(self) -> Move | None:
        wanted = {art.cell_name(c, r) for c, r in self.ghost()}
        return next((m for m in self.card_moves() if set(self.names(m)) == wanted), None) \
            if wanted else None

    def ghost_misfit(self) -> str:
        """Why the ghost's wall does not fit where it stands, in words."""
        found = self.shown.wall_misfit(art.cell_name(c, r) for c, r in self.ghost())
        if found is None:
            return words.why_not(None)
        misfit, index = found
        if index is None:
            return words.why_not(misfit)
        pawn = self.shown.pawns[index]
        return words.why_not(misfit, self.player_noun(pawn.player), pawn.cell)

    def targets(self) -> set[str]:
        """Cells to light up for the choice under way."""
        kind = self.kind()
        moves = self.card_moves()
        if self.shown.phase == "move":
            return set(self.reach)
        if kind == "bust":
            if len(self.picked) == 1 and self.card() == "Double Buster":
                partners = {c for m in moves for c in self.names(m) if self.picked[0] in self.names(m)}
                return partners - set(self.picked)
            return {c for m in moves for c in self.names(m)} - set(self.picked)
        if kind == "skip":
            return {p.cell for p in self.shown.pawns if p.player in {m.target for m in moves}}
        if kind == "setback":
            if self.pawn_pick is None:
                return {self.shown.pawns[m.pawn].cell for m in moves}
            depth = len(self.picked)
            return {self.names(m)[depth] for m in moves if m.pawn == self.pawn_pick
                    and list(self.names(m)[:depth]) == self.picked and len(m.cells) > depth}
        return set()

    # ----- input ----------------------------------------------------------------------------
    def board_event(self, event: pygame.event.Event) -> None:
        if self.handover_pending():
            if ((event.type == pygame.MOUSEBUTTONUP and event.button == 1)
                    or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
                self.session.take_screen(self.shown.turn)
                self.ctx.audio.play("click")
            return
        if self.form and self.shape_buttons.handle(event):
            return
        if self.kind() in ("leap", "discard", "bust") and self.play_button.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            if self.form:
                self.form = ghost.rotate(self.form) if event.y > 0 else \
                    ghost.rotate(ghost.rotate(ghost.rotate(self.form)))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            if self.form:
                self.turn_ghost()
            elif self.shown.phase == "cards":
                self.slot, self.picked, self.pawn_pick = None, [], None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            self._click(event.pos)

    def _key(self, key: int) -> None:
        if key in CARD_KEYS:
            self.pick_card(CARD_KEYS[key])
        elif key == pygame.K_f:
            self.mirror_ghost()
        elif key == pygame.K_r:
            self.turn_ghost()
        elif key in (pygame.K_RETURN, pygame.K_SPACE):
            self.confirm()

    def _click(self, pos: tuple[int, int]) -> None:
        for slot, rect in enumerate(self.card_rects):
            if rect.collidepoint(pos):
                self.pick_card(slot)
                return
        for player, rect in enumerate(self.player_rects[:self.shown.players]):
            if rect.collidepoint(pos) and self.kind() == "skip":
                self._skip(player)
                return
        at = self.layout.at(pos)
        if at is None:
            return
        cell = art.cell_name(*at)
        if self.shown.phase == "move":
            self._move_click(cell)
        elif self.form:
            move = self.ghost_move()
            if move is not None:
                self.submit(str(move))
            else:
                self.error = self.ghost_misfit()
                self.ctx.audio.play("error")
        elif self.kind() == "bust":
            self._bust_click(cell)
        elif self.kind() == "skip":
            owners = [p.player for p in self.shown.pawns if p.cell == cell]
            for player in owners:
                if self._skip(player):
                    return
        elif self.kind() == "setback":
            self._setback_click(cell)

    def _skip(self, player: int) -> bool:
        move = next((m for m in self.card_moves() if m.target == player), None)
        return move is not None and self.submit(str(move))

    def _bust_click(self, cell: str) -> None:
        if cell in self.picked:
            self.picked.remove(cell)
        elif cell in self.targets():
            self.picked.append(cell)
        elif any(cell in self.names(m) for m in self.card_moves()):
            self.picked = [cell]
        else:
            return
        self.ctx.audio.play("click")

    def _setback_click(self, cell: str) -> None:
        pawns = self.shown.pawns
        if self.pawn_pick is None or (not self.picked and pawns[self.pawn_pick].cell == cell):
            candidates = [m.pawn for m in self.card_moves() if pawns[m.pawn].cell == cell]
            if candidates:
                self.pawn_pick = None if self.pawn_pick == candidates[0] else candidates[0]
                self.ctx.audio.play("click")
            return
        if cell not in self.targets():
            return
        self.picked.append(cell)
        done = next((m for m in self.card_moves() if m.pawn == self.pawn_pick
                     and list(self.names(m)) == self.picked), None)
        if done is not None:
            self.submit(str(done))
        else:
            self.ctx.audio.play("click")

    def _move_click(self, cell: str) -> None:
        moves = [m for m in self.legal() if m.kind == "move"]
        if self.pawn_pick is not None and cell in self.reach:
            move = next(m for m in moves if m.pawn == self.pawn_pick
                        and self.shown.geometry.names[m.cells[0]] == cell)
            self.submit(str(move))
            return
        pawns = self.shown.pawns
        mine = sorted({m.pawn for m in moves if pawns[m.pawn].cell == cell})
        if mine:
            self.pick_mover(mine[0] if self.pawn_pick not in mine or len(mine) == 1
                            else mine[(mine.index(self.pawn_pick) + 1) % len(mine)])
            self.ctx.audio.play("click")

    # ----- text -----------------------------------------------------------------------------
    def roll_rect(self) -> pygame.Rect:
        return pygame.Rect(self.die_rect.right + 14, self.die_rect.y, 200, 56)

    def dice_rects(self) -> list[pygame.Rect]:
        return [self.die_rect]

    def status_text(self) -> str:
        """For the position on screen (what the players see), never the model ahead of it."""
        state = self.shown
        if state.is_over():
            return super().status_text()
        name = self.player_noun(state.turn)
        rolling = self.tumble is not None and self.anims.active is self.tumble[0]
        if rolling or (state.to_move == CHANCE and (self.session.seats[state.turn].computer or self.watching)):
            return tr("{name} rolls the die", name=name)
        if state.to_move == CHANCE:
            return tr("{name}: roll the die", name=name)
        if self.session.seats[state.turn].computer or self.anims.busy or self.watching:
            return super().status_text()
        if self.handover_pending():
            return tr("Pass to {name} — tap when ready", name=name)
        shown = self.shown
        if shown.phase == "move":
            if self.pawn_pick is None:
                return tr("{name} rolled {n}: click a pawn to move", name=name, n=shown.roll)
            return tr("{name} rolled {n}: click a lit cell", name=name, n=shown.roll)
        kind = self.kind()
        if kind is None:
            if all(m.kind == "discard" for m in self.legal()):
                return tr("{name}: no card can be played — pick one to discard", name=name)
            return tr("{name}: play a card ({n} to play)", name=name, n=shown.cards_left)
        if kind == "wall":
            # Say the controls the player is holding: the glyphs on Turn and Mirror match.
            if controls.mode() == "pad":
                return tr("Place the wall: LB or RB turns it, RT mirrors")
            if controls.mode() == "keyboard":
                return tr("Place the wall: Q or E turns it, F mirrors")
            return tr("Place the wall: wheel or right click turns it, F mirrors")
        if kind == "bust":
            if self.card() == "Double Buster":
                return tr("Click two touching walls, then Play")
            return tr("Click a wall to remove, then Play")
        if kind == "leap":
            return tr("Press Play to arm a leap for this move")
        if kind == "skip":
            return tr("Click an opponent to make them miss a turn")
        if kind == "setback":
            if self.pawn_pick is None:
                return tr("Click an opponent's pawn to push it back")
            return tr("Click where the pawn is pushed")
        return tr("Press Discard to throw this card away")

    def describe(self, move: str, events: list[Any], before: Any) -> str | None:
        """The move list in words (:mod:`games.mazing.words`): what the table saw."""
        return words.describe(move, events, before, self.player_noun)

    # ----- animations -----------------------------------------------------------------------
    def animate(self, event: Any) -> list[Any]:
        """The animations of one rules event, in the order the rules report them."""
        if isinstance(event, Rolled):
            return [self._roll(event.n)]
        if isinstance(event, PawnMoved):
            return self._walk(event.player, event.path, set(event.leaps), STEP_FRAMES, "step")
        if isinstance(event, PawnPushed):
            return self._walk(event.player, event.path, set(), PUSH_FRAMES, "slide")
        if isinstance(event, CardPlayed):
            return [Drawn(CARD_FRAMES, motion.fly_card(event.card, self.panel.card_start), sound="card")]
        if isinstance(event, WallPlaced):
            return [Drawn(WALL_FRAMES, motion.drop_walls(self.layout, event.cells), token=("walls", event.cells),
                          sound="plant")]
        if isinstance(event, WallsBusted):
            return [Drawn(WALL_FRAMES + 10, motion.burst_walls(self.layout, event.cells),
                          token=("bust", event.cells), sound="blast")]
        if isinstance(event, Drew):
            return [Drawn(18, motion.deal_cards(event.count, self.panel.pile, self.card_rects), sound="card")]
        return self._banner_for(event)

    def _banner_for(self, event: Any) -> list[Anim]:
        message = words.banner(event, self.player_name, self.shown.turn)
        if message is None:
            return []
        return [Drawn(BANNER_FRAMES, banner(message, BOARD.centerx), sound="click")]

    def _roll(self, n: int) -> Anim:
        tumble = Drawn(TUMBLE_FRAMES, motion.tumbling(n), sound="roll")

        def start() -> None:
            self.tumble = (tumble, n)
        tumble.on_start = start
        return tumble

    def _pawn_index(self, player: int, cell: str) -> int:
        pawns = self.shown.pawns
        return next((i for i, p in enumerate(pawns) if p.player == player and p.cell == cell),
                    next(i for i, p in enumerate(pawns) if p.player == player))

    def _walk(self, player: int, path: tuple[str, ...], jumped: set[str], frames: int,
              sound: str) -> list[Anim]:
        index = self._pawn_index(player, path[0])
        token = ("pawn", index)
        points = [self.layout.pawn_point(self._cells(self.shown), index)] + [self.layout.centre(c) for c in path[1:]]
        if self.state.pawns[index].cell == path[-1]:
            points[-1] = self.layout.pawn_point(self._cells(self.state), index)
        radius = self.layout.pawn_radius()

        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            image = art.pawn(player, radius)
            surface.blit(image, image.get_rect(center=(int(pos[0]), int(pos[1]))))
        anims: list[Anim] = []
        for (a, b), (ca, cb) in zip(zip(points, points[1:]), zip(path, path[1:])):
            hop = ca in jumped or cb in jumped
            anims.append(Path(token, [a, b], frames, draw, lift=self.layout.cell * (0.7 if hop else 0.15),
                              sound=sound, easing=ease_in_out))
        return anims

    @staticmethod
    def _cells(state: Mazing) -> list[str]:
        return [p.cell for p in state.pawns]

    # ----- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        layout = self.layout
        surface.blit(art.board(state.size, self.goals), BOARD.topleft)
        busting = {c for token in hidden if token[0] == "bust" for c in token[1]}
        block = art.wall(layout.cell)
        for cell, spot in self._wall_spots(state):
            if cell not in busting:
                surface.blit(block, spot)
        choosing = state is self.shown and self.human_to_move() and not self.handover_pending()
        if choosing:
            self._draw_choice(surface)
        radius = layout.pawn_radius()
        crowded = radius if len(state.pawns) == len({p.cell for p in state.pawns}) else int(radius * 0.75)
        cells = self._cells(state)
        for index, pawn in enumerate(state.pawns):
            if ("pawn", index) in hidden:
                continue
            point = layout.pawn_point(cells, index)
            image = art.pawn(pawn.player, crowded)
            surface.blit(image, image.get_rect(center=point))
            if index == self.pawn_pick and choosing:
                pygame.draw.circle(surface, theme.HIGHLIGHT, point, crowded + 5, 3)
        if choosing and self.form:
            self._draw_ghost(surface)
        if self.handover_pending() and state is self.shown:
            self._draw_curtain(surface)

    def _wall_spots(self, state: Mazing) -> list[tuple[str, tuple[int, int]]]:
        """Each wall cell with its top-left pixel (recomputed only when the walls change)."""
        if self._walls[0] != state.walls:
            geo = state.geometry
            spots = [(geo.names[c], self.layout.cell_rect(geo.names[c]).topleft)
                     for c in geo.cells if state.walls >> c & 1]
            self._walls = (state.walls, spots)
        return self._walls[1]

    def _draw_choice(self, surface: pygame.Surface) -> None:
        size = self.layout.cell
        glow = art.tint(size, theme.HIGHLIGHT, 70 + int(40 * math.sin(self.frame / 10)))
        for cell in self.targets():
            surface.blit(glow, self.layout.cell_rect(cell))
        picked = art.tint(size, theme.HIGHLIGHT, 170)
        for cell in self.picked:
            surface.blit(picked, self.layout.cell_rect(cell))
        if self.shown.phase == "move" and self.pointer is not None:
            at = self.layout.at(self.pointer)
            path = self.reach.get(art.cell_name(*at)) if at is not None else None
            for cell in path or ():
                pygame.draw.circle(surface, theme.HIGHLIGHT, self.layout.centre(cell), max(4, size // 10))

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        cells = self.ghost()
        if cells:
            ghost.draw(surface, self.layout, cells, self.ghost_move() is not None)

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        """The hand-over screen: the next person takes the seat before their hand is shown."""
        veil = art.shade(BOARD.size, 235)
        surface.blit(veil, BOARD.topleft)
        player = self.shown.turn
        image = art.pawn(player, 48)
        surface.blit(image, image.get_rect(center=(BOARD.centerx, BOARD.centery - 70)))
        message = tr("Pass to {name} — tap when ready", name=self.player_noun(player))
        for i, line in enumerate(text.wrap(message, "title", BOARD.w - 80)):
            text.blit(surface, line, (BOARD.centerx, BOARD.centery + 10 + i * 48), "title",
                      anchor="midtop")

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        shown = self.shown
        viewer = self.viewer()
        playing = self.human_to_move() and not self.handover_pending()
        if viewer is not None:
            active = playing and viewer == shown.turn
            playable = {m.card for m in self.legal()} if active and shown.phase == "cards" else set()
            self.panel.draw_hand(surface, shown.hands[viewer], language(), self.slot, playable, active)
        else:
            self.panel.draw_backs(surface, len(shown.hands[shown.turn]))
        tumbling = self.tumble is not None and self.anims.active is self.tumble[0]
        self.panel.draw_die(surface, shown.roll if shown.phase == "move" and not tumbling else None,
                            self.frame if self.can_roll() else None,
                            () if shown.is_over() else shown.leaps)
        if playing and self.form:
            self.shape_buttons.draw(surface)
        if playing and self.kind() in ("leap", "discard", "bust"):
            self.play_button.draw(surface)
        skip_targets = ({m.target for m in self.card_moves()} if self.kind() == "skip"
                        and self.human_to_move() else set())
        self.panel.draw_players(surface, rect, shown, skip_targets)

    def text_boxes(self) -> list[tuple[str, str, pygame.Rect]]:
        """Every card's name on its card, and each reason a wall is refused in the error line
        under the status (one line: a second would run into the cards), for the check that
        every text fits."""
        lines = 1 if text.size() == "normal" else 2
        error = pygame.Rect(0, 0, PANEL.w - 40, lines * text.font("small").get_linesize())
        owners = [self.player_noun(p) for p in range(4)]
        return card_labels() + [(line, "small", error) for line in words.refusals(owners)]
