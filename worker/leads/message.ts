/** The body of a lead's queue message (contract between the forms and the delivery side): the row id and its idempotency key. */
export interface LeadMessage {
  leadId: number;
  idempotencyKey: string;
}
