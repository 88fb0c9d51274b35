"""Per-viewer views, redacted feeds and read models built from the match log (docs/architecture.md §6)."""
