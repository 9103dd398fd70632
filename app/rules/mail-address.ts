/**
 * What the site takes for an e-mail address it may write to or look up (the mailer's recipients,
 * a lead's contact, an owner's login name): one @, no spaces, no angle brackets, no line breaks,
 * at most 254 characters. The forms' own check is shared/forms/validate.ts's `email` field.
 */
const ADDRESS = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;

export function isMailAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}
