"""Terra Incognita's help, read as a player reaches it: F1 in a game, then Next page by page."""
from __future__ import annotations

import pygame
import pytest

from games.engine import registry, text, textfit
from games.engine.help_scene import HelpScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.terra import rules
from tests.conftest import click, key, step
from tests.terra_maps import EXAMPLE


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")


def help_page(make_app, title: str, lang: str, size: str) -> HelpScene:
    """Terra's help opened with F1 from a game, paged with Next up to the page ``title``."""
    registry.discover()
    info = registry.get("terra")
    app = make_app(lang=lang, text_size=size)
    session = Session(info, rules.new_game(players=1, maze=EXAMPLE), [Seat()], {}, seed=5, autosave=False)
    app.ctx.switch(info.scene_class()(app.ctx, session, InlineThinker()))
    step(app)
    key(app, pygame.K_F1)
    helper = app.manager.top
    assert isinstance(helper, HelpScene)
    following = next(b for b in helper.buttons.buttons if b.label == "Next")
    for _ in range(len(helper.pages)):
        if helper.pages[helper.page][0] == title:
            return helper
        click(app, following.rect.center)
    raise AssertionError(f"no help page {title!r}")


@pytest.mark.parametrize("lang, words", [("en", "three plain bullets"), ("ru", "тремя простыми патронами")])
def test_the_arsenal_page_says_three_plain_bullets_mark_an_arsenal_of_unknown_kind(make_app, lang, words):
    for size in ("normal", "xl"):
        helper = help_page(make_app, "Grenades and arsenals", lang, size)
        with text.recording() as drawn:
            helper.draw(pygame.Surface((1280, 720)))
        assert words in " ".join(d.words for d in drawn if not d.target)
        assert textfit.drawn_problems(helper) == []
