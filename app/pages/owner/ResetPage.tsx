/**
 * Choosing a new password from the e-mailed link (d1; docs/owner-portal.md): the token travels in the
 * link's query and in a hidden field, the password twice. docs/formatting.md messages: empty password,
 * passwords not identical; a link that is used, expired or unknown says so and offers a new one.
 */
import { useSearch } from '@tanstack/react-router';
import { parseResetSearch } from '../../model/owner-portal';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { DetailTexts as OwnerTexts } from '../../i18n/detail-texts';
import { OwnerField } from './OwnerField';
import { LoginStepPage } from './LoginStepPage';

const MIN_LENGTH = 8;

function ResetView() {
  const LL = useT();
  const lang = useLang();
  const search = parseResetSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const invalid = !search.token || search.error === 'invalid';
  const message =
    search.error === 'empty'
      ? LL.OWNER.passwordEmpty()
      : search.error === 'mismatch'
        ? LL.OWNER.passwordsDiffer()
        : search.error === 'short'
          ? LL.OWNER.passwordShort({ min: MIN_LENGTH })
          : null;
  return (
    <LoginStepPage title={LL.OWNER.resetTitle()} slug="reset">
      {invalid ? (
        <>
          <p className="owner-alert" role="alert">
            {LL.OWNER.resetInvalid()}
          </p>
          <p>
            <a className="button button--primary" href={`/${lang}/login/forgot/`}>
              {LL.OWNER.askNewLink()}
            </a>
          </p>
        </>
      ) : (
        <form className="owner-form" method="post" action="/api/owner/reset">
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="token" value={search.token} />
          {message && (
            <p id="reset-error" className="owner-alert" role="alert">
              {message}
            </p>
          )}
          <OwnerField
            id="reset-password"
            label={LL.OWNER.newPassword()}
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={MIN_LENGTH}
            {...(message ? { 'aria-describedby': 'reset-error' } : {})}
          />
          <OwnerField
            id="reset-confirm"
            label={LL.OWNER.confirmPassword()}
            type="password"
            name="confirm"
            autoComplete="new-password"
            minLength={MIN_LENGTH}
          />
          <button className="button button--primary owner-form__submit" type="submit">
            {LL.OWNER.resetSubmit()}
          </button>
        </form>
      )}
    </LoginStepPage>
  );
}

export function ResetPage() {
  return (
    <OwnerTexts>
      <ResetView />
    </OwnerTexts>
  );
}
