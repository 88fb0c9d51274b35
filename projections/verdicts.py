"""The record verifier's words: each kind of recorded event and each of its fields named in a
sentence, in Russian and English, and seats counted from 1 as people count them (a record, like a
request, numbers them from 0)."""

from __future__ import annotations

import msgspec

from igroteka.domain.entries import (
    TAKEBACK_CANCELLED,
    TAKEBACK_CONSENTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
    TAKEN_BACK,
)


class Said(msgspec.Struct, frozen=True):
    """A verifier's sentence in Russian and in English; a seat in it is counted from 1, as people
    count seats (a record numbers them from 0)."""

    ru: str
    en: str


# Each kind of recorded event, named in a sentence.
KIND_WORDS: dict[str, tuple[str, str]] = {
    "created": ("создание партии", "the match's creation"),
    "seat_claimed": ("занятие места", "a seat claimed"),
    "started": ("начало партии", "the start"),
    "move": ("ход", "a move"),
    "resigned": ("сдача", "a resignation"),
    "cancelled": ("отмена партии", "the cancellation"),
    "expired": ("снятие партии", "the expiry"),
    "autoplay_on": ("передача места боту", "a seat handed to a bot"),
    "autoplay_off": ("возврат места от бота", "a seat taken back from a bot"),
    "claim_removed": ("освобождение места", "a seat freed"),
    "time_control": ("часы партии", "the clock's setting"),
    "timed_out": ("истечение времени", "a time-out"),
    "abandonment": ("правило об ушедших игроках", "the abandonment option"),
    "abandoned": ("уход игрока", "an abandonment"),
    "spectator_delay": ("задержка для зрителей", "the spectators' delay"),
    TAKEBACK_REQUESTED: ("просьба вернуть ход", "a takeback request"),
    TAKEBACK_CONSENTED: ("согласие вернуть ход", "a consent to a takeback"),
    TAKEBACK_DECLINED: ("отказ вернуть ход", "a takeback declined"),
    TAKEBACK_CANCELLED: ("отзыв просьбы вернуть ход", "a takeback request withdrawn"),
    TAKEN_BACK: ("возврат хода", "a move taken back"),
}

# Each field of a recorded event, named in a sentence.
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "seat": ("место", "seat"),
    "move_id": ("номер хода, присланный игроком", "the move's id"),
    "move": ("ход", "move"),
    "facts": ("факты", "facts"),
    "name": ("имя", "name"),
    "outcome": ("итог", "outcome"),
    "level": ("уровень бота", "bot's level"),
    "control": ("часы", "clock"),
    "lost": ("поражение", "loss"),
    "takeback": ("возвращаемый ход", "move taken back"),
    "consenters": ("спрошенные о согласии", "seats asked to consent"),
    "policy": ("правило об ушедших игроках", "abandonment option"),
    "delay": ("задержка для зрителей", "spectators' delay"),
}


def kind_words(kind: str) -> Said:
    """A kind of event in words; a kind no record holds (a tampered one) as it stands."""
    ru, en = KIND_WORDS.get(kind, (f"событие «{kind}»", f"an event «{kind}»"))
    return Said(ru, en)


def seat_words(seat: int | None) -> Said:
    """A seat as people count it, from 1."""
    return Said("без места", "no seat") if seat is None else Said(f"место {seat + 1}", f"seat {seat + 1}")


def seat_number(seat: int | None) -> str:
    return "—" if seat is None else str(seat + 1)
