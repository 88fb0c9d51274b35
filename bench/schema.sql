-- A table shaped like eventsourcing's events table (igroteka_events), for pgbench.
SET client_min_messages = warning;
DROP TABLE IF EXISTS bench_events;
CREATE TABLE bench_events (
  originator_id uuid NOT NULL,
  originator_version bigint NOT NULL,
  topic text,
  state bytea,
  notification_id bigserial,
  PRIMARY KEY (originator_id, originator_version)
);
CREATE UNIQUE INDEX bench_events_notification_id_idx ON bench_events (notification_id ASC);
