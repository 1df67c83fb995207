"""Every string the player reads goes through :func:`tr`: English text is the key.

- :func:`tr` translates a text and fills its ``{name}`` fields;
- :func:`ntr` picks the plural form for a count (Russian has three: 1 ход, 2 хода, 5 ходов);
- :class:`Noun` is a word with grammatical cases: a translation asks for a case with a format
  spec, e.g. ``"Вокруг {who:gen}"`` with ``who=Noun("Vermillion")`` gives "Вокруг Алого".
  Case names: ``nom gen dat acc ins pre``; a word may carry other forms (an adjective's
  ``acc_f``…) under names of its own. English ignores the spec.

Each module that shows text adds its Russian words with :func:`add_catalog` (plurals with
:func:`add_plurals`, case forms with :func:`add_forms`); a test checks that every literal passed
to ``tr`` has a Russian entry.
"""
from __future__ import annotations

from typing import Any

LANGUAGES = ("en", "ru")
_catalogs: dict[str, dict[str, str]] = {"en": {}, "ru": {}}
_plurals: dict[str, dict[tuple[str, str], tuple[str, ...]]] = {"en": {}, "ru": {}}
_forms: dict[str, dict[str, dict[str, str]]] = {"en": {}, "ru": {}}
_language = "en"


def add_catalog(lang: str, entries: dict[str, str]) -> None:
    """Add translations (English key -> text) for ``lang``."""
    _check(lang)
    _catalogs[lang].update(entries)


def _check(lang: str) -> None:
    if lang not in _catalogs:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")


def add_plurals(lang: str, entries: dict[tuple[str, str], tuple[str, ...]]) -> None:
    """Add plural forms: ``(English singular, English plural) -> forms`` (Russian: three)."""
    _check(lang)
    _plurals[lang].update(entries)


def add_forms(lang: str, entries: dict[str, dict[str, str]]) -> None:
    """Add case forms of words: ``English word -> {case: form}``."""
    _check(lang)
    for word, forms in entries.items():
        _forms[lang].setdefault(word, {}).update(forms)


def set_language(lang: str) -> None:
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _language = lang


def language() -> str:
    return _language


def tr(text: str, **params: Any) -> str:
    """``text`` in the current language, with ``{name}`` fields filled from ``params``."""
    translated = _catalogs[_language].get(text, text)
    return translated.format(**_plain(params)) if params else translated


def plural_index(n: int, lang: str | None = None) -> int:
    """Which plural form a count takes: English 1 → 0, else 1; Russian 1/21 → 0, 2–4/22 → 1,
    else 2 (gettext's rule for Russian)."""
    if (lang or _language) == "ru":
        n = abs(n)
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def ntr(singular: str, plural: str, n: int, **params: Any) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language; ``{n}`` and
    the other ``{name}`` fields are filled in."""
    forms = _plurals[_language].get((singular, plural), (singular, plural))
    index = min(plural_index(n), len(forms) - 1)
    return forms[index].format(n=n, **_plain(params))


class _Plain(str):
    """A text passed where a translation asks for a case (``{name:gen}``): it has no forms,
    so it stands as it is rather than failing."""

    def __format__(self, spec: str) -> str:
        return str.__format__(self, "" if spec.isalpha() or "_" in spec else spec)


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    return {k: _Plain(v) if isinstance(v, str) and not isinstance(v, _Plain) else v for k, v in params.items()}


class Noun:
    """A word that a translation may put in a grammatical case (``{who:gen}``).

    ``str()`` and an empty spec give the word translated (nominative); a spec names a form
    from :func:`add_forms`, falling back to the nominative where a language has no such form.
    """

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def form(self, case: str = "") -> str:
        if case and case != "nom":
            found = _forms[_language].get(self.key, {}).get(case)
            if found:
                return found
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


def has_translation(text: str, lang: str = "ru") -> bool:
    return text in _catalogs[lang]


def has_forms(word: str, cases: tuple[str, ...] = ("gen", "dat", "acc", "ins", "pre"),
              lang: str = "ru") -> bool:
    """Whether ``word`` has every one of ``cases`` in ``lang``."""
    return all(case in _forms[lang].get(word, {}) for case in cases)


add_catalog("ru", {
    "Board-game arcade": "Аркада настольных игр",
    "Choose a game": "Выберите игру",
    "Settings": "Настройки",
    "Help": "Помощь",
    "Quit": "Выход",
    "Back": "Назад",
    "Play": "Играть",
    "Resume": "Продолжить",
    "Resume {game}": "Продолжить: {game}",
    "Undo": "Отменить",
    "Restart": "Заново",
    "Save and quit": "Сохранить и выйти",
    "Paused": "Пауза",
    "Human": "Человек",
    "Computer": "Компьютер",
    "Player {n}": "Игрок {n}",
    "Players": "Игроки",
    "Seats": "Места",
    "Start": "Начать",
    "Language": "Язык",
    "English": "English",
    "Russian": "Русский",
    "Sound": "Звук",
    "Volume": "Громкость",
    "Mute": "Без звука",
    "Sound on": "Звук включён",
    "Sound off": "Звук выключен",
    "Full screen": "Полный экран",
    "Window": "Окно",
    "Faster animations": "Быстрые анимации",
    "On": "Вкл.",
    "Off": "Выкл.",
    "Thinking": "Думает",
    "{name} is thinking": "Думает: {name}",
    "{name} to move": "Ход: {name}",
    "{name} wins!": "Победа: {name}!",
    "Game over": "Игра окончена",
    "Draw": "Ничья",
    "Moves": "Ходы",
    "Page {n} of {total}": "Страница {n} из {total}",
    "Next": "Далее",
    "Previous": "Предыдущая",
    "Menu": "Меню",
    "New game": "Новая игра",
    "Level": "Уровень",
    "Could not load the saved game: {why}": "Не удалось загрузить сохранённую игру: {why}",
    "The damaged save was kept as {path}": "Повреждённое сохранение сохранено как {path}",
    "Illegal move: {move}": "Недопустимый ход: {move}",
    "Welcome! Pick a game to play.": "Добро пожаловать! Выберите игру.",
    "easy": "лёгкий",
    "normal": "средний",
    "hard": "сложный",
    "expert": "эксперт",
    "master": "мастер",
    "Blue": "Синий",
    "Vermillion": "Алый",
    "Green": "Зелёный",
    "Yellow": "Жёлтый",
    "Purple": "Пурпурный",
    "Help: {game}": "Помощь: {game}",
    "About the arcade": "Об аркаде",
    "Press M to mute, Esc to pause.": "M — звук, Esc — пауза.",
    "Hint": "Подсказка",
    "These choices do not make a game: {why}": "С такими настройками игру не начать: {why}",
    "Hint: {move}": "Подсказка: {move}",
    "No hint found": "Подсказка не найдена",
    "Roll": "Бросить",
    "{name}: roll the dice": "{name}: бросайте кубики",
    "{name} rolls the dice": "{name} бросает кубики",
    "The game could not be saved ({why}); it goes on.": "Игру не удалось сохранить ({why}); она продолжается.",
    "Could not show the game ({why})": "Не удалось показать игру ({why})",
    "Could not show the game ({why}); the save was kept as {path}":
        "Не удалось показать игру ({why}); сохранение отложено как {path}",
    "Could not start the game: {why}": "Не удалось начать игру: {why}",
    "There is no saved game of {game}": "Нет сохранённой игры «{game}»",
    "This is a kiosk: the language, screen and speed are locked.":
        "Это киоск: язык, экран и скорость менять нельзя.",
    "Saving is off: {why}": "Сохранение выключено: {why}",
    "Press A on your own controller to take a seat": "Нажмите A на своём геймпаде, чтобы занять место",
    "Learn": "Учиться",
    "Begin": "Начать",
    "Words": "Словами",
    "Notation": "Нотация",
    "Leave": "Выйти",
    "Step {n} of {total}": "Шаг {n} из {total}",
    "Nearly! Try the one the hand points at.": "Почти! Попробуйте то, на что показывает рука.",
    "Well done — you know the rules!": "Отлично — теперь вы знаете правила!",
    "Tap anywhere to choose a game.": "Нажмите куда угодно, чтобы выбрать игру.",
    "{game} has no lesson yet": "Для игры «{game}» пока нет урока",
    "The settings file was damaged: {why}": "Файл настроек был повреждён: {why}",
    "Something went wrong: {why}": "Что-то пошло не так: {why}",
    "Something went wrong: {why}. The game was kept as {path}":
        "Что-то пошло не так: {why}. Игра отложена как {path}",
    "the data folder cannot be used ({why}); nothing will be saved":
        "папкой данных нельзя пользоваться ({why}); ничего не будет сохраняться",
    "the data folder cannot be locked ({why}); nothing will be saved":
        "папку данных не удалось заблокировать ({why}); ничего не будет сохраняться",
    "another arcade is using the data folder; this one will not save":
        "папкой данных пользуется другая аркада; эта не будет сохранять игры",
})


def _adjective_noun(stem: str, soft: bool = False) -> dict[str, str]:
    """Case forms of a colour used as a seat's name (a masculine adjective: Алый → Алого)."""
    if soft:  # Синий: a soft stem
        return {"gen": stem + "его", "dat": stem + "ему", "acc": stem + "его", "ins": stem + "им",
                "pre": stem + "ем"}
    return {"gen": stem + "ого", "dat": stem + "ому", "acc": stem + "ого", "ins": stem + "ым",
            "pre": stem + "ом"}


def _plural_adjective_noun(stem: str) -> dict[str, str]:
    """Case forms of a side named by a plural adjective (Белые → Белых)."""
    return {"gen": stem + "ых", "dat": stem + "ым", "acc": stem + "ых", "ins": stem + "ыми",
            "pre": stem + "ых"}


add_forms("ru", {
    "Blue": _adjective_noun("Син", soft=True),
    "Vermillion": _adjective_noun("Ал"),
    "Green": _adjective_noun("Зелён"),
    "Yellow": _adjective_noun("Жёлт"),
    "Purple": _adjective_noun("Пурпурн"),
    "White": _plural_adjective_noun("Бел"),
    "Black": _plural_adjective_noun("Чёрн"),
})
