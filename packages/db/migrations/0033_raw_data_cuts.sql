-- Storage: raw_data without the bytes the transaction's own columns give back.
--
-- A transfer's raw_data (about 170 bytes) holds the contract's type URL
-- ("type.googleapis.com/protocol.TransferContract", 47 bytes with its tag and length), the owner's
-- 21-byte address and the recipient's, which contract_type, owner_address and to_address already
-- hold. The stored form (protocol's storedRawDataHex, read back by rawDataHexFromStored) is either the
-- signed bytes unchanged, or 0x00 (no protobuf message starts with a 0x00 tag), the number of cuts,
-- for each cut its kind (1 the type URL, 2 the owner, 3 the recipient) and the number of kept bytes
-- before it as a varint, then the kept bytes. A cut is made only where its bytes are found in the
-- order type URL, owner, recipient, so reading back gives exactly the signed bytes (txID = their
-- sha256); a value that already started with 0x00 is kept behind a cut list of none.
--
-- ALTER … TYPE … USING rewrites the table and rebuilds its indexes in one pass, where an UPDATE
-- would leave a dead copy of every row and of every index entry behind.

CREATE FUNCTION migration_0033_type_name(contract_type smallint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  RETURN CASE contract_type
    WHEN 0 THEN 'AccountCreateContract'
    WHEN 1 THEN 'TransferContract'
    WHEN 2 THEN 'TransferAssetContract'
    WHEN 3 THEN 'VoteAssetContract'
    WHEN 4 THEN 'VoteWitnessContract'
    WHEN 5 THEN 'WitnessCreateContract'
    WHEN 6 THEN 'AssetIssueContract'
    WHEN 8 THEN 'WitnessUpdateContract'
    WHEN 9 THEN 'ParticipateAssetIssueContract'
    WHEN 10 THEN 'AccountUpdateContract'
    WHEN 11 THEN 'FreezeBalanceContract'
    WHEN 12 THEN 'UnfreezeBalanceContract'
    WHEN 13 THEN 'WithdrawBalanceContract'
    WHEN 14 THEN 'UnfreezeAssetContract'
    WHEN 15 THEN 'UpdateAssetContract'
    WHEN 16 THEN 'ProposalCreateContract'
    WHEN 17 THEN 'ProposalApproveContract'
    WHEN 18 THEN 'ProposalDeleteContract'
    WHEN 19 THEN 'SetAccountIdContract'
    WHEN 20 THEN 'CustomContract'
    WHEN 30 THEN 'CreateSmartContract'
    WHEN 31 THEN 'TriggerSmartContract'
    WHEN 32 THEN 'GetContract'
    WHEN 33 THEN 'UpdateSettingContract'
    WHEN 41 THEN 'ExchangeCreateContract'
    WHEN 42 THEN 'ExchangeInjectContract'
    WHEN 43 THEN 'ExchangeWithdrawContract'
    WHEN 44 THEN 'ExchangeTransactionContract'
    WHEN 45 THEN 'UpdateEnergyLimitContract'
    WHEN 46 THEN 'AccountPermissionUpdateContract'
    WHEN 48 THEN 'ClearABIContract'
    WHEN 49 THEN 'UpdateBrokerageContract'
    WHEN 51 THEN 'ShieldedTransferContract'
    WHEN 52 THEN 'MarketSellAssetContract'
    WHEN 53 THEN 'MarketCancelOrderContract'
    WHEN 54 THEN 'FreezeBalanceV2Contract'
    WHEN 55 THEN 'UnfreezeBalanceV2Contract'
    WHEN 56 THEN 'WithdrawExpireUnfreezeContract'
    WHEN 57 THEN 'DelegateResourceContract'
    WHEN 58 THEN 'UnDelegateResourceContract'
    WHEN 59 THEN 'CancelAllUnfreezeV2Contract'
  END;

-- Any.type_url as field 1 with its length: every type URL is shorter than 128 bytes.
CREATE FUNCTION migration_0033_type_url(name text) RETURNS bytea
  LANGUAGE sql IMMUTABLE STRICT
  RETURN '\x0a'::bytea || set_byte('\x00'::bytea, 0, octet_length('type.googleapis.com/protocol.' || name))
    || convert_to('type.googleapis.com/protocol.' || name, 'UTF8');

-- The 21 bytes of a base58check address (34 characters), or NULL where the text is none.
CREATE FUNCTION migration_0033_address_bytes(address text) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  alphabet CONSTANT text := '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  n numeric := 0;
  digit integer;
  bytes bytea := '\x00000000000000000000000000000000000000000000000000';
BEGIN
  IF length(address) <> 34 THEN RETURN NULL; END IF;
  FOR i IN 1..34 LOOP
    digit := strpos(alphabet, substr(address, i, 1)) - 1;
    IF digit < 0 THEN RETURN NULL; END IF;
    n := n * 58 + digit;
  END LOOP;
  FOR i IN REVERSE 24..0 LOOP
    bytes := set_byte(bytes, i, mod(n, 256)::integer);
    n := div(n, 256);
  END LOOP;
  IF n <> 0 OR substr(sha256(sha256(substr(bytes, 1, 21))), 1, 4) <> substr(bytes, 22, 4) THEN
    RETURN NULL;
  END IF;
  RETURN substr(bytes, 1, 21);
END $$;

CREATE FUNCTION migration_0033_varint(value integer) RETURNS bytea
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

CREATE FUNCTION migration_0033_stored(raw bytea, cut1 bytea, cut2 bytea, cut3 bytea) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts bytea[] := ARRAY[cut1, cut2, cut3];
  header bytea := '\x';
  kept bytea := '\x';
  cuts integer := 0;
  pos integer := 1;
  found integer;
BEGIN
  IF raw IS NULL OR octet_length(raw) = 0 THEN RETURN raw; END IF;
  FOR k IN 1..3 LOOP
    CONTINUE WHEN parts[k] IS NULL;
    found := position(parts[k] IN substr(raw, pos));
    CONTINUE WHEN found = 0;
    header := header || set_byte('\x00'::bytea, 0, k) || migration_0033_varint(found - 1);
    kept := kept || substr(raw, pos, found - 1);
    pos := pos + found - 1 + octet_length(parts[k]);
    cuts := cuts + 1;
  END LOOP;
  IF cuts = 0 AND get_byte(raw, 0) <> 0 THEN RETURN raw; END IF;
  RETURN '\x00'::bytea || set_byte('\x00'::bytea, 0, cuts) || header || kept || substr(raw, pos);
END $$;

ALTER TABLE transactions ALTER COLUMN raw_data TYPE bytea USING migration_0033_stored(
  raw_data,
  migration_0033_type_url(migration_0033_type_name(contract_type)),
  migration_0033_address_bytes(owner_address),
  migration_0033_address_bytes(to_address)
);

DROP FUNCTION migration_0033_stored(bytea, bytea, bytea, bytea);
DROP FUNCTION migration_0033_varint(integer);
DROP FUNCTION migration_0033_address_bytes(text);
DROP FUNCTION migration_0033_type_url(text);
DROP FUNCTION migration_0033_type_name(smallint);
