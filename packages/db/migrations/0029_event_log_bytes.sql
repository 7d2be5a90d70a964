-- Storage: an event log's topics and data as bytes, not hex text (33 bytes a topic, not 65), and no
-- `decoded` column.
--
-- java-tron gives topics (32 bytes each) and data as hex, which the indexer stored in lower case;
-- readers select them with encode(…, 'hex'), which gives the same text back.
-- `decoded` (the arguments as jsonb) had no reader: the API's log lists give topics, data and the
-- event name; TronGrid's event lists decode the arguments at request time with the contract's ABI;
-- the web app decodes them in the browser. event_name and event_signature stay: the by-name filter
-- and its index read the name, and both are given where no ABI is known.
--
-- One ALTER TABLE rewrites the table once, which also frees the dropped column's bytes, and rebuilds
-- its indexes (none is on these columns).
ALTER TABLE event_logs
  DROP COLUMN decoded,
  ALTER COLUMN topic0 TYPE bytea USING decode(topic0, 'hex'),
  ALTER COLUMN topic1 TYPE bytea USING decode(topic1, 'hex'),
  ALTER COLUMN topic2 TYPE bytea USING decode(topic2, 'hex'),
  ALTER COLUMN topic3 TYPE bytea USING decode(topic3, 'hex'),
  ALTER COLUMN data TYPE bytea USING decode(data, 'hex');
