-- The same insert as eventsourcing 9.5 commits it: the events table locked EXCLUSIVE (so all
-- inserts are serialised, keeping notification ids in commit order) and a NOTIFY, in one transaction.
BEGIN;
SET LOCAL lock_timeout = '0s';
LOCK TABLE bench_events IN EXCLUSIVE MODE;
NOTIFY bench_events;
INSERT INTO bench_events (originator_id, originator_version, topic, state)
VALUES (gen_random_uuid(), 1, 'domain.match:Match.FactAdded', convert_to(repeat('x', 300), 'UTF8'));
COMMIT;
