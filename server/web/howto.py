"""How to play each game: a short page per game and language, written by us from the game's
RULES.md, served at ``/how-to-play/{game}`` in the reader's language (``?lang=ru|en``, else
``Accept-Language``, else English). Each page's body lives in ``howto/<game>.<lang>.html``; this
module wraps it in the page every one shares (the web client's stylesheet and Content Security
Policy, a link back to the lobby and to the other language)."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from litestar import Request, Response, get
from litestar.params import FromPath, FromQuery

from igroteka.domain.errors import NotFound
from igroteka.domain.games import GAME_IDS
from igroteka.projections.notes import Lang
from igroteka.projections.words import reader_language

PAGES = Path(__file__).parent / "howto"

WORDS: dict[Lang, dict[str, str]] = {
    "ru": {"app": "Игротека", "lobby": "Лобби", "title": "Как играть", "other": "English", "play": "Играть"},
    "en": {"app": "Igroteka", "lobby": "Lobby", "title": "How to play", "other": "Русский", "play": "Play"},
}


def page(game: str, lang: Lang) -> str:
    """The whole page of ``game`` in ``lang``: the shared frame around the game's own body."""
    words = WORDS[lang]
    other: Lang = "en" if lang == "ru" else "ru"
    body = (PAGES / f"{game}.{lang}.html").read_text(encoding="utf-8")
    heading = body.split("<h1>", 1)[1].split("</h1>", 1)[0]
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{heading} — {words["app"]}</title>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/style.css">
</head>
<body>
<header class="top">
<a class="brand" href="/#/">{words["app"]}</a>
<nav aria-label="{words["title"]}">
<a href="/#/lobby/open/{game}">{words["lobby"]}</a>
<a href="/how-to-play/{game}?lang={other}" lang="{other}" hreflang="{other}">{words["other"]}</a>
</nav>
</header>
<main class="how-to-play" data-game="{escape(game)}">
{body}
<p><a class="play" href="/#/lobby/open/{game}">{words["play"]}</a></p>
</main>
</body>
</html>
"""


@get("/how-to-play/{game:str}", include_in_schema=False, media_type="text/html")
async def how_to_play(
    request: Request[Any, Any, Any], game: FromPath[str], lang: FromQuery[str | None] = None
) -> Response[str]:
    """The game's how-to-play page in the reader's language."""
    if game not in GAME_IDS:
        raise NotFound("game_not_found", f"No game {game!r}; see /api/v1/games.")
    chosen = reader_language(request.headers, lang)
    return Response(
        page(game, chosen),
        headers={"Content-Language": chosen, "Vary": "Accept-Language"},
    )
