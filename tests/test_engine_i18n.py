"""Every literal string shown through tr() has a Russian translation."""
import ast
import importlib
import pkgutil
from pathlib import Path

import games

from games.engine import i18n, registry

ROOT = Path(__file__).resolve().parents[1] / "games"


def literals_passed_to_tr() -> set[tuple[str, str]]:
    found = set()
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.add((str(path.relative_to(ROOT)), node.args[0].value))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Button":
                label = node.args[1] if len(node.args) > 1 else None
                if isinstance(label, ast.Constant) and isinstance(label.value, str) and label.value:
                    found.add((str(path.relative_to(ROOT)), label.value))
    return found


def import_everything() -> None:
    for module in pkgutil.walk_packages(games.__path__, "games."):
        importlib.import_module(module.name)


def test_every_tr_literal_has_russian():
    import_everything()
    registry.discover()
    for info in registry.all_games():
        info.help_pages()
        info.scene_class()
    missing = sorted((f, s) for f, s in literals_passed_to_tr() if not i18n.has_translation(s))
    assert not missing, "no Russian for: " + "; ".join(f"{f}: {s!r}" for f, s in missing)


def test_every_game_title_blurb_and_help_page_has_russian():
    registry.discover()
    for info in registry.all_games():
        texts = [t for page in info.help_pages() for t in page[:2]]
        for s in (info.title, info.blurb, *texts):
            assert i18n.has_translation(s), f"{info.key}: no Russian for {s[:60]!r}"
        for opt in info.options:
            assert i18n.has_translation(opt.label), opt.label
            for _, label in opt.choices:
                assert i18n.has_translation(label), label


def test_russian_plural_forms_follow_the_count():
    i18n.add_plurals("ru", {("{n} test move", "{n} test moves"): ("{n} ход", "{n} хода", "{n} ходов")})
    try:
        i18n.set_language("ru")
        got = [i18n.ntr("{n} test move", "{n} test moves", n) for n in (1, 2, 5, 11, 21, 22, 25, 112)]
        assert got == ["1 ход", "2 хода", "5 ходов", "11 ходов", "21 ход", "22 хода", "25 ходов", "112 ходов"]
        i18n.set_language("en")
        assert i18n.ntr("{n} test move", "{n} test moves", 1) == "1 test move"
        assert i18n.ntr("{n} test move", "{n} test moves", 3) == "3 test moves"
    finally:
        i18n.set_language("en")


def test_seat_names_take_the_case_a_translation_asks_for():
    i18n.add_catalog("ru", {"Around {who} (test)": "Вокруг {who:gen}"})
    try:
        i18n.set_language("ru")
        assert i18n.tr("Around {who} (test)", who=i18n.Noun("Vermillion")) == "Вокруг Алого"
        assert i18n.tr("Around {who} (test)", who=i18n.Noun("Blue")) == "Вокруг Синего"
        assert f"{i18n.Noun('White'):ins}" == "Белыми"
        assert str(i18n.Noun("Green")) == "Зелёный"
        i18n.set_language("en")
        assert i18n.tr("Around {who} (test)", who=i18n.Noun("Vermillion")) == "Around Vermillion (test)"
    finally:
        i18n.set_language("en")


def test_every_seat_name_has_every_russian_case():
    from games.engine import theme
    registry.discover()
    names = set(theme.SEAT_NAMES) | {n for info in registry.all_games() for n in info.seat_names}
    for name in names:
        assert i18n.has_forms(name), name
