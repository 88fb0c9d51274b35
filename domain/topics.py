"""The topics stored events were written with before the packages moved under ``igroteka``.

A stored event names its class by topic, ``module:qualname``. Until the install stopped claiming the
top-level names ``server``, ``domain`` and ``projections`` (README, "Installed names"), a match's
events were stored as ``domain.match:Match.MovePlayed`` and its aggregate as ``domain.match:Match``;
they are ``igroteka.domain.match:…`` now. Each earlier topic resolves to the same class, so a store
written before the move reads unchanged, and new events carry the new topics.
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate, DomainEvent
from eventsourcing.utils import get_topic, register_topic

PACKAGE = "igroteka."


def events_of(aggregate: type[Aggregate]) -> list[type[DomainEvent]]:
    """The aggregate's event classes."""
    return [kind for kind in vars(aggregate).values() if isinstance(kind, type) and issubclass(kind, DomainEvent)]


def register_earlier_topics(*aggregates: type[Aggregate]) -> None:
    """Let each aggregate's and each of its events' earlier topic resolve to the class itself."""
    for aggregate in aggregates:
        for kind in (aggregate, *events_of(aggregate)):
            register_topic(get_topic(kind).removeprefix(PACKAGE), kind)


def event_topics(aggregate: type[Aggregate]) -> frozenset[str]:
    """Every topic an event of the aggregate is stored under, the earlier ones included."""
    topics = [get_topic(kind) for kind in events_of(aggregate)]
    return frozenset(topics + [topic.removeprefix(PACKAGE) for topic in topics])
