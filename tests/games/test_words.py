"""Every game's words (domain/games/<id>/words.py) over random legal play, in Russian and English:
each fact a viewer receives is a sentence and each legal move a label, none showing a developer term
(a snake_case code, an instance or catalogue id, a format field left over), and no move that
destroys, discards or gives up something of the mover's, or commits an empty placement, goes
unflagged (the predicates below read it from the state before and after the move)."""

from __future__ import annotations

import re
from collections.abc import Callable
from random import Random
from typing import Any

import msgspec
import pytest

from igroteka.domain.engine import Auditor, MoveForm, Pick, Reading, Seat, Spectator, concrete, fold
from igroteka.domain.games import GAMES
from igroteka.projections.words import WORDS, problem_detail
from tests.api.scenarios import scenarios
from tests.harness import viewers

SEEDS = range(3)
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
ID_SHAPES = re.compile(r"\b(?:[a-z]{1,4}\d+[a-z]?(?:-\d+)?|[A-Z]{2,3}\d+)\b")


def content_ids(game: str) -> set[str]:
    """Every id and card id of the game's catalogue: none of them is a word for people."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("id", "card", "kind", "shape") and isinstance(item, str) and len(item) > 1:
                    found.add(item)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(msgspec.to_builtins(GAMES[game].content()))
    return found


def developer_terms(text: str, ids: set[str]) -> list[str]:
    """The developer terms a sentence shows: snake_case codes, instance ids, catalogue ids, fields."""
    terms = SNAKE.findall(text) + ID_SHAPES.findall(text)
    terms += [word for word in re.findall(r"[\w-]+", text) if word in ids and not word.isalpha()]
    terms += [word for word in re.findall(r"[\w-]+", text) if word in ids and "_" in word]
    if "{" in text or "}" in text or "None" in text:
        terms.append(text)
    return terms


def owned_pyatiletka(state: Any, seat: int) -> set[str]:
    player = state.players[seat]
    return {*player.plans, *player.played}


def kept_pyatiletka(state: Any, seat: int) -> set[str]:
    player = state.players[seat]
    return {*player.plans, *player.played, *player.completed}


def owned_zavody(state: Any, seat: int) -> set[str]:
    tiles = {placed.tile for placed in state.players[seat].grid if placed is not None}
    pending = state.pending
    return tiles | ({pending.displaced} if pending is not None and pending.displaced else set())


def owned_hexes(state: Any, seat: int) -> int:
    return sum(1 for h in state.hexes if h.owner == seat)


Costly = Callable[[Any, Any, int, Any, list[Any]], str | None]


def costly_pobeda(before: Any, after: Any, seat: int, move: Any, facts: list[Any]) -> str | None:
    """A card left the hand for the discard pile and no chip moved: discarded for nothing."""
    return "discards_own" if before.chips == after.chips and len(after.discard) > len(before.discard) else None


def costly_pyatiletka(before: Any, after: Any, seat: int, move: Any, facts: list[Any]) -> str | None:
    """A personal plan or an enterprise of the mover's gone, neither fulfilled nor kept."""
    lost = owned_pyatiletka(before, seat) - kept_pyatiletka(after, seat)
    return "lost" if lost else None


def costly_zavody(before: Any, after: Any, seat: int, move: Any, facts: list[Any]) -> str | None:
    """A tile of the mover's gone from its workshops; a placement committed with none of the
    mover's free workers placed."""
    from igroteka.domain.games.zavody.effects import workers_to_place
    from igroteka.domain.games.zavody.facts import PlacementChosen

    if owned_zavody(before, seat) - owned_zavody(after, seat):
        return "discards_own"
    chosen = [f for f in facts if isinstance(f, PlacementChosen) and f.seat == seat]
    if chosen and not chosen[0].placement and workers_to_place(before, seat) > 0:
        return "empty_commit"
    return None


def costly_den_pobedy(before: Any, after: Any, seat: int, move: Any, facts: list[Any]) -> str | None:
    """The mover's hand gone back into the deck."""
    from igroteka.domain.games.den_pobedy.facts import HandReturned

    return "discards_own" if any(isinstance(f, HandReturned) and f.seat == seat for f in facts) else None


def costly_ecologic(before: Any, after: Any, seat: int, move: Any, facts: list[Any]) -> str | None:
    """Fewer objects of the mover's on the map by its own step; coins of the mover's given away."""
    from igroteka.domain.games.ecologic.facts import CoinsTransferred

    if any(isinstance(f, CoinsTransferred) and f.seat == seat for f in facts):
        return "gives_up"
    return "destroys_own" if owned_hexes(after, seat) < owned_hexes(before, seat) else None


COSTLY: dict[str, Costly] = {
    "pobeda": costly_pobeda,
    "pyatiletka": costly_pyatiletka,
    "zavody": costly_zavody,
    "den_pobedy": costly_den_pobedy,
    "ecologic": costly_ecologic,
}
SEATS = {"pobeda": 3, "pyatiletka": 3, "zavody": 3, "den_pobedy": 2, "ecologic": 3}


def names(seats: int) -> tuple[str, ...]:
    return tuple(f"Игрок{chr(0x410 + n)}" for n in range(seats))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_words_of_random_play_are_sentences_without_developer_terms(game: str) -> None:
    """Random matches: every label and sentence clean in both languages, and every move the state
    shows to have cost the mover something flagged (each game meets such a move in these matches,
    so the check is not empty)."""
    costly = sum(play_worded(game, seed) for seed in SEEDS)
    assert costly, f"{game}: no costly move met, the flags went untested"


@pytest.mark.parametrize(("game", "seats", "options"), scenarios())
def test_words_of_every_variant_are_sentences_without_developer_terms(
    game: str, seats: int, options: dict[str, Any]
) -> None:
    """The variants the API tests play (teams, «Вызов» with stars, the simplified rules, fixed decks)."""
    play_worded(game, 7, seats, msgspec.convert(options, GAMES[game].Options))


def play_worded(game: str, seed: int, seats: int = 0, options: Any = None) -> int:
    """One random match of ``game``, its words checked; how many moves cost their mover something."""
    rules, words = GAMES[game], WORDS[game]
    seats = seats or SEATS[game]
    ids = content_ids(game)
    rng = Random(seed)
    facts = list(rules.setup(options if options is not None else rules.Options(), seats, rng))
    state = fold(rules, facts)
    seen: set[str] = set()
    costly_moves = 0
    moves = 0
    while rules.outcome(state) is None and moves < 600:
        seat = rng.choice(sorted(rules.to_act(state)))
        legal = rules.legal_moves(state, seat)
        for lang in ("ru", "en"):
            read = Reading(lang=lang, viewer=Seat(seat), names=names(seats))
            for entry in legal:
                label = words.move_label(entry, state, read) if not hasattr(entry, "picks") else "form"
                assert label, f"{game}: no label for {entry!r}"
                assert not developer_terms(label, ids), f"{game}: {label!r}"
        move = concrete(rules, rng.choice(legal), rng)
        flag = words.consequence(state, seat, move)
        assert flag is None or type(move) in words.COSTLY, f"{game}: {move!r} flagged, its kind not COSTLY"
        new = rules.decide(state, seat, move, rng)
        after = fold(rules, new, rules.copy_state(state))
        costly = COSTLY[game](state, after, seat, move, new)
        assert costly is None or flag is not None, f"{game}: {move!r} costs the mover ({costly}) unflagged"
        costly_moves += costly is not None
        if flag is not None:
            assert words.WARNINGS.get(flag), f"{game}: no warning for {flag}"
        for fact in new:
            for viewer in [*viewers(seats), Auditor()]:
                redacted = rules.redact(fact, viewer)
                if redacted is None:
                    continue
                for lang in ("ru", "en"):
                    read = Reading(lang=lang, viewer=viewer, names=names(seats))
                    text = words.fact_text(redacted, after, read)
                    assert text, f"{game}: no sentence for {redacted!r}"
                    assert not developer_terms(text, ids), f"{game}: {text!r} for {redacted!r}"
                    seen.add(type(redacted).__struct_config__.tag)
        state = after
        moves += 1
    assert seen, game
    return costly_moves


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_fact_and_move_kind_has_words_in_both_languages(game: str) -> None:
    rules, words = GAMES[game], WORDS[game]
    for union, table in ((rules.Fact, words.FACTS), (rules.Move, words.MOVES)):
        for kind in union.__args__:
            tag = kind.__struct_config__.tag
            assert tag in table, f"{game}: no words for {tag}"
            ru, en = (re.sub(r"\{\w+\}|«[^»]*»", "", phrase) for phrase in table[tag])
            assert not re.search("[a-z]", ru.lower()), f"{game}: English in the Russian words {table[tag][0]!r}"
            assert not re.search("[а-яё]", en.lower()), f"{game}: Russian in the English words {table[tag][1]!r}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_refusal_and_end_reason_of_a_game_is_worded(game: str) -> None:
    """Every code a game's sources refuse with has a sentence in both languages, and so has every
    end reason: a problem's detail never falls back to the English sentence of the rules."""
    from pathlib import Path

    words = WORDS[game]
    source = "\n".join(p.read_text() for p in Path(f"domain/games/{game}").glob("*.py") if p.name != "words.py")
    codes = set(re.findall(r'(?:IllegalMove\(|refuse\(|return \(?)\s*f?"([a-z_]+)",\s*f?"', source))
    codes |= {f"not_a_{kind}" for kind in ("unit", "resource", "tactic")} if game == "den_pobedy" else set()
    missing = sorted(code for code in codes if code not in words.REFUSALS)
    assert not missing, f"{game}: refusals without words: {missing}"
    for code in codes:
        assert problem_detail(code, "x", "ru", game) == words.REFUSALS[code][0]
        assert problem_detail(code, "x", "en", game) == words.REFUSALS[code][1]


def test_the_three_consequences_seen_in_the_trial_are_flagged() -> None:
    """One click on your own «EcoLogic» building demolishes it; one on your kept «Пятилетка» plan
    discards it; «Подтвердить расстановку 0/5» commits an empty placement."""
    from igroteka.domain.games.ecologic.moves import RemoveBuilding
    from igroteka.domain.games.pyatiletka.moves import DiscardPlan
    from igroteka.domain.games.zavody.moves import CommitPlacement

    assert WORDS["ecologic"].consequence(None, 0, RemoveBuilding(hex=3)) == "destroys_own"
    assert WORDS["pyatiletka"].consequence(None, 0, DiscardPlan(plan="pl01a")) == "discards_own"
    zavody = GAMES["zavody"]
    rng = Random(1)
    state = fold(zavody, zavody.setup(zavody.Options(), 2, rng))
    while state.phase != "placement":
        seat = sorted(zavody.to_act(state))[0]
        move = concrete(zavody, zavody.legal_moves(state, seat)[0], rng)
        state = fold(zavody, zavody.decide(state, seat, move, rng), state)
    seat = sorted(zavody.to_act(state))[0]
    assert WORDS["zavody"].consequence(state, seat, CommitPlacement(targets=[])) == "empty_commit"
    read = Reading(lang="ru", viewer=Seat(seat))
    assert "ни одного рабочего" in WORDS["zavody"].WARNINGS["empty_commit"][0]
    assert WORDS["zavody"].move_label(CommitPlacement(targets=[]), state, read) == "Подтвердить расстановку: никого"


@pytest.mark.parametrize("game", ["pyatiletka", "zavody", "den_pobedy", "ecologic"])
def test_a_kind_outside_the_games_facts_and_moves_is_still_worded_field_by_field(game: str) -> None:
    """A game words a fact or a move by its type's plan, made at import for every type of its facts
    and moves modules; a kind it made none for (the engine's move form) is worded from its fields
    all the same, and as no move of the game it has no label rather than an error."""
    form = MoveForm(move="take", field="cards", picks=[Pick(value="x", most=1)], least=1, total=1)
    assert WORDS[game].move_label(form, None, Reading(lang="ru", viewer=Spectator())) is None
