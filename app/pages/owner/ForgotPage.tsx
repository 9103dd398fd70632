/**
 * Forgotten password (docs/owner-portal.md): the owner gives their e-mail address; the answer is the
 * same whether or not it belongs to an account (the login page's notice). Works as a plain form.
 * Where the CRM keeps the password and the site cannot reset it (whise: OwnerLogin reset
 * 'agency', decision record 029) the page sends nothing: it says that the agency manages the
 * password and gives the agency's phone and e-mail.
 */
import { useLoaderData, useSearch } from '@tanstack/react-router';
import type { OwnerLogin } from '../../model/owner-portal';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { DetailTexts as OwnerTexts } from '../../i18n/detail-texts';
import { useSite } from '../../components/useSite';
import { AgencyLink } from '../../components/AgencyLink';
import { OwnerField } from './OwnerField';
import { LoginStepPage } from './LoginStepPage';

/** The agency manages the password: who to ask, no form. */
function ByAgency() {
  const LL = useT();
  const { agency } = useSite();
  return (
    <>
      <p>{LL.OWNER.forgotAgency()}</p>
      <p id="forgot-ask">{LL.OWNER.forgotAgencyAsk()}</p>
      <ul className="owner-contact" aria-labelledby="forgot-ask">
        <li>
          <AgencyLink agency={agency} by="phone" />
        </li>
        <li>
          <AgencyLink agency={agency} by="email" />
        </li>
      </ul>
    </>
  );
}

function ForgotView() {
  const LL = useT();
  const lang = useLang();
  const { login } = useLoaderData({ strict: false }) as { login: OwnerLogin };
  const search = useSearch({ strict: false }) as { error?: 'email' | 'unavailable' };
  return (
    <LoginStepPage title={LL.OWNER.forgotTitle()} slug="forgot">
      {search.error === 'unavailable' && login.reset !== 'agency' && (
        <div className="owner-alert" role="alert">
          <p>{LL.OWNER.forgotUnavailable()}</p>
        </div>
      )}
      {login.reset === 'agency' ? <ByAgency /> : <ForgotForm lang={lang} invalid={search.error === 'email'} />}
    </LoginStepPage>
  );
}

/** The form that asks for a message (d1: a one-time link; omnicasa: the CRM's own). */
function ForgotForm({ lang, invalid }: { lang: string; invalid: boolean }) {
  const LL = useT();
  return (
    <>
      <p>{LL.OWNER.forgotIntro()}</p>
      <form className="owner-form" method="post" action="/api/owner/forgot" noValidate={false}>
        <input type="hidden" name="lang" value={lang} />
        <OwnerField
          id="forgot-email"
          label={LL.LOGIN.email()}
          type="email"
          name="email"
          autoComplete="username"
          required
          {...(invalid ? { 'aria-invalid': true, 'aria-describedby': 'forgot-email-error' } : {})}
        >
          {invalid && (
            <p id="forgot-email-error" className="field__error" role="alert">
              {LL.OWNER.emailInvalid()}
            </p>
          )}
        </OwnerField>
        <button className="button button--primary owner-form__submit" type="submit">
          {LL.OWNER.forgotSubmit()}
        </button>
      </form>
    </>
  );
}

export function ForgotPage() {
  return (
    <OwnerTexts>
      <ForgotView />
    </OwnerTexts>
  );
}
