/**
 * The frame of the pages the login leads to (forgotten password, new password): the page's
 * header with the login in its crumbs, one card named by the title, and the way back to the login.
 */
import type { ReactNode } from 'react';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { PageHeader } from '../../components/PageHeader';

export function LoginStepPage({ title, slug, children }: { title: string; slug: string; children: ReactNode }) {
  const LL = useT();
  const lang = useLang();
  const crumbs = [
    { name: LL.LOGIN.title(), path: `/${lang}/login/` },
    { name: title, path: `/${lang}/login/${slug}/` },
  ];
  return (
    <div className="page page--login">
      <PageHeader title={title} crumbs={crumbs} />
      <div className="container page__body owner-login">
        <section className="owner-card" aria-label={title}>
          {children}
          <p className="owner-card__foot">
            <a href={`/${lang}/login/`}>{LL.OWNER.backToLogin()}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
