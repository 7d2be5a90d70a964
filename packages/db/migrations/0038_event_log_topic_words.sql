-- Storage: a log's topics after topic0 without the leading zero bytes of their 32-byte word, and
-- without the block number and time, which are its transaction's.
--
-- Most logs are token events, whose topic1 and topic2 are addresses (20 bytes in a 32-byte word) and
-- whose topic3, on PRC721, is an item id, mostly small: 12 and more zero bytes each, on every log.
-- Readers pad the word back (topicHex in @poxscan/db), so the API gives the hex the node gave. topic0,
-- a hash and the key of event_signatures, stays whole.
--
-- Every reader of a log already joins transactions on tx_seq for the transaction's hash, and reads
-- the block there too. The columns go in the same statement as the topics' rewrite, so that one
-- rewrite of event_logs returns their bytes as well.
ALTER TABLE event_logs
  DROP COLUMN block_num,
  DROP COLUMN block_time,
  ALTER COLUMN topic1 TYPE bytea
    USING CASE WHEN octet_length(topic1) = 32 THEN ltrim(topic1, '\x00'::bytea) ELSE topic1 END,
  ALTER COLUMN topic2 TYPE bytea
    USING CASE WHEN octet_length(topic2) = 32 THEN ltrim(topic2, '\x00'::bytea) ELSE topic2 END,
  ALTER COLUMN topic3 TYPE bytea
    USING CASE WHEN octet_length(topic3) = 32 THEN ltrim(topic3, '\x00'::bytea) ELSE topic3 END;
