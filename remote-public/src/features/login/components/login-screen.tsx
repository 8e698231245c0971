import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { parseLoginQuery, pathAfterLogin, useSession } from '@insolvency/shared-auth';
import { LoadingState, PageHeader, palette, PHONE_LAYOUT_MEDIA } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { useSessionExpiredNotice } from '../hooks/use-session-expired-notice';
import { preloadRoleHome } from '../../home/preload-role-home';
import { LoginForm } from './login-form';
import { RegisterRoleCards } from '../../../components/register-role-cards';

type Token = ReturnType<typeof theme.useToken>['token'];

const PAGE_CLASS = 'im-login';

/**
 * The desktop's two columns and the phone's one, as rules rather than from the window's width in
 * JavaScript: the server, which knows no width, renders the form a phone shows too, and nothing
 * moves when the app takes over.
 */
function layoutRules(token: Token): string {
  return (
    `.${PAGE_CLASS}{padding:0 ${token.paddingLG}px}` +
    `.${PAGE_CLASS}-columns{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:${token.marginXXL}px}` +
    `.${PAGE_CLASS}-form{padding:${token.paddingLG}px}` +
    `${PHONE_LAYOUT_MEDIA}{.${PAGE_CLASS}{padding:0}` +
    `.${PAGE_CLASS}-columns{grid-template-columns:minmax(0,1fr);gap:${token.marginXL}px}.${PAGE_CLASS}-form{padding:${token.padding}px}}`
  );
}

/**
 * Login (spec §2). Reads `route`, `id` and `reason` from the query. A logged-in user
 * (already, or just now) goes to the named route with its id, otherwise home.
 * On a desktop the form and the two ways to register sit side by side, as two columns of
 * equal weight; on a phone the form comes first and the role cards follow.
 */
export function LoginScreen() {
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => parseLoginQuery(searchParams), [searchParams]);
  const { isAuthenticated, isResolving } = useSession();
  useSessionExpiredNotice(query.reason === 'expired');

  if (isAuthenticated) return <Navigate replace to={pathAfterLogin(query)} />;
  // A stored refresh token is renewing the session: the user may be logged in in a moment.
  if (isResolving) return <LoadingState />;

  return (
    <div className={PAGE_CLASS} style={{ maxWidth: 1000, margin: '0 auto' }}>
      {/* React 19 hoists it into <head> once (the server's page carries it there too). */}
      <style href={PAGE_CLASS} precedence={PAGE_CLASS}>
        {layoutRules(token)}
      </style>
      <PageHeader title="Login" />
      <div className={`${PAGE_CLASS}-columns`} style={{ display: 'grid', alignItems: 'start' }}>
        <section
          aria-label="Login with your account"
          className={`${PAGE_CLASS}-form`}
          style={{
            background: palette.surface,
            border: `1px solid ${palette.border}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <LoginForm preloadNextScreen={pathAfterLogin(query) === ROUTE_PATHS.ConditionalHome ? preloadRoleHome : undefined} />
        </section>
        <section aria-labelledby="login-register">
          <h2 id="login-register" style={{ margin: `0 0 ${token.margin}px`, fontSize: token.fontSizeHeading4 }}>
            New here? Register as
          </h2>
          <RegisterRoleCards idPrefix="login-register" stacked />
        </section>
      </div>
    </div>
  );
}

export default LoginScreen;
