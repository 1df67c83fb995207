"""The translations: gettext catalogs complete and fresh, plural forms, cases, and the check."""
import os
import subprocess
import sys

import pytest
from babel.messages import Catalog

from games.engine import catalogs, check, i18n, paths, registry, textfit


@pytest.fixture
def test_catalog(tmp_path):
    """A small Russian catalog of test-only strings, compiled and loaded in place of the
    arcade's; its ``.po`` is :func:`catalogs.po_path` under ``tmp_path``."""
    catalog = Catalog(locale="ru", domain=catalogs.DOMAIN)
    catalog.add(("{n} test move", "{n} test moves"), ("{n} ход", "{n} хода", "{n} ходов"))
    catalog.add("Around {who} (test)", "Вокруг {who:gen}")
    catalog.add("Vermillion", "Алый")
    catalog.add("Vermillion", "Алого", context="gen")
    catalog.add("Same (test)", "Same (test)")
    before = catalogs.LOCALE, i18n.LOCALE
    catalogs.LOCALE = i18n.LOCALE = tmp_path
    try:
        catalogs.write("ru", catalog)
        catalogs.compile_all()
        i18n.reload()
        yield catalog
    finally:
        catalogs.LOCALE, i18n.LOCALE = before
        i18n.set_language("en")
        i18n.reload()


def template_of(*messages) -> Catalog:
    template = Catalog(domain=catalogs.DOMAIN)
    for message in messages:
        template.add(message)
    return template


def test_every_string_of_the_code_has_russian_and_the_mo_files_are_fresh():
    assert catalogs.problems() == []


def test_every_game_title_blurb_help_page_and_option_has_russian():
    registry.discover()
    for info in registry.all_games():
        texts = [t for page in info.help_pages() for t in page[:2]]
        for s in (info.title, info.blurb, *texts):
            assert i18n.has_translation(s), f"{info.key}: no Russian for {s[:60]!r}"
        for opt in info.options:
            assert i18n.has_translation(opt.label), opt.label
            for _, label in opt.choices:
                assert i18n.has_translation(label), label


def test_russian_plural_forms_follow_the_count(test_catalog):
    i18n.set_language("ru")
    got = [i18n.ntr("{n} test move", "{n} test moves", n) for n in (1, 2, 5, 11, 21, 22, 25, 112)]
    assert got == ["1 ход", "2 хода", "5 ходов", "11 ходов", "21 ход", "22 хода", "25 ходов", "112 ходов"]
    i18n.set_language("en")
    assert i18n.ntr("{n} test move", "{n} test moves", 1) == "1 test move"
    assert i18n.ntr("{n} test move", "{n} test moves", 3) == "3 test moves"


def test_seat_names_take_the_case_a_translation_asks_for(test_catalog):
    i18n.set_language("ru")
    assert i18n.tr("Around {who} (test)", who=i18n.Noun("Vermillion")) == "Вокруг Алого"
    assert str(i18n.Noun("Vermillion")) == "Алый"
    assert f"{i18n.Noun('Vermillion'):dat}" == "Алый", "a missing form falls back to the word"
    assert i18n.tr("Around {who} (test)", who="Кто-то") == "Вокруг Кто-то", "a plain text has no cases"
    i18n.set_language("en")
    assert i18n.tr("Around {who} (test)", who=i18n.Noun("Vermillion")) == "Around Vermillion (test)"


def test_the_arcade_catalog_declines_seat_names():
    i18n.set_language("ru")
    try:
        assert f"{i18n.Noun('Blue'):gen}" == "Синего"
        assert f"{i18n.Noun('White'):ins}" == "Белыми"
        assert str(i18n.Noun("Green")) == "Зелёный"
    finally:
        i18n.set_language("en")


def test_every_seat_name_has_every_russian_case():
    from games.engine import theme
    registry.discover()
    names = set(theme.SEAT_NAMES) | {n for info in registry.all_games() for n in info.seat_names}
    for name in names:
        assert i18n.has_forms(name), name


def test_every_declared_word_has_its_forms():
    catalogs._import_everything()
    for word, cases in i18n.declared_forms().items():
        assert i18n.has_forms(word, cases), word


def test_english_forms_stand_in_english():
    i18n.english_forms({"test hole": {"loc": "in a test hole"}})
    assert f"{i18n.Noun('test hole'):loc}" == "in a test hole"
    assert f"{i18n.Noun('test hole'):gen}" == "test hole"


def test_an_entry_equal_to_its_english_counts_as_translated(test_catalog):
    assert i18n.has_translation("Same (test)")
    assert not i18n.has_translation("Not in the catalog (test)")
    assert i18n.has_forms("Vermillion", ("gen",)) and not i18n.has_forms("Vermillion", ("gen", "dat"))


def test_a_string_without_russian_is_reported(test_catalog):
    template = template_of("Around {who} (test)", "Untranslated (test)")
    template.add("Vermillion", context="dat")
    found = catalogs.problems(template)
    assert found == ["ru: 'Untranslated (test)' has no translation",
                     "ru: 'Vermillion' (dat) has no translation"]


def test_a_translation_naming_a_field_the_text_lacks_is_reported(test_catalog):
    test_catalog.add("Hello {name} (test)", "Привет, {who}")
    catalogs.write("ru", test_catalog)
    catalogs.compile_all()
    found = catalogs.problems(template_of("Hello {name} (test)"))
    assert found == ["ru: 'Hello {name} (test)': the translation names fields the text does not have"]


def test_a_stale_mo_is_reported(test_catalog):
    template = template_of("Around {who} (test)", "New (test)")
    test_catalog.add("New (test)", "Новое")
    catalogs.write("ru", test_catalog)
    found = catalogs.problems(template)
    assert len(found) == 1 and "is stale" in found[0]
    catalogs.compile_all()
    assert catalogs.problems(template) == []


def test_the_check_command_says_what_is_wrong(monkeypatch, capsys):
    monkeypatch.setattr(catalogs, "problems", lambda: [])
    monkeypatch.setattr(textfit, "check_headless", lambda sizes=(): [])
    assert check.main([]) == 0
    assert "catalogs: complete and fresh" in capsys.readouterr().out
    monkeypatch.setattr(textfit, "check_headless", lambda sizes=(): ["ru: menu: button 'Играть' does not fit (1, 1)"])
    assert check.main([]) == 1
    out = capsys.readouterr().out
    assert "does not fit" in out and "text fit: 1 texts overflow" in out


def test_the_check_command_passes():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "games.engine.check"], cwd=paths.REPO_ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "catalogs: complete and fresh" in done.stdout and "text fit: everything fits" in done.stdout


def test_white_and_blacks_badges_carry_the_first_letter_of_the_sides_name_in_each_language():
    from games.engine import theme, widgets
    try:
        marks = {}
        for lang in ("en", "ru"):
            i18n.set_language(lang)
            marks[lang] = [widgets.seat_look(seat, theme.WHITE_BLACK_LOOKS)[1] for seat in (0, 1)]
    finally:
        i18n.set_language("en")
    assert marks == {"en": ["W", "B"], "ru": ["Б", "Ч"]}
    assert widgets.seat_look(1) == (theme.SEAT_COLOURS[1], "B")
