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


def register_earlier_topics(*aggregates: type[Aggregate]) -> None:
    """Let each aggregate's and each of its events' earlier topic resolve to the class itself."""
    for aggregate in aggregates:
        events = (kind for kind in vars(aggregate).values() if isinstance(kind, type) and issubclass(kind, DomainEvent))
        for kind in (aggregate, *events):
            register_topic(get_topic(kind).removeprefix(PACKAGE), kind)
