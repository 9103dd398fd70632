/**
 * A labelled field of the owner's forms (login, forgotten password, new password): the label, the
 * input with the site's input style, and what follows it (an error message).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export function OwnerField({
  id,
  label,
  children,
  ...input
}: { id: string; label: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement> & {
    'data-invalid'?: string;
  }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} />
      {children}
    </div>
  );
}
