-- Storage: raw_data with its runs of zero bytes counted instead of kept, and block_num as an integer.
--
-- A contract call's data is made of 32-byte ABI words, mostly zeros: a token transfer's address word
-- starts with 12 zero bytes and its amount word with 20 or more, about 35 of the ~120 bytes a stored
-- call takes. The stored form (protocol's storedRawDataHex) is now the cut form of 0033 with every
-- run of 4 or more zero bytes counted, where that is shorter: 0x01 (a tag no protobuf message starts
-- with), then pieces of the count of literal bytes (a varint), those bytes and, unless the value ends
-- there, the count of zero bytes after them (a varint). Runs are taken leftmost first and as long as
-- they go, as protocol's packZeroRuns takes them, so this gives the bytes the indexer now writes. A
-- value that already started with 0x01 is always put in the form, so it cannot be misread.
--
-- block_num follows the 33 bytes of the hash: as a bigint it was aligned to 8 bytes with 7 bytes of
-- padding before it; as an integer (block numbers below 2^31, about 200 years of 3-second blocks) the
-- row is 8 bytes shorter. Both changes share one rewrite.
--
-- ALTER … TYPE … USING rewrites the table and rebuilds its indexes in one pass, where an UPDATE
-- would leave a dead copy of every row and of every index entry behind.

CREATE FUNCTION migration_0045_varint(value integer) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  out bytea := '\x';
  rest integer := value;
BEGIN
  WHILE rest >= 128 LOOP
    out := out || set_byte('\x00'::bytea, 0, rest % 128 + 128);
    rest := rest / 128;
  END LOOP;
  RETURN out || set_byte('\x00'::bytea, 0, rest);
END $$;

CREATE FUNCTION migration_0045_zero_runs(stored bytea) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  len integer := octet_length(stored);
  out bytea := '\x01';
  pos integer := 1;
  found integer;
  run_start integer;
  run_end integer;
BEGIN
  LOOP
    found := position('\x00000000'::bytea IN substr(stored, pos));
    EXIT WHEN found = 0;
    run_start := pos + found - 1;
    run_end := run_start + 4;
    WHILE run_end <= len AND get_byte(stored, run_end - 1) = 0 LOOP
      run_end := run_end + 1;
    END LOOP;
    out := out || migration_0045_varint(run_start - pos) || substr(stored, pos, run_start - pos)
      || migration_0045_varint(run_end - run_start);
    pos := run_end;
  END LOOP;
  out := out || migration_0045_varint(len - pos + 1) || substr(stored, pos);
  IF octet_length(out) < len OR (len > 0 AND get_byte(stored, 0) = 1) THEN RETURN out; END IF;
  RETURN stored;
END $$;

ALTER TABLE transactions
  ALTER COLUMN raw_data TYPE bytea USING migration_0045_zero_runs(raw_data),
  ALTER COLUMN block_num TYPE integer;

DROP FUNCTION migration_0045_zero_runs(bytea);
DROP FUNCTION migration_0045_varint(integer);
