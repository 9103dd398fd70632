/** A viewing appointment slot as pages and the appointment form show it (agency-local times 'yyyy-mm-ddThh:mm'). */
export interface AppointmentSlot {
  id: number;
  startsAt: string;
  endsAt: string;
  /** Places still free; 0 when the slot is full. */
  free: number;
}
