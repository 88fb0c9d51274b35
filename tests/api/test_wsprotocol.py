"""The text frames ``WebSocketProtocol.write_text`` queues are the bytes websockets would send."""

from __future__ import annotations

import pytest
from websockets.frames import Frame, Opcode

from igroteka.server.wsprotocol import text_head


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65_535, 65_536, 300_000])
def test_a_text_frame_s_head_and_message_are_websockets_own_frame(size: int) -> None:
    message = ("ж" * size).encode()[:size]
    assert text_head(size) + message == Frame(Opcode.TEXT, message).serialize(mask=False)
