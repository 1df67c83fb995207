"""Labyrinth's guided first game: entering with a 1, safe fields, advances, traps, the Knight's
Orbit, the Millstone, tunnels, sending travelers back and the exact count into Elysium.

Every position is a Labyrinth state read by the rules model (``from_json``), so the lesson can
only show what the rules allow; a position in the middle of a turn holds the dice still to use.
"""
from __future__ import annotations

import json

import pygame

from games.engine.i18n import N_
from games.engine.tutorial import Lesson, Step
from games.labyrinth import art, rules
from games.labyrinth.rules import LabyrinthState


def position(blue: list[int], vermillion: list[int] | None = None, dice: tuple[int, ...] = (),
             turn: int = 0) -> LabyrinthState:
    """Blue's and Vermillion's travelers on these fields (0 outside, 61 in Elysium); with
    ``dice``, Blue is in the middle of a turn with those dice still to use."""
    return rules.from_json(json.dumps({
        "game": "labyrinth", "players": 2, "play_on": False, "turn": turn,
        "phase": "move" if dice else "roll", "dice": list(dice), "active": None,
        "positions": [blue + [0] * (4 - len(blue)), (vermillion or []) + [0] * (4 - len(vermillion or []))],
        "lost_turns": [[0] * 4, [0] * 4], "trapped_this_turn": [], "standings": []}))


def _gate_and_elysium(scene) -> list[pygame.Rect]:
    return [art.outside_rect(0), art.chamber_rect()]


def _fields(*fields: int):
    return lambda scene: [art.field_rect(f) for f in fields]


LESSON = Lesson(steps=(
    Step(N_("This is the Labyrinth of King Minos. Lead your four blue travelers from the gate to "
         "Elysium, the bright chamber in the middle, before Vermillion does."),
         start=lambda: position([]), look=_gate_and_elysium),
    Step(N_("It is your turn. Tap Roll to throw the two dice."), moves=("roll 1-4",),
         done=N_("A 1 and a 4. Only a 1 lets a traveler through the gate.")),
    Step(N_("Tap the 1, then tap your travelers at the gate: one of them steps onto field 1."),
         moves=("0+1",)),
    Step(N_("Every die must be used. Tap your traveler on field 1 to walk it 4 fields on. Then "
         "watch Vermillion roll."), moves=("1+4", "roll 2-5"),
         done=N_("Vermillion rolled no 1, so nobody could enter. Fields 1 to 5 are safe: any number "
              "of travelers may share them.")),
    Step(N_("Arrows carry you ahead. Use your 3 on the traveler on field 3: it lands on 6 and runs "
         "on to 12."), start=lambda: position([3], dice=(3,)), moves=("3+3",), look=_fields(6, 12)),
    Step(N_("The red fields with bars are traps. Use your 3 to see what field 13 does."),
         start=lambda: position([10], dice=(3,)), moves=("10+3",),
         done=N_("Trapped! This traveler must sit out its owner's next two turns.")),
    Step(N_("The horses mark the Knight's Orbit. Land on 7 with your 3, choose Ride, and roll one "
         "free die: you leap along the Orbit."), start=lambda: position([4], dice=(3,)),
         moves=("4+3", "ride", "roll 2"),
         done=N_("Two leaps: 7 to 46 to 49. A ride touches down only on Orbit fields.")),
    Step(N_("The Millstone joins 44 with 50 and 45 with 51. Land on 44 with your 4, then Cross."),
         start=lambda: position([40], dice=(4,)), moves=("40+4", "cross"), look=_fields(44, 50)),
    Step(N_("Dark holes are tunnels. Use your 1 from field 58 and see where 59 leads."),
         start=lambda: position([58], dice=(1,)), moves=("58+1",),
         done=N_("Down the tunnel, back to field 47.")),
    Step(N_("Outside the safe fields only one traveler fits. Land on Vermillion's traveler on 20 "
         "with your 3."), start=lambda: position([17], [20], dice=(3,)), moves=("17+3",),
         done=N_("Vermillion's traveler goes back to 17, where yours came from.")),
    Step(N_("Elysium needs the exact count: points too many walk you back. Use your 3 on field 60."),
         start=lambda: position([61, 61, 61, 60], dice=(3,)), moves=("60+3",),
         done=N_("One step into 61 would do; the other two walked back to 59, and the tunnel took "
              "the traveler to 47. Ouch!")),
    Step(N_("Three are home and the last one stands on 60. A 1 brings it in: you win!"),
         start=lambda: position([61, 61, 61, 60], [30, 12, 5, 0], dice=(1,)), moves=("60+1",),
         done=N_("All four are in Elysium. You know the Labyrinth!")),
))
