-- A refresh request keeps its place in the line when it is asked for again.
--
-- `ticket` changes on every new ask, so the refresher can tell a request renewed while it was being
-- served (that one stays queued). Serving in ticket order sent a key asked for every block (the SR
-- list, under votes in every block; a busy account) back to the end each time: behind a long queue
-- it was never read. `queued_at` is taken once, when the request enters the queue, and orders it.
ALTER TABLE refresh_queue ADD COLUMN IF NOT EXISTS queued_at bigint;
UPDATE refresh_queue SET queued_at = ticket WHERE queued_at IS NULL;
ALTER TABLE refresh_queue ALTER COLUMN queued_at SET DEFAULT nextval('refresh_ticket_seq');
ALTER TABLE refresh_queue ALTER COLUMN queued_at SET NOT NULL;
DROP INDEX IF EXISTS refresh_queue_ticket_idx;
CREATE INDEX IF NOT EXISTS refresh_queue_queued_at_idx ON refresh_queue (queued_at);
