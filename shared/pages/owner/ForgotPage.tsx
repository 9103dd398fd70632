/**
 * Forgotten password (docs/owner-portal.md): the owner gives their e-mail address; the answer is the
 * same whether or not it belongs to an account (the login page's notice). Works as a plain form.
 */
import { useSearch } from '@tanstack/react-router';
import { useLang, useT } from '../../i18n/i18n';
import { DetailTexts as OwnerTexts } from '../../i18n/detail-texts';
import { PageHeader } from '../../components/PageHeader';

function ForgotView() {
  const LL = useT();
  const lang = useLang();
  const search = useSearch({ strict: false }) as { error?: 'email' };
  const crumbs = [
    { name: LL.LOGIN.title(), path: `/${lang}/login/` },
    { name: LL.OWNER.forgotTitle(), path: `/${lang}/login/forgot/` },
  ];
  return (
    <div className="page page--login">
      <PageHeader title={LL.OWNER.forgotTitle()} crumbs={crumbs} />
      <div className="container page__body owner-login">
        <section className="owner-card" aria-label={LL.OWNER.forgotTitle()}>
          <p>{LL.OWNER.forgotIntro()}</p>
          <form className="owner-form" method="post" action="/api/owner/forgot" noValidate={false}>
            <input type="hidden" name="lang" value={lang} />
            <div className="field">
              <label htmlFor="forgot-email">{LL.LOGIN.email()}</label>
              <input
                id="forgot-email"
                className="input"
                type="email"
                name="email"
                autoComplete="username"
                required
                {...(search.error === 'email'
                  ? { 'aria-invalid': true, 'aria-describedby': 'forgot-email-error' }
                  : {})}
              />
              {search.error === 'email' && (
                <p id="forgot-email-error" className="field__error" role="alert">
                  {LL.OWNER.emailInvalid()}
                </p>
              )}
            </div>
            <button className="button button--primary owner-form__submit" type="submit">
              {LL.OWNER.forgotSubmit()}
            </button>
          </form>
          <p className="owner-card__foot">
            <a href={`/${lang}/login/`}>{LL.OWNER.backToLogin()}</a>
          </p>
        </section>
      </div>
    </div>
  );
}

export function ForgotPage() {
  return (
    <OwnerTexts>
      <ForgotView />
    </OwnerTexts>
  );
}
