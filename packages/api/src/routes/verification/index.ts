import { ApiError, notFound } from '../../errors.js';
import type { RateLimitRule } from '../../plugins/access.js';
import { ErrorEnvelope } from '../../schemas/common.js';
import {
  EVM_VERSIONS,
  VERIFY_BODY_LIMIT,
  VerificationCompilers,
  VerificationJob,
  VerifyBody,
  VerifyJobParams,
} from '../../schemas/verification.js';
import { COMPILERS } from '../../verification/compilers.js';
import {
  QueueFullError,
  VerificationService,
  type VerificationServiceOptions,
} from '../../verification/service.js';
import { isVerified, type JobRow } from '../../verification/store.js';
import type { TypedApp } from '../typed-app.js';
import { parseVerifyBody } from './parse-body.js';

export interface VerificationRoutesOptions extends VerificationServiceOptions {
  /** Submissions per client IP; default 10 a minute. */
  submitLimit?: RateLimitRule;
}

/** What a deployment tunes: queue, compile time limit, submit rate (the server supplies the rest). */
export type VerificationSettings = Omit<VerificationRoutesOptions, 'db' | 'fullnodeUrl' | 'logger'>;

const tags = ['governance'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

function jobJson(row: JobRow): VerificationJob {
  const verified = row.status === 'verified' ? row.result : null;
  const failure = row.status === 'failed' ? row.result : null;
  return {
    id: row.id,
    status: row.status,
    address: row.address,
    contractName: row.contractName,
    compilerVersion: row.compilerVersion,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    verified: verified as VerificationJob['verified'],
    failure: failure as VerificationJob['failure'],
  };
}

/** Contract verification: `POST /dev/verify` queues a job, `GET /dev/verify/:id` reports it. */
export async function verificationRoutes(app: TypedApp, opts: VerificationRoutesOptions): Promise<void> {
  const service = new VerificationService(opts);
  app.addHook('onClose', () => service.close());
  const submitLimit = opts.submitLimit ?? { max: 10, windowMs: 60_000 };

  app.get(
    '/dev/verify/compilers',
    {
      schema: {
        tags,
        summary: 'compilers and EVM versions verification offers',
        response: { 200: VerificationCompilers, ...errors },
      },
    },
    () => ({
      compilers: COMPILERS.map((c) => ({ version: c.version, longVersion: c.longVersion })),
      evmVersions: [...EVM_VERSIONS],
    }),
  );

  app.post(
    '/dev/verify',
    {
      bodyLimit: VERIFY_BODY_LIMIT,
      config: {
        rateLimit: {
          max: submitLimit.max,
          timeWindow: submitLimit.windowMs,
          keyGenerator: (req) => `verify:${req.ip}`,
          errorResponseBuilder: (_req, ctx) =>
            new ApiError(
              429,
              'RATE_LIMITED',
              `too many verifications from this address; retry in ${ctx.after}`,
            ),
        },
      },
      schema: {
        tags,
        summary: 'starts verifying a contract against its on-chain bytecode; answers with the job to poll',
        body: VerifyBody,
        response: {
          202: VerificationJob,
          ...errors,
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const req = parseVerifyBody(request.body);
      if (await isVerified(opts.db, req.address)) {
        throw new ApiError(409, 'ALREADY_VERIFIED', `address: ${req.address} is already verified`, 'address');
      }
      let id: string;
      try {
        id = await service.submit(req);
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        reply.header('retry-after', error.retryAfterSeconds);
        throw new ApiError(503, 'QUEUE_FULL', error.message);
      }
      const job = await service.job(id);
      if (job === undefined) throw notFound(`verification job ${id}`);
      return reply.code(202).send(jobJson(job));
    },
  );

  app.get(
    '/dev/verify/:id',
    {
      schema: {
        tags,
        summary: 'a verification job: its status and, once finished, the match or the reason it failed',
        params: VerifyJobParams,
        response: { 200: VerificationJob, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const job = await service.job(id.toLowerCase());
      if (job === undefined) throw notFound(`verification job ${id}`);
      return jobJson(job);
    },
  );
}
