-- Storage: an event's signature is kept once per topic, and a contract's event indexes are two
-- bigints wide and ascending.
--
-- event_signature is a function of topic0 (the topic is the hash of the signature), and was repeated
-- on every decoded log: about 15 MiB per million transactions on the devnet benchmark. It moves to
-- event_signatures, one row per topic, which readers join; a log without event_name has none, as
-- before. The dropped column's bytes leave a row when it is next rewritten; VACUUM FULL event_logs
-- reclaims them at once on an existing database.
--
-- The two keyset indexes on a contract's events were (key, tx_seq DESC, log_index DESC): 36 bytes an
-- entry, and half full, because each new entry landed at the front of its contract's run and split a
-- full page into halves that never filled again (see 0030). log_pos(tx_seq, log_index) holds both in
-- one bigint in the same order, so an entry is 28 bytes, no wider than two bigints, and ascending:
-- PostgreSQL then splits a full page just after a new entry at the end of its run and leaves the
-- older page full. Each LOG costs at least 375 energy, and java-tron's fee limit and CPU-time limit
-- keep a transaction's logs far below the 2^20 a position leaves them.
CREATE FUNCTION log_pos(tx_seq bigint, log_index integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN tx_seq * 1048576 + log_index;

CREATE TABLE event_signatures (
  topic0 bytea PRIMARY KEY,
  signature text NOT NULL
);
INSERT INTO event_signatures (topic0, signature)
  SELECT DISTINCT ON (topic0) topic0, event_signature FROM event_logs
  WHERE topic0 IS NOT NULL AND event_signature IS NOT NULL
  ORDER BY topic0;
ALTER TABLE event_logs DROP COLUMN event_signature;

DROP INDEX event_logs_contract_idx;
CREATE INDEX event_logs_contract_idx ON event_logs (text_key(contract_address), log_pos(tx_seq, log_index));
DROP INDEX event_logs_contract_name_idx;
CREATE INDEX event_logs_contract_name_idx
  ON event_logs (text_key(contract_address || '/' || event_name), log_pos(tx_seq, log_index));
