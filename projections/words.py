"""The server's words in the reader's language (Russian or English): the language an
``Accept-Language`` header (or a stream's ``lang``) asks for, the platform's catalogue (problems,
lifecycle steps, ends of a match), and the sentences, labels and warnings built from each game's own
catalogue (``domain/games/<id>/words.py``) where views, feeds and legal moves are built."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from types import ModuleType
from typing import Any

import msgspec

from igroteka.domain.engine import Outcome, Reading, Seat, Viewer, Words, phrase
from igroteka.domain.games import GAME_IDS
from igroteka.domain.match import Match
from igroteka.projections.feed import FACT, FINISHED, FeedItem
from igroteka.projections.notes import Lang, MoveNote, OutcomeWords
from igroteka.projections.views import View

LANGS: tuple[Lang, ...] = ("ru", "en")
DEFAULT: Lang = "en"


def language(accept: str | None, lang: str | None = None) -> Lang:
    """The language to answer in: ``lang`` when it names one we speak, else the first of
    ``Accept-Language``'s ranges (by q-value, then order) that we speak, else English."""
    if lang is not None and lang.strip().lower() in LANGS:
        return lang.strip().lower()  # type: ignore[return-value]
    ranked: list[tuple[float, int, str]] = []
    for n, part in enumerate((accept or "")[:1000].split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        primary = tag.strip().lower().split("-")[0]
        if q > 0 and primary in (*LANGS, "*"):
            ranked.append((-q, n, primary))
    for _, _, primary in sorted(ranked):
        return DEFAULT if primary == "*" else primary  # type: ignore[return-value]
    return DEFAULT


def reader_language(headers: Mapping[str, str], lang: str | None = None) -> Lang:
    """The language to answer a request or a socket in, from its headers (and a stream's ``lang``)."""
    return language(headers.get("accept-language"), lang)


def game_words(game: str) -> ModuleType:
    """The game's catalogue of words (its ``words`` module)."""
    return WORDS[game]


WORDS: dict[str, ModuleType] = {game: import_module(f"igroteka.domain.games.{game}.words") for game in GAME_IDS}

# Lifecycle steps of a feed: {who} is the seat named by the item.
LIFECYCLE: Words = {
    "seat_claimed": ("{name} садится за стол ({place}).", "{name} takes a seat ({place})."),
    "started": ("Партия началась.", "The match begins."),
    "resigned": ("{who} сдаётся.", "{who} resigns."),
    "cancelled": ("Организатор отменил партию.", "The organiser cancelled the match."),
    "expired": ("Никто не пришёл вовремя — партия снята.", "Nobody joined in time; the match is called off."),
    "autoplay_on": ("{who}: за это место играет бот.", "A bot plays for {who}."),
    "autoplay_off": ("{who} снова играет сам.", "{who} plays again in person."),
    "claim_removed": ("{who} освобождает место.", "{who} leaves the seat free."),
    "time_control": ("Партия с часами.", "The match is played on the clock."),
    "timed_out": ("{who}: время вышло.", "{who} ran out of time."),
    "abandonment": ("Ушедшего игрока заменят или засчитают поражение.", "A player who leaves is replaced or loses."),
    "abandoned": ("{who} покинул партию.", "{who} abandoned the match."),
    "spectator_delay": ("Зрители видят партию с задержкой.", "Spectators watch the match with a delay."),
    "takeback_requested": ("{who} просит вернуть ход.", "{who} asks to take back a move."),
    "takeback_consented": ("{who} согласен вернуть ход.", "{who} agrees to the takeback."),
    "takeback_declined": ("{who} отказывает в возврате хода.", "{who} declines the takeback."),
    "takeback_cancelled": ("{who} отзывает просьбу вернуть ход.", "{who} withdraws the takeback request."),
    "move_taken_back": ("{who}: ход взят назад.", "{who}'s move is taken back."),
}

# Why a match ended, when the platform ended it rather than the game.
REASONS: Words = {
    "resigned": ("соперник сдался", "the opponent resigned"),
    "timeout": ("у соперника время вышло", "the opponent ran out of time"),
    "abandoned": ("соперник покинул партию", "the opponent abandoned the match"),
}


def names_of(match: Match, lang: Lang = DEFAULT) -> tuple[str, ...]:
    return tuple("" if holder is None else shown_name(holder.name, n, lang) for n, holder in enumerate(match.holders))


def shown_name(name: str, seat: int, lang: Lang) -> str:
    """A seat's name as a sentence shows it: the name the server gives a bot it seats («bot 2»,
    counted from 1) in the reader's language, any other name as it stands."""
    if name != f"bot {seat + 1}":
        return name
    return f"Бот {seat + 1}" if lang == "ru" else f"Bot {seat + 1}"


Names = tuple[str, ...]  # the seats' names as sentences show them, in one language (``names_of``)


def reading(match: Match, viewer: Viewer, lang: Lang, names: Names | None = None) -> Reading:
    """Who reads in which language; ``names``: the match's ``names_of`` in ``lang``, if at hand."""
    return Reading(lang=lang, viewer=viewer, names=names_of(match, lang) if names is None else names)


def worded(
    match: Match, items: list[FeedItem], viewer: Viewer, lang: Lang, names: Names | None = None
) -> list[FeedItem]:
    """The feed items, each with its sentence in ``lang`` (copies: the items handed in are kept);
    ``names``: the match's ``names_of`` in ``lang``, if at hand."""
    read = reading(match, viewer, lang, names)
    return [msgspec.structs.replace(item, text=item_text(match, item, read)) for item in items]


def item_text(match: Match, item: FeedItem, read: Reading) -> str:
    """One feed item as a sentence: a game fact in the game's words, a lifecycle step, the end."""
    if item.kind == FACT:
        text = game_words(match.game).fact_text(item.body, match.state, read)
        return text if text is not None else read.tr("Ход игры.", "A step of the game.")
    if item.kind == FINISHED:
        words = outcome_words(match, finished_outcome(item.body), read)
        return f"{words.summary} ({words.reason})"
    body = msgspec.to_builtins(item.body)
    seat = body.get("seat", item.seat) if isinstance(body, dict) else item.seat
    values: dict[str, Any] = {"who": read.seat(seat) if isinstance(seat, int) else ""}
    if item.kind == "seat_claimed" and isinstance(body, dict):
        seat = body["seat"]
        values |= {
            "name": shown_name(body["name"], seat, read.lang),
            "place": read.tr(f"место {seat + 1}", f"seat {seat + 1}"),
        }
    return phrase(LIFECYCLE, item.kind, read, **values) or read.tr("Событие партии.", "A step of the match.")


def finished_outcome(body: dict[str, Any]) -> Outcome:
    """A ``finished`` item's outcome, read from its stored form without its scoring: only the
    game's own type decodes that, and the words do not tell it."""
    return msgspec.convert({**body, "scoring": None}, Outcome)


def outcome_words(match: Match, outcome: Outcome, read: Reading) -> OutcomeWords:
    """Who won, with the scores, and why the match ended."""
    winners = ", ".join(read.seat(n) for n in outcome.winners)
    scores = " : ".join(str(s) for s in outcome.scores)
    if winners:
        summary = read.tr(f"Победа: {winners}. Счёт {scores}.", f"Won by {winners}. Score {scores}.")
    else:
        summary = read.tr(f"Ничья. Счёт {scores}.", f"A draw. Score {scores}.")
    reason = phrase(REASONS, outcome.reason, read) or phrase(game_words(match.game).REASONS, outcome.reason, read)
    return OutcomeWords(summary=summary, reason=reason or read.tr("партия окончена", "the match is over"))


def envelope_words(match: Match, outcome: Outcome | None, viewer: Viewer, lang: Lang) -> OutcomeWords | None:
    return None if outcome is None else outcome_words(match, outcome, reading(match, viewer, lang))


def notes(match: Match, seat: int, moves: list[Any], lang: Lang, names: Names | None = None) -> list[MoveNote]:
    """Each of the seat's legal moves as a person reads it: a label, and the consequence of a move
    that costs the seat something it owns (``names``: the match's ``names_of`` in ``lang``, if at hand)."""
    if not moves:  # every frame but the one of the seat to act: no reader to make
        return []
    words = game_words(match.game)
    read = reading(match, Seat(seat), lang, names)
    costly = words.COSTLY  # the only kinds of moves that may cost the seat anything
    out = []
    for move in moves:
        label = words.move_label(move, match.state, read) or read.tr("Ход", "A move")
        flag = words.consequence(match.state, seat, move) if type(move) in costly else None
        warning = phrase(words.WARNINGS, flag, read) if flag is not None else None
        out.append(MoveNote(label=label, consequence=flag, warning=warning))
    return out


def form_notes(match: Match, seat: int, forms: list[Any], lang: Lang, names: Names | None = None) -> list[MoveNote]:
    """Each of the seat's move forms by the label of the move it builds."""
    if not forms:  # most games' frames: no reader to make
        return []
    words = game_words(match.game)
    read = reading(match, Seat(seat), lang, names)
    return [MoveNote(label=phrase(words.FORMS, form.move, read) or read.tr("Ход", "A move")) for form in forms]


def worded_view(match: Match, shown: View, lang: Lang, names: Names | None = None) -> View:
    """The view with its outcome in the reader's language (a copy of the envelope: the one handed
    in may be shared by every viewer's frames); ``names``: the match's ``names_of`` in ``lang``, if at hand."""
    outcome = shown.match.outcome
    if outcome is None:
        return shown
    read = reading(match, shown.viewer, lang, names)
    head = msgspec.structs.replace(shown.match, outcome_words=outcome_words(match, outcome, read))
    return msgspec.structs.replace(shown, match=head)


def problem_detail(code: str, message: str, lang: Lang, game: str = "", seat: int | None = None) -> str:
    """A refusal's sentence in the reader's language: the game's words for a move it refuses, the
    platform's for its own codes (in English, the sentence it was raised with); never a card's
    instance id. ``seat``: the seat the refusal names, as requests number it (from 0); a sentence
    counts it from 1."""
    if game in WORDS and code in WORDS[game].REFUSALS:
        return phrase_of(WORDS[game].REFUSALS[code], lang)
    if lang == "ru" and seat is not None and code in SEAT_PROBLEMS:
        return SEAT_PROBLEMS[code].format(seat=seat + 1)
    if lang == "ru" and code in PROBLEMS:
        return PROBLEMS[code]
    if game or lang == "ru":
        refusal = next((w.REFUSALS[code] for w in WORDS.values() if code in w.REFUSALS), None)
        if refusal is not None:
            return phrase_of(refusal, lang)
        return "Запрос не выполнен." if lang == "ru" else "The request was refused."
    return message


def phrase_of(pair: tuple[str, str], lang: Lang) -> str:
    return pair[0] if lang == "ru" else pair[1]


# The platform's refusals that name a seat, in Russian, by code: the seat counted from 1, as in the
# English sentence the refusal was raised with.
SEAT_PROBLEMS: dict[str, str] = {
    "seat_taken": "Место {seat} занято.",
    "seat_free": "Место {seat} свободно.",
    "autoplay_on": "За место {seat} играет бот.",
    "seat_resigned": "Место {seat} вышло из партии, за него играет бот.",
    "time_out": "Время места {seat} на часах кончилось.",
    "not_consenter": "Согласия места {seat} на этот возврат хода не спрашивают.",
    "already_consented": "Место {seat} уже согласилось.",
    "bad_bots": "Место {seat} названо среди ботов дважды.",
}

# The platform's refusals in Russian, by code; in English a problem keeps the sentence it was raised with.
PROBLEMS: dict[str, str] = {
    "bad_request": "Запрос составлен неверно.",
    "invalid_request": "Запрос не соответствует схеме API.",
    "too_deep": "Слишком глубокая вложенность JSON.",
    "bad_after": "`after` должен быть целым числом от 0.",
    "bad_webhook_url": "Адрес веб-хука должен быть адресом http или https с именем хоста.",
    "webhook_target_refused": "Адрес веб-хука ведёт на локальный или частный адрес либо не разрешается.",
    "too_many_webhooks": "У игрока может быть не больше 10 веб-хуков.",
    "webhook_not_found": "Такого веб-хука у вас нет.",
    "bad_notice_kind": "Неизвестный вид уведомления.",
    "bad_presence": "`presence` должен быть true или false.",
    "bad_authorization": "Заголовок Authorization должен иметь вид `Bearer <токен>`.",
    "unauthorized": "Нужен токен.",
    "token_required": "Нужен токен места или организатора.",
    "bad_token": "Этот токен не относится к этой партии или турниру.",
    "forbidden": "Вам это делать нельзя.",
    "not_organiser": "Это может только организатор.",
    "audit_before_end": "Скрытое открывается только после окончания партии.",
    "bad_seat": "Такого места нет.",
    "no_seat": "У вас нет места в этой партии.",
    "not_found": "Такого нет.",
    "game_not_found": "Такой игры на сервере нет.",
    "match_not_found": "Такой партии нет.",
    "version_not_found": "У партии нет такой версии.",
    "tournament_not_found": "Такого турнира нет.",
    "tour_not_found": "В турнире нет такого тура.",
    "method_not_allowed": "Этот адрес не принимает такой метод.",
    "cors_refused": "Сервер не разрешает такой запрос с другого сайта.",
    "conflict": "Запрос противоречит состоянию партии.",
    "version_conflict": "Партия уже ушла вперёд; обновите её.",
    "move_id_reused": "Этот move_id уже использован для другого хода.",
    "claim_id_reused": "Этот claim_id уже использован для другого имени, места или игрока.",
    "bad_claim_id": "claim_id должен быть случайным UUID (версии 4).",
    "already_started": "Партия уже началась.",
    "seats_free": "Партию нельзя начать, пока есть свободные места.",
    "seat_taken": "Это место занято.",
    "match_full": "Все места заняты.",
    "match_not_finished": "Запись партии появится, когда она закончится.",
    "match_open": "Партия ещё не началась.",
    "match_running": "Партия идёт.",
    "match_finished": "Партия окончена.",
    "match_cancelled": "Организатор отменил партию.",
    "match_expired": "Никто не пришёл вовремя — партия снята.",
    "seat_resigned": "Игрок на этом месте сдался.",
    "autoplay_on": "За это место уже играет бот.",
    "autoplay_off": "Бот за это место не играет.",
    "seat_free": "Место свободно.",
    "time_out": "Время на часах кончилось.",
    "no_time_left": "Времени не осталось, за место играет бот.",
    "takeback_pending": "Возврат хода уже запрошен.",
    "no_move_to_take_back": "Нечего возвращать: после вашего хода были другие.",
    "takeback_declined": "В возврате этого хода отказано.",
    "move_not_reversible": "Этот ход вернуть нельзя: он открыл скрытое или зависел от случая.",
    "no_takeback": "Возврат хода сейчас не запрошен.",
    "not_consenter": "Вашего согласия на этот возврат не спрашивают.",
    "already_consented": "Вы уже согласились.",
    "not_requester": "Отозвать просьбу может только тот, кто её подал.",
    "name_taken": "Это имя (или очень похожее) уже занято.",
    "registration_closed": "Регистрация в турнир закрыта.",
    "tournament_full": "В турнире нет мест.",
    "bad_invite_code": "Неверный код приглашения.",
    "bad_max_players": "Недопустимое число игроков.",
    "player_not_found": "В турнире нет такого игрока.",
    "player_gone": "Игрок уже выбыл.",
    "table_not_found": "В этом туре нет такого стола.",
    "table_finished": "За этим столом уже доиграли.",
    "tour_limit_not_reached": "Время тура ещё не вышло.",
    "bye": "Игрок пропускает этот тур.",
    "not_seated": "У игрока нет стола в этом туре.",
    "tournament_over": "Турнир сыгран.",
    "tour_running": "Тур ещё идёт.",
    "no_tour_yet": "Ни один тур ещё не начат.",
    "body_too_large": "Запрос слишком велик.",
    "unsupported_media_type": "Тело запроса должно быть JSON.",
    "bad_options": "Такие настройки игры недопустимы.",
    "bad_time_control": "На часах слишком мало времени.",
    "bad_seats": "Игра не играется таким числом мест.",
    "bad_bots": "Места ботов указаны неверно.",
    "bot_level_unavailable": "У игры нет бота такого уровня.",
    "bad_tours": "Недопустимое число туров.",
    "bad_tables": "Игроков нельзя рассадить за столы такого размера.",
    "bad_move": "Такого хода в этой игре нет.",
    "name_empty": "В имени нет видимых символов.",
    "name_invisible": "В имени есть управляющие или невидимые символы.",
    "name_marks": "В имени неправильные диакритические знаки.",
    "name_too_long": "Имя длиннее 32 символов.",
    "seek_not_found": "Такой заявки на игру нет.",
    "seek_paired": "Заявке уже подобрана партия; играйте её.",
    "guest_rated": "Гость играет только товарищеские партии; для рейтинговых войдите как игрок.",
    "name_required": "Гостю нужно назвать себя (`name`).",
    "challenge_not_found": "Такого вызова у вас нет.",
    "challenge_accepted": "Вызов уже принят: его партия идёт.",
    "challenge_declined": "Соперник отклонил вызов.",
    "challenge_cancelled": "Вызвавший отменил вызов.",
    "challenge_expired": "На вызов не ответили вовремя, и он истёк.",
    "not_challenger": "Отменить вызов может только тот, кто его послал.",
    "not_challenged": "Принять или отклонить вызов может только вызванный игрок.",
    "self_challenge": "Нельзя вызвать на партию самого себя.",
    "invitation_not_found": "Такого приглашения нет.",
    "invitation_used": "Приглашением уже воспользовались: оно действует один раз.",
    "invitation_revoked": "Приглашение отозвано.",
    "invitation_expired": "Срок приглашения истёк.",
    "rematch_not_found": "Реванш в этой партии не предлагали.",
    "rematch_offered": "Реванш уже предложен; ответьте на предложение.",
    "rematch_accepted": "Реванш этой партии уже принят и сыгран.",
    "rematch_declined": "От реванша отказались.",
    "rematch_expired": "Реванш не приняли вовремя.",
    "not_asked": "Это место не спрашивают о реванше.",
    "too_many_requests": "Слишком много запросов; подождите.",
    "quota_exceeded": "Лимит этого действия на минуту исчерпан; подождите.",
    "action_off": "Этот сервер не принимает такое действие.",
    "too_many_connections": "С вашего адреса слишком много соединений.",
    "too_many_streams": "У вас открыто слишком много потоков.",
    "store_unavailable": "Хранилище недоступно; попробуйте ещё раз.",
    "store_timeout": "Хранилище не ответило вовремя; повторите с тем же move_id или claim_id.",
    "http_error": "Ошибка HTTP.",
    "internal_error": "На сервере что-то пошло не так.",
    "not_your_turn": "Сейчас не ваш ход.",
    "game_over": "Партия окончена.",
    "bad_cursor": "Этот курсор выдан не этим списком.",
    "bad_push_endpoint": "Адрес подписки — не https-адрес службы уведомлений в открытой сети.",
    "bad_push_key": "Ключ подписки keys.p256dh — не открытый ключ P-256 (65 байт в base64url).",
    "bad_push_auth": "Секрет подписки keys.auth — не 16 байт в base64url.",
    "bad_push_kind": "Сервер не присылает уведомлений такого вида.",
    "too_many_push_subscriptions": "У игрока уже столько подписок на уведомления, сколько можно (10): сначала удалите одну.",
    "push_subscription_not_found": "У игрока нет подписки на уведомления с таким id.",
    "bad_deflate": "`deflate` должен быть true или false.",
    "bad_frames": "`frames` должен быть whole или patch.",
    "id_token_alg_none": "ID-токен не подписан (`alg: none`).",
    "id_token_alg_not_allowed": "Алгоритм ID-токена (`alg`) не разрешён для его издателя (по умолчанию только асимметричные).",
    "id_token_bad_signature": "Подпись ID-токена не сходится с ключом, названным в `kid`.",
    "id_token_expired": "Срок ID-токена истёк (`exp`, с допуском IGROTEKA_OIDC_LEEWAY).",
    "id_token_issued_in_future": "ID-токен выдан в будущем (`iat`, с допуском).",
    "id_token_key_mismatch": "Алгоритм ID-токена не подходит к типу ключа из `kid` (например, HMAC с ключом RSA).",
    "id_token_malformed": "ID-токен не является подписанным JWT, или одно из его полей не того типа.",
    "id_token_missing_claim": "В ID-токене нет обязательного поля (`iss`, `sub`, `aud`, `exp`, `iat`).",
    "id_token_no_kid": "Заголовок ID-токена не называет ключ (`kid`).",
    "id_token_not_yet_valid": "ID-токен ещё не действует (`nbf`, с допуском).",
    "id_token_unknown_issuer": "Издатель ID-токена (`iss`) не из тех, кому доверяет этот сервер.",
    "id_token_unknown_key": "Ключа `kid` нет в опубликованном наборе издателя (набор запрошен заново).",
    "id_token_wrong_audience": "Аудитория ID-токена (`aud`) не та, что настроена для его издателя.",
    "identity_provider_unavailable": "Ключи издателя сейчас недоступны, а подходящих в кэше нет; повторите после `Retry-After`.",
    "label_empty": "В подписи токена нет ни одного видимого знака.",
    "label_invisible": "В подписи токена есть управляющие или невидимые знаки.",
    "label_too_long": "Подпись токена длиннее 64 знаков.",
    "last_token": "Последний токен игрока отозвать нельзя: сначала выпустите другой.",
    "player_registered": "Этот игрок уже зарегистрирован в турнире.",
    "player_seated": "Этот игрок уже занимает место в этой партии.",
    "rated_with_bots": "В рейтинговой партии играют только люди: ботов в ней нет.",
    "ratings_behind": "Рейтинги на этом сервере ещё не дошли до конца партии; повторите запрос.",
    "seat_held": "Это место уже занято игроком, или игрок уже занимает другое место в этой партии.",
    "sign_in_off": "Этот сервер не доверяет ни одному поставщику удостоверений (IGROTEKA_OIDC_ISSUERS пуст).",
    "subject_linked": "Эта внешняя учётная запись уже связана с игроком.",
    "token_not_found": "У игрока нет токена с таким id.",
    "too_many_tokens": "У игрока уже столько токенов, сколько можно (20): сначала отзовите один.",
}
