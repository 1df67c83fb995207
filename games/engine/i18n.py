"""Every string the player reads goes through :func:`tr`: English text is the key.

- :func:`tr` translates a text and fills its ``{name}`` fields;
- :func:`ntr` picks the plural form for a count (Russian has three: 1 ход, 2 хода, 5 ходов);
- :func:`N_` marks a text that is translated later (a title, a label, a help page): it returns
  the text as it is, and the catalog tools find it;
- :class:`Noun` is a word with grammatical cases: a translation asks for a case with a format
  spec, e.g. ``"Вокруг {who:gen}"`` with ``who=Noun("Vermillion")`` gives "Вокруг Алого".
  Case names: ``nom gen dat acc ins pre``; a word may carry other forms (an adjective's
  ``acc_f``…) under names of its own. A module names the words it declines with
  :func:`declare_forms`; each form is a catalog entry with the case as its context.

The translations are gettext catalogs: ``locale/<lang>/LC_MESSAGES/arcade.po`` is the source
of truth and the compiled ``arcade.mo`` beside it is what the arcade loads, with nothing but the
standard library's :mod:`gettext`. :mod:`games.engine.catalogs` extracts the strings, merges
and compiles the catalogs; ``python -m games.engine.check`` says whether the catalogs are
complete and fresh and whether every text fits its box. This module is the lowest floor of the
arcade: it imports nothing of the arcade's but :mod:`games.engine.paths`.
"""
from __future__ import annotations

import gettext
import string
from pathlib import Path
from typing import Any, Mapping

from games.engine import paths

LANGUAGES = ("en", "ru")
DOMAIN = "arcade"
LOCALE = paths.LOCALE
CASES = ("gen", "dat", "acc", "ins", "pre")
"""The cases a declined word has unless it declares others (the nominative is the word)."""

_language = "en"
_translations: dict[str, gettext.NullTranslations] = {}
_probes: dict[str, gettext.NullTranslations] = {}
_declared: dict[str, tuple[str, ...]] = {}
_english: dict[str, dict[str, str]] = {}


class _Missing(gettext.NullTranslations):
    """The last fallback of a probe catalog: it raises where a text has no entry, so an
    entry that happens to equal its English text still counts as translated."""

    def gettext(self, message: str) -> str:
        raise LookupError(message)

    def pgettext(self, context: str, message: str) -> str:
        raise LookupError(message)


def _check(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")


def mo_path(lang: str) -> Path:
    """Where the compiled catalog of ``lang`` lies."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _open(lang: str) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    try:
        with open(mo_path(lang), "rb") as handle:
            return gettext.GNUTranslations(handle)
    except OSError:
        # A missing catalog is a packaging fault the tests catch; the arcade still runs, in English.
        return gettext.NullTranslations()


def translations(lang: str | None = None) -> gettext.NullTranslations:
    """The loaded catalog of ``lang`` (default: the current language)."""
    lang = lang or _language
    _check(lang)
    if lang not in _translations:
        _translations[lang] = _open(lang)
    return _translations[lang]


def _probe(lang: str) -> gettext.NullTranslations:
    if lang not in _probes:
        probe = _open(lang)
        probe.add_fallback(_Missing())
        _probes[lang] = probe
    return _probes[lang]


def reload() -> None:
    """Forget the loaded catalogs (after the ``.mo`` files or :data:`LOCALE` changed)."""
    _translations.clear()
    _probes.clear()


def set_language(lang: str) -> None:
    global _language
    _check(lang)
    _language = lang


def language() -> str:
    return _language


def N_(text: str) -> str:
    """``text`` unchanged: marks it for the catalogs, to be passed to :func:`tr` later."""
    return text


def tr(text: str, **params: Any) -> str:
    """``text`` in the current language, with ``{name}`` fields filled from ``params``."""
    translated = translations().gettext(text)
    return translated.format(**_plain(params)) if params else translated


def ntr(singular: str, plural: str, n: int, **params: Any) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language; ``{n}`` and
    the other ``{name}`` fields are filled in."""
    return translations().ngettext(singular, plural, n).format(n=n, **_plain(params))


def fields(text: str) -> set[str]:
    """The names of the ``{name}`` fields of a text (``{who:gen}`` names ``who``)."""
    names = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name:
            names.add(name.split(".")[0].split("[")[0])
    return names


class _Plain(str):
    """A text passed where a translation asks for a case (``{name:gen}``): it has no forms,
    so it stands as it is rather than failing."""

    def __format__(self, spec: str) -> str:
        return str.__format__(self, "" if spec.isalpha() or "_" in spec else spec)


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    return {k: _Plain(v) if isinstance(v, str) and not isinstance(v, _Plain) else v for k, v in params.items()}


def declare_forms(*words: str, cases: tuple[str, ...] = CASES) -> None:
    """Say that ``words`` are declined: each has the forms ``cases`` in the catalogs (entries
    with the case as context); the catalog tools ask translators for every one."""
    for word in words:
        known = _declared.get(word, ())
        _declared[word] = known + tuple(case for case in cases if case not in known)


def declared_forms() -> dict[str, tuple[str, ...]]:
    """Every declined word and the forms it has."""
    return dict(_declared)


def english_forms(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Forms of English words that differ from the word (``"hole" -> {"loc": "in a hole"}``):
    English is the language of the code, so its forms are written here, not in a catalog."""
    for word, forms in entries.items():
        _english.setdefault(word, {}).update(forms)


class Noun:
    """A word that a translation may put in a grammatical case (``{who:gen}``).

    ``str()`` and an empty spec give the word translated (nominative); a spec names a form
    from the catalogs, falling back to the nominative where a language has no such form.
    """

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def form(self, case: str = "") -> str:
        if case and case != "nom":
            if _language == "en":
                found = _english.get(self.key, {}).get(case)
                if found:
                    return found
            else:
                try:
                    return _probe(_language).pgettext(case, self.key)
                except LookupError:
                    pass
        return tr(self.key)

    def __format__(self, spec: str) -> str:
        return self.form(spec)

    def __str__(self) -> str:
        return self.form()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Noun) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Noun({self.key!r})"


class Name(Noun):
    """A person's given name (a named player's): the very same in every case and language.

    A program guessing the declension of any name people type would get many wrong; a
    Russian speaker expects a given name in a program's interface to stand unchanged
    ("Ход: Аня", "Вокруг Аня" reads as a label, not a mistake), so every form is the name."""

    __slots__ = ()

    def form(self, case: str = "") -> str:
        return self.key

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Name) and other.key == self.key

    def __hash__(self) -> int:
        return hash(("name", self.key))

    def __repr__(self) -> str:
        return f"Name({self.key!r})"


def has_translation(text: str, lang: str = "ru") -> bool:
    """Whether the catalog of ``lang`` has an entry for ``text`` (English has every text)."""
    _check(lang)
    if lang == "en":
        return True
    try:
        _probe(lang).gettext(text)
    except LookupError:
        return False
    return True


def has_forms(word: str, cases: tuple[str, ...] = CASES, lang: str = "ru") -> bool:
    """Whether ``word`` has every one of ``cases`` in ``lang``."""
    _check(lang)
    try:
        for case in cases:
            _probe(lang).pgettext(case, word)
    except LookupError:
        return False
    return True


declare_forms("Blue", "Vermillion", "Green", "Yellow", "Purple", "White", "Black")

