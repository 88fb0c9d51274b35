"""Each game's default action on a time-out (issue 14; section 20 of every RULES.md): what a seat whose
clock ran out does under ``on_timeout: "default"``. Seeded random matches check, at every decision,
that the default is a legal move and the first forgoing kind the game names whenever one is legal;
a match in which every decision is the default still ends."""

from __future__ import annotations

from random import Random
from typing import Any

from igroteka.domain.engine import MoveForm, Rules, concrete, fold
from igroteka.domain.games import GAMES
from igroteka.domain.games.den_pobedy import moves as dp
from igroteka.domain.games.ecologic import moves as el
from igroteka.domain.games.pobeda import moves as pb
from igroteka.domain.games.pyatiletka import moves as py
from igroteka.domain.games.zavody import moves as zv
from igroteka.domain.matches import decode_options

SEATS = {"pobeda": 2, "pyatiletka": 3, "zavody": 2, "den_pobedy": 2, "ecologic": 3}


def check_defaults(game: str, prefer: tuple[type, ...], never: tuple[type, ...] = (), matches: int = 12) -> None:
    """Random matches (a third of the decisions the default, the rest random): every default is legal,
    of the first kind in ``prefer`` that is legal, never of a kind in ``never`` while another move is
    legal; then a match of defaults only ends."""
    rules = GAMES[game]
    for seed in range(matches):
        rng = Random(seed)
        state = new_state(rules, rng)
        for _ in range(5000):
            if rules.outcome(state) is not None:
                break
            seat = rng.choice(sorted(rules.to_act(state)))
            legal = rules.legal_moves(state, seat)
            default = rules.default_move(state, seat)
            assert default in legal and not isinstance(default, MoveForm), (game, seed, default)
            wanted = next((kind for kind in prefer if any(isinstance(m, kind) for m in legal)), None)
            if wanted is not None:
                assert isinstance(default, wanted), (game, seed, default, legal)
            if any(not isinstance(m, (*never, MoveForm)) for m in legal):
                assert not isinstance(default, never), (game, seed, default)
            move = default if rng.random() < 1 / 3 else concrete(rules, rng.choice(legal), rng)
            state = fold(rules, rules.decide(state, seat, move, rng), state)
        assert rules.outcome(state) is not None, (game, seed)
    assert defaults_only_end(rules, Random(99))


def new_state(rules: Rules[Any], rng: Random) -> Any:
    return fold(rules, rules.setup(decode_options(rules, {}), SEATS[rules.id], rng))


def defaults_only_end(rules: Rules[Any], rng: Random) -> bool:
    state = new_state(rules, rng)
    for _ in range(5000):
        if rules.outcome(state) is not None:
            return True
        seat = min(rules.to_act(state))
        state = fold(rules, rules.decide(state, seat, rules.default_move(state, seat), rng), state)
    return False


def test_pb_20_1_a_timed_out_seat_plays_an_event_card_and_keeps_its_specials() -> None:
    check_defaults("pobeda", (pb.DiscardDeadCard, pb.PlayEvent), never=())


def test_py_20_1_a_timed_out_seat_forgoes_what_it_may_and_else_takes_a_character() -> None:
    prefer = (py.SkipAbility, py.DeclineOrder, py.EndTurn, py.TakePlanFromDeck, py.KeepPlan, py.TakeCharacter)
    check_defaults("pyatiletka", prefer, never=(py.RedrawPlans, py.CompletePlan))


def test_zv_20_1_a_timed_out_seat_leaves_undone_what_it_may() -> None:
    prefer = (
        zv.EndOptimisation,
        zv.CommitPlacement,
        zv.SkipPurchase,
        zv.DiscardDisplaced,
        zv.SkipBonusPoster,
        zv.EndCubeMoves,
    )
    check_defaults("zavody", prefer, never=(zv.BuyTile, zv.MoveCube, zv.RotateTile, zv.MoveTile, zv.SwapTiles))
    placement = zv.CommitPlacement()  # the only placement listed as a move: no worker at all
    assert all(m == placement for m in GAMES["zavody"].legal_moves(placing(), 0) if isinstance(m, zv.CommitPlacement))


def placing() -> Any:
    """A «Заводы» table in its placement phase, reached by default moves."""
    rules, rng = GAMES["zavody"], Random(3)
    state = new_state(rules, rng)
    while not any(isinstance(m, MoveForm) for m in rules.legal_moves(state, 0)):
        seat = min(rules.to_act(state))
        state = fold(rules, rules.decide(state, seat, rules.default_move(state, seat), rng), state)
    return state


def test_dp_20_1_a_timed_out_side_builds_attacks_and_supports_nothing() -> None:
    prefer = (dp.UseStarterDeck, dp.KeepHand, dp.NoBlock, dp.Pass, dp.EndPhase, dp.EndTurn)
    never = (dp.Build, dp.Attack, dp.Strike, dp.Support, dp.Block, dp.PlayTactic, dp.Redeal, dp.SubmitDeck)
    check_defaults("den_pobedy", prefer, never)


def test_el_20_1_a_timed_out_seat_keeps_what_it_won_and_passes() -> None:
    never = (el.Raise, el.Veto, el.Transfer, el.RemoveBuilding, el.RemoveInitiative)
    check_defaults("ecologic", (el.Keep, el.Pass), never)
