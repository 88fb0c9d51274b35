"""Per-viewer views, redacted feeds and read models built from the match log (DESIGN §6)."""
