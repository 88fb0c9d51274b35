"""Igroteka's Litestar server: REST, WebSocket, auth, fan-out, config and CLI."""
