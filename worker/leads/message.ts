/**
 * The lead queue's message (forms contract): `{ leadId, idempotencyKey }`, sent by
 * recordLead (./record.ts, forms side) after the row is written, and by the cron sweep.
 */
export interface LeadMessage {
  leadId: number;
  idempotencyKey: string;
}

/** A well-formed message body (anything else is acknowledged and dropped by the consumer). */
export function isLeadMessage(body: unknown): body is LeadMessage {
  if (!body || typeof body !== 'object') return false;
  const { leadId, idempotencyKey } = body as Record<string, unknown>;
  return (
    typeof leadId === 'number' &&
    Number.isSafeInteger(leadId) &&
    leadId > 0 &&
    typeof idempotencyKey === 'string' &&
    idempotencyKey.length > 0 &&
    idempotencyKey.length <= 200
  );
}
