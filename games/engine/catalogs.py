"""The translation catalogs: extract the strings from the code, merge them into each language's
``.po``, compile the ``.mo`` files the arcade loads, and check that all is complete and fresh.

``locale/<lang>/LC_MESSAGES/arcade.po`` is the source of truth (translators edit it with the
usual tools); ``locale/arcade.pot`` is the template extracted from the code with Babel;
``arcade.mo`` is compiled from the ``.po`` and committed, so the arcade needs nothing but the
standard library's :mod:`gettext` at run time. A string is found in the code when it is the
first argument of ``tr`` or ``N_`` (a marker for text translated later: titles, button and
option labels, help pages), or the two of ``ntr``; the case forms of declined words come from
:func:`games.engine.i18n.declared_forms`, as ``msgctxt "gen"`` entries.

Run: ``python -m games.engine.catalogs extract|update|compile|check`` (``all`` does the first
three). Babel is needed only here and in the tests.
"""
from __future__ import annotations

import argparse
import ast
import importlib
import io
import pkgutil
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator

from babel.messages import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from games.engine import i18n, paths

DOMAIN = "arcade"
LOCALE = paths.LOCALE
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"tr": None, "N_": None, "ntr": (1, 2)}
TRANSLATED = ("ru",)
"""Languages with a catalog (English is the source language); Babel writes each catalog's
plural rule (Russian: three forms) from the locale's data."""


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def _import_everything() -> None:
    """Import every module, so every declared word with case forms is known."""
    import games
    for module in pkgutil.walk_packages(games.__path__, "games."):
        if not module.name.endswith((".bench", ".catalogs")):
            importlib.import_module(module.name)


def extract_literals(fileobj: Any, keywords: Iterable[str], comment_tags: Iterable[str],
                     options: dict[str, Any]) -> Iterator[tuple[int, str, tuple[str | None, ...], list[str]]]:
    """A Babel extraction method: each call of a keyword, with its positional arguments (a
    string literal, else None), read with :mod:`ast`. Babel's own reader takes the first
    string token inside the parentheses, so ``tr({"yes": N_(...)}[answer])`` gave "yes"."""
    names = set(keywords)
    for node in ast.walk(ast.parse(fileobj.read())):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if name in names:
            args = tuple(a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                         for a in node.args)
            yield node.lineno, name, args, []


def extract() -> Catalog:
    """The template: every translatable string of the code, and every declared case form."""
    template = Catalog(domain=DOMAIN, project="board-game-arcade", charset="utf-8")
    root = paths.REPO_ROOT
    for filename, lineno, message, comments, context in extract_from_dir(
            root / "games", method_map=[("**.py", extract_literals)], keywords=KEYWORDS):
        if isinstance(message, tuple) and len(message) == 1:
            message = message[0]
        if not message:
            continue
        template.add(message, locations=[(f"games/{filename}", lineno)], auto_comments=comments,
                     context=context, flags=("python-format",) if "{" in str(message) else ())
    _import_everything()
    for word, cases in sorted(i18n.declared_forms().items()):
        template.add(word)
        for case in cases:
            template.add(word, context=case)
    return template


def write_template(template: Catalog) -> None:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    with open(TEMPLATE, "wb") as handle:
        write_po(handle, template, width=100, omit_header=False, sort_output=True)


def read(lang: str) -> Catalog:
    with open(po_path(lang), "rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def write(lang: str, catalog: Catalog) -> None:
    po_path(lang).parent.mkdir(parents=True, exist_ok=True)
    with open(po_path(lang), "wb") as handle:
        write_po(handle, catalog, width=100, sort_output=True, ignore_obsolete=True)


def update(template: Catalog) -> None:
    """Merge the template into each language's catalog (new strings come in untranslated)."""
    for lang in TRANSLATED:
        catalog = read(lang) if po_path(lang).exists() else Catalog(locale=lang, domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=True)
        write(lang, catalog)


def compiled(lang: str) -> bytes:
    """The ``.mo`` bytes the ``.po`` compiles to."""
    buffer = io.BytesIO()
    write_mo(buffer, read(lang), use_fuzzy=False)
    return buffer.getvalue()


def compile_all() -> None:
    for lang in TRANSLATED:
        mo_path(lang).write_bytes(compiled(lang))


def problems(template: Catalog | None = None) -> list[str]:
    """What is wrong with the catalogs: strings of the code without a translation, fuzzy
    entries, placeholders that differ, and ``.mo`` files older than their ``.po``."""
    template = template or extract()
    found = []
    for lang in TRANSLATED:
        if not po_path(lang).exists():
            return [f"{po_path(lang)} is missing"]
        catalog = read(lang)
        for message in template:
            if not message.id:
                continue
            entry = catalog.get(message.id, message.context)
            label = message.id if isinstance(message.id, str) else message.id[0]
            where = f"{lang}: {label!r}" + (f" ({message.context})" if message.context else "")
            if entry is None or not entry.string or (
                    isinstance(entry.string, tuple) and not all(entry.string)):
                found.append(f"{where} has no translation")
            elif entry.fuzzy:
                found.append(f"{where} is fuzzy")
            else:
                strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
                fields = i18n.fields(label)
                if any(not i18n.fields(s) <= fields | {"n"} for s in strings):
                    found.append(f"{where}: the translation names fields the text does not have")
        if not mo_path(lang).exists() or mo_path(lang).read_bytes() != compiled(lang):
            found.append(f"{mo_path(lang)} is stale: run python -m games.engine.catalogs compile")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.engine.catalogs", description=__doc__.split("\n")[0])
    parser.add_argument("step", choices=("extract", "update", "compile", "check", "all"))
    args = parser.parse_args(argv)
    if args.step in ("extract", "update", "all"):
        template = extract()
        write_template(template)
        if args.step != "extract":
            update(template)
    if args.step in ("compile", "all"):
        compile_all()
    if args.step == "check":
        found = problems()
        for line in found:
            print(line)
        print("catalogs: complete and fresh" if not found else f"catalogs: {len(found)} problems")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
