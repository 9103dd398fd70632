/** `GET /api/appointments?propertyId=N` → `{ slots, full }`: a property's viewing slots (free places each) for the appointment form. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { slotsFor } from '../forms/slots';

export const appointmentsApi = new Hono<AppEnv>();

appointmentsApi.get('/appointments', async (c) => {
  const raw = c.req.query('propertyId') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return c.json({ error: 'propertyId must be a positive integer' }, 400);
  const slots = await slotsFor(c.env, Number(raw));
  c.header('Cache-Control', 'no-store');
  return c.json({ slots, full: slots.length > 0 && slots.every((s) => s.free === 0) });
});
