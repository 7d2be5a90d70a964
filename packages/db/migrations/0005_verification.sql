-- Contract verification: what a verified contract needs to be rebuilt exactly, and the jobs of the
-- API's verification tool (kept in the database so that any API replica answers a job's status).

ALTER TABLE contract_verifications
  -- the source file that defines contract_name
  ADD COLUMN contract_file text,
  -- ABI-encoded constructor arguments, lower-case hex without 0x ('' when none)
  ADD COLUMN constructor_arguments text NOT NULL DEFAULT '',
  -- the solc standard-JSON settings compiled with (optimizer, evmVersion, libraries, remappings, viaIR …)
  ADD COLUMN settings jsonb,
  -- full: the metadata hash matches too (identical sources); partial: only the code matches
  ADD COLUMN match text NOT NULL DEFAULT 'partial' CHECK (match IN ('full', 'partial'));

CREATE TABLE verification_jobs (
  id uuid PRIMARY KEY,
  address text NOT NULL,
  contract_name text NOT NULL,
  compiler_version text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'compiling', 'verified', 'failed')),
  -- verified: the match; failed: { code, message, … } saying why
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_jobs_created_idx ON verification_jobs (created_at);
