from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code_type_0 import ProblemCodeType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors_type_0_item import ProblemErrorsType0Item





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            code (ProblemCodeType0 | str): Stable and machine readable. The server's own codes:
                - `action_off`: This server does not accept this action (its budget is 0).
                - `already_consented`: The seat has already consented to this takeback.
                - `already_started`: The match has already started.
                - `audit_before_end`: Hidden information is audited only after the match has finished.
                - `autoplay_off`: No server bot plays the seat.
                - `autoplay_on`: A server bot plays the seat (the seat's token takes it back with DELETE .../autoplay).
                - `bad_after`: `after` is not a whole number from 0.
                - `bad_authorization`: The Authorization header is not `Bearer <token>`.
                - `bad_bots`: The bot seats are not seats of the match, or one is named twice.
                - `bad_claim_id`: The `claim_id` is not a random UUID (version 4).
                - `bad_cursor`: The cursor was not given out by this list.
                - `bad_deflate`: `deflate` is not true or false.
                - `bad_frames`: `frames` is not whole or patch.
                - `bad_invite_code`: The tournament takes players with its invite code only, and this is not it.
                - `bad_max_players`: The registration cap is not valid.
                - `bad_move`: The move is not a move of this game.
                - `bad_notice_kind`: A notice kind the server does not know.
                - `bad_options`: The game's options are not valid.
                - `bad_presence`: `presence` is not true or false.
                - `bad_push_auth`: The push subscription's `keys.auth` is not a secret of 16 bytes (base64url).
                - `bad_push_endpoint`: The push subscription's endpoint is not an https address of a push service on a public
                host.
                - `bad_push_key`: The push subscription's `keys.p256dh` is not a P-256 public key (65 bytes, base64url).
                - `bad_push_kind`: A kind of notice named is not one the server sends.
                - `bad_request`: The request is malformed.
                - `bad_seat`: No such seat.
                - `bad_seats`: The game is not played with this many seats.
                - `bad_tables`: The players cannot be seated at tables of this size.
                - `bad_time_control`: The clock gives a seat less time than the server's minimum (IGROTEKA_CLOCK_MIN_SECONDS).
                - `bad_token`: The token is not one of this match's or tournament's, or not a valid player token (unknown or
                revoked).
                - `bad_tours`: The number of tours is not valid.
                - `bad_webhook_url`: A webhook's URL is not an http or https address with a host.
                - `body_too_large`: The body is larger than the server accepts (IGROTEKA_MAX_BODY_BYTES).
                - `bot_level_unavailable`: The game has no bot of the level named.
                - `bye`: The player sits this tour out with a bye.
                - `challenge_accepted`: The challenge was accepted already: its match stands.
                - `challenge_cancelled`: The challenger cancelled the challenge.
                - `challenge_declined`: The challenged player declined the challenge.
                - `challenge_expired`: Nobody answered the challenge in time (IGROTEKA_CHALLENGE_TIMEOUT).
                - `challenge_not_found`: No such challenge of the player's (sent or received).
                - `claim_id_reused`: This `claim_id` was used for a claim of another name, seat or player.
                - `conflict`: The request conflicts with the resource's state.
                - `cors_refused`: The CORS preflight asks for a method, header or origin the server does not allow.
                - `forbidden`: The caller may not do this.
                - `game_not_found`: No such game on this server.
                - `guest_rated`: A guest asks for casual matches only; rated play needs a player token.
                - `http_error`: Another HTTP error.
                - `id_token_alg_none`: The ID token is unsigned (`alg: none`).
                - `id_token_alg_not_allowed`: The ID token's `alg` is not one its issuer is configured for (asymmetric ones only
                by default).
                - `id_token_bad_signature`: The ID token's signature does not hold with the key its `kid` names.
                - `id_token_expired`: The ID token has expired (`exp`, with the leeway IGROTEKA_OIDC_LEEWAY).
                - `id_token_issued_in_future`: The ID token was issued in the future (`iat`, with the leeway).
                - `id_token_key_mismatch`: The ID token's `alg` does not fit the type of the key its `kid` names (e.g. HMAC
                naming an RSA key).
                - `id_token_malformed`: The ID token is not a compact signed JWT, or a claim of it has the wrong type.
                - `id_token_missing_claim`: The ID token lacks a required claim (`iss`, `sub`, `aud`, `exp`, `iat`).
                - `id_token_no_kid`: The ID token's header names no key (`kid`).
                - `id_token_not_yet_valid`: The ID token is not valid yet (`nbf`, with the leeway).
                - `id_token_unknown_issuer`: The ID token's `iss` is not an issuer this server trusts.
                - `id_token_unknown_key`: The ID token's `kid` is not a key of its issuer's published set (fetched again to make
                sure).
                - `id_token_wrong_audience`: The ID token's `aud` does not name this server's audience for its issuer.
                - `identity_provider_unavailable`: The issuer's keys cannot be fetched now and none cached fits; try again after
                `Retry-After`.
                - `internal_error`: Something went wrong on the server.
                - `invalid_request`: The body or a parameter does not match the API schema (wrong type, unknown field, bad
                JSON).
                - `invitation_expired`: The invitation expired unused (IGROTEKA_INVITATION_TIMEOUT).
                - `invitation_not_found`: No such invitation (the code is none of the server's).
                - `invitation_revoked`: The invitation was revoked.
                - `invitation_used`: The invitation has been used already: it takes one seat once.
                - `label_empty`: The token's label has no visible character.
                - `label_invisible`: The token's label holds control or invisible characters.
                - `label_too_long`: The token's label has more than 64 characters.
                - `last_token`: The player's last token cannot be revoked; issue another first.
                - `match_cancelled`: The organiser cancelled the match.
                - `match_expired`: Nobody joined the open match in the lobby's time (IGROTEKA_LOBBY_EXPIRY), so it was called
                off.
                - `match_finished`: The match has finished.
                - `match_full`: Every seat of the match is taken.
                - `match_not_finished`: The record of a match is given only once it has finished or been cancelled.
                - `match_not_found`: No such match.
                - `match_open`: The match has not started yet.
                - `match_running`: The match is being played.
                - `method_not_allowed`: The route does not take this method.
                - `move_id_reused`: This `move_id` was used for a different move.
                - `move_not_reversible`: The move drew on chance or revealed hidden information (a draw, shuffle, roll or
                reveal).
                - `name_empty`: The name has no visible character.
                - `name_invisible`: The name holds control, direction-override or invisible characters.
                - `name_marks`: A combining mark has no character to carry it, or a character carries more than 4.
                - `name_required`: A guest asking to play names themselves (`name`).
                - `name_taken`: Another seat or player already has this name, or one that looks like it (Unicode confusables,
                case, width).
                - `name_too_long`: The name has more than 32 visible characters.
                - `no_move_to_take_back`: The seat's last move is not the match's latest one (another followed it), or it has
                none.
                - `no_seat`: The caller holds no seat in this match.
                - `no_takeback`: No takeback is asked for now (it was granted, declined or withdrawn by a later event).
                - `no_time_left`: The seat has no time left on its clock, so a server bot keeps playing it.
                - `no_tour_yet`: No tour has started yet.
                - `not_asked`: The seat is not asked to answer this rematch (it offered it, or a bot holds it).
                - `not_challenged`: Only the challenged player may accept or decline the challenge.
                - `not_challenger`: Only the challenger may cancel the challenge.
                - `not_consenter`: The seat is not asked to consent to this takeback (it asked, or a server bot plays it).
                - `not_found`: No such resource.
                - `not_organiser`: Only the organiser may do this.
                - `not_requester`: Only the seat that asked for the takeback can withdraw it.
                - `not_seated`: The player has no table in this tour (they left or were removed).
                - `player_gone`: The player has already left or been removed.
                - `player_not_found`: No such player: no account of this id (or a deleted one), or no tournament player of this
                number.
                - `player_registered`: This player account is registered in the tournament already.
                - `player_seated`: This player already holds a seat of this match.
                - `push_subscription_not_found`: The player has no push subscription of this id.
                - `quota_exceeded`: The client used its budget of this action for the minute; wait for `Retry-After` seconds.
                - `rated_with_bots`: A rated match is played by people only: it seats no bots.
                - `ratings_behind`: This instance's ratings have not reached the match's end yet; try again.
                - `registration_closed`: The tournament no longer takes registrations.
                - `rematch_accepted`: The rematch of this match was accepted; a match offers one.
                - `rematch_declined`: The rematch was declined.
                - `rematch_expired`: The rematch was not accepted in time (IGROTEKA_REMATCH_TIMEOUT).
                - `rematch_not_found`: No rematch of this match is offered.
                - `rematch_offered`: A rematch of this match is offered already; answer it.
                - `seat_free`: The seat is not claimed.
                - `seat_held`: A player holds this seat already, or the player holds another seat of this match.
                - `seat_resigned`: The seat has resigned; a server bot plays it on, or the match ended.
                - `seat_taken`: That seat is taken.
                - `seats_free`: The match cannot start while seats are free.
                - `seek_not_found`: No such request to play.
                - `seek_paired`: The request to play is paired already; its match stands.
                - `self_challenge`: A player cannot challenge themselves.
                - `sign_in_off`: This server trusts no identity provider (IGROTEKA_OIDC_ISSUERS is empty).
                - `store_timeout`: The event store did not answer in time; the request may still complete (retry with the same
                move_id or claim_id).
                - `store_unavailable`: The event store cannot be reached; try again.
                - `subject_linked`: This external identity is linked to a player already.
                - `table_finished`: The table has already finished.
                - `table_not_found`: The current tour has no table of this number.
                - `takeback_declined`: Taking back this move was declined; it may not be asked for again.
                - `takeback_pending`: A takeback is already asked for in this match.
                - `time_out`: The seat's clock has run out; the match's time-out consequence applies.
                - `token_not_found`: The player has no token of this id.
                - `token_required`: This needs a seat's, the organiser's or a player's token.
                - `too_deep`: The JSON is nested too deeply.
                - `too_many_connections`: The client address holds as many HTTP connections as one may
                (IGROTEKA_CONNECTIONS_PER_CLIENT).
                - `too_many_push_subscriptions`: The player holds as many push subscriptions as one may (10); delete one first.
                - `too_many_requests`: Too many requests; wait for `Retry-After` seconds.
                - `too_many_streams`: The client holds as many open streams as one client may (close 1008).
                - `too_many_tokens`: The player holds as many tokens as one may (20); revoke one first.
                - `too_many_webhooks`: The player has as many webhooks as they may.
                - `tour_limit_not_reached`: The tour's limit has not passed yet (or the tournament has none).
                - `tour_not_found`: The tournament has no such tour.
                - `tour_running`: A tour is still being played.
                - `tournament_full`: The tournament takes no more players.
                - `tournament_not_found`: No such tournament.
                - `tournament_over`: The tournament has played all its tours.
                - `unauthorized`: The request needs a token.
                - `unsupported_media_type`: The body is not JSON.
                - `version_conflict`: The match moved on since `expected_version`; the answer carries the current `version`.
                - `version_not_found`: The match has no such version.
                - `webhook_not_found`: No such webhook of the caller's.
                - `webhook_target_refused`: A webhook's host does not resolve, or resolves to a loopback or private address.
            detail (str):
            status (int):
            title (str):
            type_ (str):
            errors (list[ProblemErrorsType0Item] | None | Unset):
            retry_after (float | None | Unset):
            version (int | None | Unset):
     """

    code: ProblemCodeType0 | str
    detail: str
    status: int
    title: str
    type_: str
    errors: list[ProblemErrorsType0Item] | None | Unset = UNSET
    retry_after: float | None | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        code: str
        if isinstance(self.code, ProblemCodeType0):
            code = self.code.value
        else:
            code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)


        else:
            errors = self.errors

        retry_after: float | None | Unset
        if isinstance(self.retry_after, Unset):
            retry_after = UNSET
        else:
            retry_after = self.retry_after

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if errors is not UNSET:
            field_dict["errors"] = errors
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        d = dict(src_dict)
        def _parse_code(data: object) -> ProblemCodeType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_0 = ProblemCodeType0(data)



                return code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ProblemCodeType0 | str, data)

        code = _parse_code(d.pop("code"))


        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_errors(data: object) -> list[ProblemErrorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in (_errors_type_0):
                    errors_type_0_item = ProblemErrorsType0Item.from_dict(errors_type_0_item_data)



                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemErrorsType0Item] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))


        def _parse_retry_after(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        retry_after = _parse_retry_after(d.pop("retry_after", UNSET))


        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            errors=errors,
            retry_after=retry_after,
            version=version,
        )


        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
