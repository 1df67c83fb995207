"""Every string the player reads goes through :func:`tr`: English text is the key.

Each module that shows text adds its Russian words with :func:`add_catalog`; a test checks that
every literal passed to ``tr`` has a Russian entry.
"""
from __future__ import annotations

from typing import Any

LANGUAGES = ("en", "ru")
_catalogs: dict[str, dict[str, str]] = {"en": {}, "ru": {}}
_language = "en"


def add_catalog(lang: str, entries: dict[str, str]) -> None:
    """Add translations (English key -> text) for ``lang``."""
    if lang not in _catalogs:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _catalogs[lang].update(entries)


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
    return translated.format(**params) if params else translated


def has_translation(text: str, lang: str = "ru") -> bool:
    return text in _catalogs[lang]


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
    "Previous": "Назад",
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
})
