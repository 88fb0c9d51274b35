-- The raw single-insert commit rate: one ~300-byte event row per transaction (pgbench -n -f).
INSERT INTO bench_events (originator_id, originator_version, topic, state)
VALUES (gen_random_uuid(), 1, 'domain.match:Match.FactAdded', convert_to(repeat('x', 300), 'UTF8'));
