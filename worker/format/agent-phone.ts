/**
 * Formats the phone number of a property's or project's agent before the data leaves the worker
 * (page loaders on the server and the JSON API for the browser's later navigations), so the
 * browser gets the written form and the tel: link without carrying the phone library.
 */
import type { Agent } from '../../shared/model/people';
import { formatPhone } from '../../app/format/phone';

export function withAgentPhone<T extends { Agent: Agent | null }>(detail: T): T;
export function withAgentPhone<T extends { Agent: Agent | null }>(detail: T | null): T | null;
export function withAgentPhone<T extends { Agent: Agent | null }>(detail: T | null): T | null {
  const agent = detail?.Agent;
  if (!detail || !agent) return detail;
  const number = agent.Phone.trim() || agent.Mobile.trim();
  return number ? { ...detail, Agent: { ...agent, PhoneLink: formatPhone(number) } } : detail;
}
