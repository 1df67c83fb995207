"""The game master's words: every announcement for every seat in both languages, with the case
of each name and the form of each direction and cell kind a Russian sentence needs."""
import pytest

from games.engine import registry
from games.engine.i18n import Noun, has_translation, set_language, tr
from games.terra.help import PAGES
from games.terra.messages import DIRECTIONS, KINDS, SEAT_NAMES, SIDES, TEXTS, WAYS, render
from games.terra.rules import Carried, Escaped, Said, new_game
from games.terra.scene import _NEWS
from tests.terra_maps import EXAMPLE

# Nominative and genitive (= accusative: the names are animate) of every seat.
RUSSIAN_NAMES = {"Blue": ("Синий", "Синего"), "Vermillion": ("Алый", "Алого"),
                 "Green": ("Зелёный", "Зелёного"), "Yellow": ("Жёлтый", "Жёлтого")}
RUSSIAN_DATIVE = {"Blue": "Синему", "Vermillion": "Алому", "Green": "Зелёному", "Yellow": "Жёлтому"}

PARAMS = {"dir": "w", "way": "up", "why": "loot", "kind": "M", "cell": "c3", "n": "wall", "s": "outer", "w": "open", "e": "exit"}

ENGLISH = {
    "start": "{who} enters the labyrinth.",
    "move": "{who} moves west.",
    "river": "River! {who} is carried downstream to the mouth.",
    "hole": "{who} falls into a hole and comes out of another.",
    "cell": "{who} stands at a river mouth.",
    "walls": "Around {who}: north wall, south outer wall, west open, east exit.",
    "position": "{who} is at c3.",
    "blast_fell": "{who} blasts the west wall: it falls.",
    "blast_failed": "{who} blasts the west wall: it stands, it is unbreakable.",
    "shoot": "{who} shoots west.",
    "shot_hit": "The shot hits {who} and {next}.",
    "shot_missed": "The shot hits a wall.",
    "shot_out": "The shot flies out of the labyrinth.",
    "wounded": "{who} is wounded.",
    "healed": "{who} is healed.",
    "refilled": "{who} refills bullets and charges.",
    "treasure_found": "{who} finds the treasure!",
    "treasure_seen": "A treasure lies here, but {who} already carries one.",
    "treasure_dropped": "{who} drops the treasure.",
    "treasure_unheld": "A treasure lies here, but {who} is wounded and cannot carry it.",
    "treasure_false": "{who} carries the treasure out: it is false! It crumbles to dust.",
    "escaped": "{who} leaves the labyrinth with the treasure and wins!",
    "wait": "{who} cannot act and waits.",
    "turn_limit": "Time is up: no one found the way out. No winner.",
    "refilled_full": "{who} refills bullets and grenades.",
    "refilled_bullets": "{who} refills bullets.",
    "refilled_grenades": "{who} refills grenades.",
    "blast_stood": "{who} blasts the west wall: it stands.",
    "grenade_blast_fell": "{who} throws a grenade at the west wall: it falls.",
    "grenade_blast_failed": "{who} throws a grenade at the west wall: it stands, it is unbreakable.",
    "grenade_blast_stood": "{who} throws a grenade at the west wall: it stands.",
    "passed_blasted": "{who} passes where a wall was blasted.",
    "climb": "{who} takes the stairs up.",
    "throw": "{who} throws the boomerang west.",
    "throw_hit": "The boomerang hits {who} and {next}.",
    "boomerang_back": "The boomerang comes back to {who}.",
    "boomerang_broken": "{who}'s boomerang hits a wall and breaks.",
    "stab": "{who} stabs with the knife.",
    "looted": "{who} takes the bullets and grenades of the dead and loses the next turn.",
    "turn_lost": "{who} loses this turn.",
    "died": "{who} is killed.",
    "returned": "{who} returns to the labyrinth with a knife.",
    "eaten": "The bear eats {who}! They come back somewhere else.",
    "bear_killed": "{who} kills the bear!",
    "bear_near": "{who} hears the bear nearby.",
    "banked": "{who} carries the treasure out and banks it.",
    "banked_last": "{who} carries out the last treasure and wins!",
    "reentered": "{who} steps back into the labyrinth.",
}

RUSSIAN = {
    "start": "{nom} входит в лабиринт.",
    "move": "{nom} идёт на запад.",
    "river": "Река! {acc} уносит течением в устье.",
    "hole": "{nom} проваливается в дырку и вылезает из другой.",
    "cell": "{nom} стоит в устье реки.",
    "walls": "Вокруг {gen}: на севере стена, на юге внешняя стена, на западе проход, на востоке выход.",
    "position": "{nom} на клетке c3.",
    "blast_fell": "{nom} взрывает западную стену, и она рушится.",
    "blast_failed": "{nom} взрывает западную стену, но стена не поддаётся: она неразрушима.",
    "shoot": "{nom} стреляет на запад.",
    "shot_hit": "Пуля попадает в {acc} и {next_acc}.",
    "shot_missed": "Пуля попадает в стену.",
    "shot_out": "Пуля вылетает из лабиринта.",
    "wounded": "{nom} ранен.",
    "healed": "{nom} вылечен.",
    "refilled": "{nom} пополняет патроны и заряды.",
    "treasure_found": "{nom} находит клад!",
    "treasure_seen": "Здесь лежит клад, но {nom} уже несёт другой.",
    "treasure_dropped": "{nom} роняет клад.",
    "treasure_unheld": "Здесь лежит клад, но {nom} ранен и не может его нести.",
    "treasure_false": "{nom} выносит клад, но он ложный и рассыпается в прах!",
    "escaped": "{nom} выходит из лабиринта с кладом и побеждает!",
    "wait": "{nom} не может ничего сделать и ждёт.",
    "turn_limit": "Время вышло: никто не нашёл выхода. Победителя нет.",
    "refilled_full": "{nom} пополняет патроны и гранаты.",
    "refilled_bullets": "{nom} пополняет патроны.",
    "refilled_grenades": "{nom} пополняет гранаты.",
    "blast_stood": "{nom} взрывает западную стену, но она стоит.",
    "grenade_blast_fell": "{nom} бросает гранату в западную стену, и она рушится.",
    "grenade_blast_failed": "{nom} бросает гранату в западную стену, но стена не поддаётся: она неразрушима.",
    "grenade_blast_stood": "{nom} бросает гранату в западную стену, но она стоит.",
    "passed_blasted": "{nom} проходит там, где взорвали стену.",
    "climb": "{nom} идёт по лестнице вверх.",
    "throw": "{nom} бросает бумеранг на запад.",
    "throw_hit": "Бумеранг попадает в {acc} и {next_acc}.",
    "boomerang_back": "Бумеранг возвращается к {dat}.",
    "boomerang_broken": "Бумеранг {gen} ударяется о стену и ломается.",
    "stab": "{nom} бьёт ножом.",
    "looted": "{nom} забирает патроны и гранаты убитого и пропускает следующий ход.",
    "turn_lost": "{nom} пропускает ход.",
    "died": "{nom} убит.",
    "returned": "{nom} возвращается в лабиринт с ножом.",
    "eaten": "Медведь съедает {acc}! Он возвращается в другом месте.",
    "bear_killed": "{nom} убивает медведя!",
    "bear_near": "{nom} слышит рядом медведя.",
    "banked": "{nom} выносит клад и прячет его в надёжном месте.",
    "banked_last": "{nom} выносит последний клад и побеждает!",
    "reentered": "{nom} возвращается в лабиринт через выход.",
}


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language("en")


def test_the_tables_cover_every_announcement():
    assert set(ENGLISH) == set(TEXTS) == set(RUSSIAN)


@pytest.mark.parametrize("key", sorted(TEXTS))
@pytest.mark.parametrize("seat", range(len(SEAT_NAMES)))
def test_every_announcement_for_every_seat_in_both_languages(key, seat):
    other = (seat + 1) % len(SEAT_NAMES)
    params = dict(PARAMS, who=seat, victims=(seat, other))
    name, following = SEAT_NAMES[seat], SEAT_NAMES[other]
    (nom, gen), (_, next_gen) = RUSSIAN_NAMES[name], RUSSIAN_NAMES[following]
    assert render(key, params, "en") == ENGLISH[key].format(who=name, next=following)
    assert render(key, params, "ru") == RUSSIAN[key].format(nom=nom, gen=gen, acc=gen, next_acc=next_gen,
                                                                dat=RUSSIAN_DATIVE[name])


def test_the_current_language_is_the_default_and_stays_as_it_was(russian):
    assert render("walls", dict(PARAMS, who=1)).startswith("Вокруг Алого:")
    assert render("walls", dict(PARAMS, who=1), "en").startswith("Around Vermillion:")
    assert render("start", {"who": 2}) == "Зелёный входит в лабиринт."


def test_directions_take_the_form_each_sentence_needs():
    got = {d: (render("move", {"who": 0, "dir": d}, "ru"), render("blast_fell", {"who": 0, "dir": d}, "ru"))
           for d in "nswe"}
    assert got == {
        "n": ("Синий идёт на север.", "Синий взрывает северную стену, и она рушится."),
        "s": ("Синий идёт на юг.", "Синий взрывает южную стену, и она рушится."),
        "w": ("Синий идёт на запад.", "Синий взрывает западную стену, и она рушится."),
        "e": ("Синий идёт на восток.", "Синий взрывает восточную стену, и она рушится."),
    }


def test_every_cell_kind_is_named_with_its_preposition():
    got = [(render("cell", {"who": 0, "kind": k}, "en"), render("cell", {"who": 0, "kind": k}, "ru")) for k in ".AHOMS"]
    assert got == [("Blue stands on empty ground.", "Синий стоит на пустой клетке."),
                   ("Blue stands in an arsenal.", "Синий стоит в арсенале."),
                   ("Blue stands in a hospital.", "Синий стоит в больнице."),
                   ("Blue stands in a hole.", "Синий стоит в дырке."),
                   ("Blue stands at a river mouth.", "Синий стоит в устье реки."),
                   ("Blue stands on the stairs.", "Синий стоит на лестнице.")]


def test_any_seat_name_with_case_forms_is_declined():
    assert render("walls", dict(PARAMS, who=1), "ru", names=("Blue", "Purple")).startswith("Вокруг Пурпурного:")
    assert render("shot_hit", {"victims": (0, 1, 2)}, "ru") == "Пуля попадает в Синего, Алого и Зелёного."
    assert render("shot_hit", {"victims": (0, 1, 2)}, "en") == "The shot hits Blue, Vermillion and Green."


def test_every_word_of_the_game_master_has_russian():
    words = [*TEXTS.values(), *DIRECTIONS.values(), *KINDS.values(), *SIDES.values(), *WAYS.values()]
    assert all(has_translation(w) for w in words)


def test_a_played_report_reads_in_the_case_it_needs():
    state = new_game(players=2, maze=EXAMPLE)
    state.play("start b3")
    said = [e for e in state.play("start a1") if isinstance(e, Said)]  # Vermillion, into the river
    assert [s.text("ru") for s in said[:2]] == ["Алый входит в лабиринт.", "Река! Алого уносит течением в устье."]
    assert said[-1].text("ru").startswith("Вокруг Алого:")


def test_the_scene_news_and_hand_over_decline_the_seat_name(russian):
    registry.discover()
    assert tr(_NEWS[Carried], name=Noun("Vermillion")) == "Река! Алого уносит течением"
    assert tr(_NEWS[Escaped], name=Noun("Green")) == "Зелёный выходит с кладом!"
    assert tr("Pass to {name} — tap when ready", name=Noun("Yellow")).startswith("Передайте экран Жёлтому")
    assert tr("{name}'s notebook", name=Noun("Blue")) == "Блокнот Синего"


def test_game_master_help_and_scene_use_the_originals_words(russian):
    said = " ".join(render(k, dict(PARAMS, who=0, victims=(0,), kind=kind)) for k in TEXTS for kind in ".AHOM")
    shown = " ".join(tr(t) for page in PAGES for t in page[:2]) + " ".join(tr(t, name=Noun("Blue")) for t in _NEWS.values())
    for words in (said, shown):
        assert all(w in words for w in ("дырк", "больниц", "арсенал", "рек", "усть", "клад"))
        assert not any(w in words.lower() for w in ("дыра", "дыру", "яма", "ямы", "госпитал", "сокровищ"))
