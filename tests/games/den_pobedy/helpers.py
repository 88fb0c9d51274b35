"""Hand-made positions for «День Победы» rule tests, built by folding facts."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from igroteka.domain.engine import IllegalMove, allowed, clone, fold
from igroteka.domain.games.den_pobedy import RULES
from igroteka.domain.games.den_pobedy.facts import (
    CardRef,
    CardsDrawn,
    DeckReady,
    DeckShuffled,
    HandKept,
    MainPhaseEnded,
    MatchSetUp,
    ResourcePlayed,
    ResourcesTapped,
    StarterDeckTaken,
    TurnStarted,
    UnitBuilt,
    UnitsDeployed,
)
from igroteka.domain.games.den_pobedy.state import State

SIDE_PREFIX = ("ra", "wm")  # seat 0 commands the Red Army in these positions


@dataclass
class Position:
    state: State
    board: list[list[str]]  # per seat: instance ids of the cards given as board, in order
    hand: list[list[str]]
    reserve: list[list[str]]


def position(
    board: tuple[list[str], list[str]] = ([], []),
    hand: tuple[list[str], list[str]] = ([], []),
    reserve: tuple[list[str], list[str]] = ([], []),
    deck: tuple[int, int] = (10, 10),
    active: int = 0,
    phase: str = "main",
    tapped: list[str] = (),  # labels "seat:index" of board cards to tap
    rules: Any = RULES,  # the current rules or a retired version the match was created under
) -> Position:
    """Seat 0 Red Army, seat 1 Wehrmacht; decks topped up with depot cards."""
    facts: list[Any] = [MatchSetUp(red_seat=0, first_seat=0, deck_size=45, max_redeals=3, deck_building=True)]
    refs: list[list[CardRef]] = []
    for seat in (0, 1):
        filler = [f"{SIDE_PREFIX[seat]}_depot"] * deck[seat]
        types = [*board[seat], *reserve[seat], *hand[seat], *filler]
        refs.append([CardRef(id=f"c{seat}-{i:03d}", card=t) for i, t in enumerate(types)])
        facts += [StarterDeckTaken(seat=seat, cards=types), DeckReady(seat=seat)]
    for seat in (0, 1):
        facts.append(DeckShuffled(seat=seat, size=len(refs[seat]), order=refs[seat]))
    out = Position(state=fold(rules, facts), board=[], hand=[], reserve=[])
    for seat in (0, 1):
        n_board, n_reserve, n_hand = len(board[seat]), len(reserve[seat]), len(hand[seat])
        drawn = refs[seat][: n_board + n_reserve + n_hand]
        facts.append(CardsDrawn(seat=seat, count=len(drawn), cards=drawn))
        out.board.append([r.id for r in drawn[:n_board]])
        out.reserve.append([r.id for r in drawn[n_board : n_board + n_reserve]])
        out.hand.append([r.id for r in drawn[n_board + n_reserve :]])
    facts += [HandKept(seat=0), HandKept(seat=1), TurnStarted(seat=active, turn=3)]
    for seat in (0, 1):
        for ref in refs[seat][: len(board[seat])]:
            placed = ResourcePlayed if ref.card.endswith(("_depot", "_factory", "_fuel")) else UnitBuilt
            facts.append(placed(seat=seat, card=ref))
        facts.append(UnitsDeployed(seat=seat, units=[r.id for r in refs[seat][: len(board[seat])] if not is_res(r)]))
    facts.append(TurnStarted(seat=active, turn=3))
    for seat in (0, 1):
        facts.extend(UnitBuilt(seat=seat, card=ref) for ref in refs[seat][len(board[seat]) :][: len(reserve[seat])])
    for label in tapped:
        seat, index = (int(x) for x in label.split(":"))
        facts.append(ResourcesTapped(seat=seat, cards=[out.board[seat][index]]))
    if phase == "attack":
        facts.append(MainPhaseEnded(seat=active))
    out.state = fold(rules, facts)
    return out


def is_res(ref: CardRef) -> bool:
    return ref.card.endswith(("_depot", "_factory", "_fuel"))


def act(state: State, seat: int, move: Any, seed: int = 0) -> tuple[State, list[Any]]:
    """Decide a move and fold its facts into a copy of the state."""
    facts = RULES.decide(state, seat, move, Random(seed))
    return fold(RULES, facts, clone(RULES, state)), facts


def refused(state: State, seat: int, move: Any) -> str:
    """The IllegalMove code decide raises for this move."""
    try:
        RULES.decide(state, seat, move, Random(0))
    except IllegalMove as error:
        return error.code
    raise AssertionError(f"{move!r} was accepted")


def listed(state: State, seat: int, move: Any) -> bool:
    return allowed(RULES.legal_moves(state, seat), move)


def dealt(hand0: list[str], hand1: list[str], rest: int = 20, max_redeals: int = 3) -> Position:
    """Both decks shuffled with the given seven-card hands on top: the starting-hand decision."""
    facts: list[Any] = [MatchSetUp(red_seat=0, first_seat=0, deck_size=45, max_redeals=max_redeals, deck_building=True)]
    orders = []
    for seat, hand in enumerate((hand0, hand1)):
        types = [*hand, *[f"{SIDE_PREFIX[seat]}_rifle" if seat == 0 else "wm_infantry"] * rest]
        orders.append([CardRef(id=f"c{seat}-{i:03d}", card=t) for i, t in enumerate(types)])
        facts += [StarterDeckTaken(seat=seat, cards=types), DeckReady(seat=seat)]
    for seat in (0, 1):
        facts.append(DeckShuffled(seat=seat, size=len(orders[seat]), order=orders[seat]))
    for seat in (0, 1):
        facts.append(CardsDrawn(seat=seat, count=7, cards=orders[seat][:7]))
    state = fold(RULES, facts)
    return Position(state=state, board=[[], []], hand=[list(p.hand) for p in state.players], reserve=[[], []])
