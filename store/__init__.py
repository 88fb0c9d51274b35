"""Storage adapters for eventsourcing: the SQL the domain never sees (DESIGN: domain has no SQL)."""
