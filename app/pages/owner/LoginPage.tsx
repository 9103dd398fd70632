/**
 * The owner login page (docs/owner-portal.md): the content page's heading, the login form
 * and the page's text. Without JavaScript the form posts to /api/owner/login and the answer
 * comes back as a 303 (to the portal, or here with ?error=…); with JavaScript it posts JSON and
 * shows the same messages in place. Any failure shows the one 'Login failed' message; after a
 * plain post the first field holds what was typed (worker/owner/typed-identifier.ts). After several
 * failed logins of an account the server asks for Turnstile (worker/owner/limits.ts): the answer
 * says so and the form shows the check (with JavaScript, in place; without, after the redirect).
 * The first field fits the provider (decision record 029): an e-mail field where owners log in
 * with their e-mail address (d1, omnicasa), a username field (type text, autocomplete username)
 * where a username may be none (whise). A field left empty or not an e-mail address is named
 * in the page's language (the browser's own bubble would speak the browser's language, the
 * field's `data-invalid` carries it). The posting in place and the fields' messages are plain
 * script (client/parts/owner-login.ts, on `data-owner-login`, decision record 022): the page
 * loads no React.
 */
import { useLoaderData, useSearch } from '@tanstack/react-router';
import type { PageView } from '../../content/views';
import { loginWait, parseLoginSearch, type OwnerLogin } from '../../model/owner-portal';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { DetailTexts as OwnerTexts } from '../../i18n/detail-texts';
import { Modules } from '../../components/Modules';
import { PageHeader } from '../../components/PageHeader';
import { useSite } from '../../components/useSite';
import { OwnerField } from './OwnerField';
import { partAttrs } from '../../islands/Island';

export interface LoginData {
  page: PageView;
  login: OwnerLogin;
}

type Problem = { title: string; text: string } | null;

function LoginView() {
  const { page, login } = useLoaderData({ strict: false }) as LoginData;
  const search = parseLoginSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const LL = useT();
  const lang = useLang();
  const site = useSite();
  const wait = loginWait(search.retry ?? 60);
  const problem: Problem =
    search.error === 'failed'
      ? {
          title: LL.ERRORS.loginFailed(),
          text: login.identifier === 'username' ? LL.ERRORS.loginFailedText() : LL.ERRORS.loginFailedEmailText(),
        }
      : search.error === 'limited'
        ? {
            title: LL.OWNER.limitedTitle(),
            text: 'seconds' in wait ? LL.OWNER.limitedSeconds(wait) : LL.OWNER.limited(wait),
          }
        : search.error === 'api'
          ? { title: LL.ERRORS.apiError(), text: LL.ERRORS.apiErrorText() }
          : search.error === 'challenge'
            ? { title: LL.OWNER.challengeTitle(), text: LL.OWNER.challengeText() }
            : null;
  const notices = {
    'logged-out': LL.OWNER.loggedOut(),
    'reset-done': LL.OWNER.resetDone(),
    'reset-sent': LL.OWNER.forgotSent(),
    expired: LL.OWNER.sessionEnded(),
  };
  const notice = search.notice ? notices[search.notice] : undefined;

  const byName = login.identifier === 'username';
  return (
    <div className="page page--login">
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className="container page__body owner-login">
        <section className="owner-card" aria-labelledby="login-title">
          <h2 id="login-title" className="owner-card__title">
            {LL.LOGIN.title()}
          </h2>
          {notice && (
            <p className="owner-notice" role="status">
              {notice}
            </p>
          )}
          <div aria-live="assertive" data-owner-problems="">
            {problem && (
              <div className="owner-alert" role="alert">
                <p className="owner-alert__title">{problem.title}</p>
                <p>{problem.text}</p>
              </div>
            )}
          </div>
          <form
            className="owner-form"
            method="post"
            action="/api/owner/login"
            data-owner-login=""
            data-problem-title={LL.ERRORS.apiError()}
            data-problem-text={LL.ERRORS.apiErrorText()}
            {...partAttrs('owner-login', 'load')}
          >
            <input type="hidden" name="lang" value={lang} />
            <OwnerField
              id="login-email"
              label={byName ? LL.OWNER.username() : LL.LOGIN.email()}
              name="email"
              autoComplete="username"
              required
              {...(login.typed ? { defaultValue: login.typed } : {})}
              data-invalid={byName ? LL.OWNER.usernameEmpty() : LL.OWNER.emailInvalid()}
              {...(byName
                ? { type: 'text', autoCapitalize: 'none', spellCheck: false }
                : { type: 'email', inputMode: 'email' as const })}
            />
            <OwnerField
              id="login-password"
              label={LL.LOGIN.password()}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              data-invalid={LL.OWNER.passwordEmpty()}
            />
            {/* Turnstile, after several failed logins of an account (worker/owner/limits.ts): client/parts/owner-login.ts loads it. */}
            {search.error === 'challenge' && login.siteKey && (
              <div className="cf-turnstile" data-sitekey={login.siteKey} data-language={lang} />
            )}
            <button className="button button--primary owner-form__submit" type="submit">
              {LL.LOGIN.submit()}
            </button>
          </form>
          <p className="owner-card__foot">
            <a href={`/${lang}/login/forgot/`}>{LL.LOGIN.forgot()}</a>
          </p>
        </section>
        <div className="owner-login__text">
          <Modules modules={page.modules} site={site} />
        </div>
      </div>
    </div>
  );
}

export function LoginPage() {
  return (
    <OwnerTexts>
      <LoginView />
    </OwnerTexts>
  );
}
