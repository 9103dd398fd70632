/**
 * Helpers of the lead-delivery tests: lead rows inserted straight into the test file's D1 (as
 * the forms side's recordLead would), a recorder for the EMAIL binding (with a switch to make
 * it fail), and queue batches run through the worker's real `queue` handler.
 */
import { afterEach, beforeEach } from 'vitest';
import { createExecutionContext, createMessageBatch, getQueueResult, type QueueResult } from 'cloudflare:test';
import worker from '../../../worker/index';
import type { Env } from '../../../worker/env';
import { alertSecret, confirmationToken, tokenHash } from '../../../worker/alerts/token';
import { confirmSubscription } from '../../../worker/subscriptions/store';
import type { Mail } from '../../../worker/email/mailer';

/** A message as the EMAIL binding receives it: the mailer's message with its sender. */
export interface SentMail extends Mail {
  from: string;
}

export function mailRecorder() {
  const sent: SentMail[] = [];
  let failures = 0;
  const binding = {
    send: async (mail: SentMail) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('mail service unavailable');
      }
      sent.push(mail);
      return { messageId: `m${sent.length}` };
    },
  } as unknown as SendEmail;
  return {
    sent,
    binding,
    /** The next `times` sends throw. */
    failNext(times = 1) {
      failures = times;
    },
  };
}

export type MailRecorder = ReturnType<typeof mailRecorder>;

/**
 * Around each test of the calling suite: the fake CRM reset and installed over globalThis.fetch
 * (removed after), and a fresh mail recorder. The returned recorder always reads the current one.
 */
export function crmAndMailEachTest(fake: { reset(): void; install(): () => void }): MailRecorder {
  let restore: () => void = () => undefined;
  let mail = mailRecorder();
  beforeEach(() => {
    fake.reset();
    restore = fake.install();
    mail = mailRecorder();
  });
  afterEach(() => restore());
  return {
    get sent() {
      return mail.sent;
    },
    get binding() {
      return mail.binding;
    },
    failNext: (times?: number) => mail.failNext(times),
  };
}

export interface LeadInput {
  kind: string;
  lang?: string;
  propertyId?: number | null;
  payload: Record<string, unknown>;
  status?: string;
  /** SQLite modifier for created_at, e.g. '-60 minutes'. */
  age?: string;
}

let counter = 0;

/** Inserts a pending lead as recordLead does; returns its id and idempotency key. */
export async function insertLead(db: D1Database, input: LeadInput): Promise<{ id: number; idempotencyKey: string }> {
  counter += 1;
  const idempotencyKey = `${crypto.randomUUID()}-${counter}`;
  const row = await db
    .prepare(
      `INSERT INTO leads (idempotency_key, kind, lang, property_id, payload, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, datetime('now', ?)) RETURNING id`,
    )
    .bind(
      idempotencyKey,
      input.kind,
      input.lang ?? 'en',
      input.propertyId ?? null,
      JSON.stringify(input.payload),
      input.status ?? 'pending',
      input.age ?? '+0 seconds',
    )
    .first<{ id: number }>();
  return { id: row!.id, idempotencyKey };
}

/** A queue message of the forms (`{ leadId, idempotencyKey }`). */
export interface LeadMessage {
  leadId: number;
  idempotencyKey: string;
}

/** A LEADS queue binding that only records the messages the forms send it (no consumer runs). */
export function leadsQueueInto(queued: LeadMessage[]): Queue {
  return {
    send: async (message: LeadMessage) => {
      queued.push(message);
    },
    sendBatch: async () => {},
  } as unknown as Queue;
}

/** The queue message of an inserted lead (forms contract: `{ leadId, idempotencyKey }`). */
export const msg = (lead: { id: number; idempotencyKey: string }) => ({
  leadId: lead.id,
  idempotencyKey: lead.idempotencyKey,
});

export interface LeadState {
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

export async function leadState(db: D1Database, id: number): Promise<LeadState> {
  return (await db
    .prepare('SELECT status, attempts, last_error, delivered_at FROM leads WHERE id = ?')
    .bind(id)
    .first<LeadState>())!;
}

/**
 * Runs one message through the worker's queue handler (as attempt `attempts`) and returns the
 * ack/retry result, plus the delays the handler asked for (getQueueResult does not report them).
 */
export async function runQueue(
  env: Env,
  queue: string,
  body: unknown,
  attempts = 1,
): Promise<QueueResult & { delays: (number | undefined)[] }> {
  const batch = createMessageBatch(queue, [
    { id: `msg-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body },
  ]);
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

export const CONTACT = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne.peeters@example.be',
  phone: '0475123456',
  street: 'Rue Haute',
  houseNumber: '12',
  zip: '4000',
  city: 'Liège',
  remarks: 'Is the garden south-facing?',
};

/**
 * Confirms a subscribing lead as its address would with the e-mailed link (decision record 024):
 * the link's token rebuilt under the environment's secret, then the page's confirmation.
 */
export async function confirmLead(env: Env, leadId: number): Promise<boolean> {
  const secret = alertSecret(env);
  if (!secret) throw new Error('no alert secret in the test environment');
  return confirmSubscription(env.DB, leadId, await tokenHash(await confirmationToken(secret, leadId)));
}
