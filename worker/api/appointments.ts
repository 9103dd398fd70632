/**
 * `GET /api/appointments?propertyId=N[&lang=xx]` → `{ slots, full }`: a property's viewing slots
 * (free places each) for the appointment form, from the provider's appointment source (omnicasa)
 * or the D1 table. A bad id is 400; the CRM failing is 503, never 500.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ProviderError } from '../provider/core';
import { slotsFor } from '../forms/slots';
import { slotSourceOf } from '../middleware/provider';

export const appointmentsApi = new Hono<AppEnv>();

appointmentsApi.get('/appointments', async (c) => {
  const raw = c.req.query('propertyId') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return c.json({ error: 'propertyId must be a positive integer' }, 400);
  const lang = c.get('lang');
  c.header('Cache-Control', 'no-store');
  try {
    const slots = await slotsFor(slotSourceOf(c), Number(raw), lang);
    return c.json({ slots, full: slots.length > 0 && slots.every((s) => s.free === 0) });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('appointment slots unavailable', error.message);
    return c.json({ error: 'Service Unavailable' }, 503);
  }
});
