-- Storage: signatures as bytes, not as a jsonb array of hex text (65 bytes each, not 133).
--
-- signature_bytes: the transaction's signatures, each 65 bytes (r, s, v), one after the other; empty
-- when it has none. A transaction with a signature of any other length keeps them all in
-- `signatures` (jsonb, as before) and has no signature_bytes; readers take whichever is set.
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS signature_bytes bytea;
ALTER TABLE transactions ALTER COLUMN signatures DROP NOT NULL;

UPDATE transactions SET
  signature_bytes = COALESCE(
    (SELECT decode(string_agg(s, '' ORDER BY n), 'hex') FROM jsonb_array_elements_text(signatures) WITH ORDINALITY a(s, n)),
    ''::bytea),
  signatures = NULL
WHERE jsonb_typeof(signatures) = 'array'
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(signatures) e
                  WHERE jsonb_typeof(e) <> 'string' OR e #>> '{}' !~ '^[0-9a-f]{130}$');
