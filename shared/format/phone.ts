/**
 * The seed's phone formatting (seed §5): keep digits only; 10 digits are grouped 4-2-2-2,
 * 9 digits 3-2-2-2; any other number is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9) return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return phone;
}

/** A tel: link target for a displayed number (digits and a leading '+'). */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
