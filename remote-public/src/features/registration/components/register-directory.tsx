import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { RegisterRoleCards } from '../../../components/register-role-cards';
import { PageColumn } from '../../../components/page-column';

/** RegisterDirectory (`/register/`): choose to register as a buyer or as a seller. */
export function RegisterDirectory() {
  const { token } = theme.useToken();
  return (
    <PageColumn maxWidth={960}>
      <PageHeader title="Register" subtitle="Choose how you will use the marketplace. Registration is free for Interested Parties." />
      <RegisterRoleCards idPrefix="directory" />
      <p style={{ marginTop: token.marginXL }}>
        Already registered? <Link to={ROUTE_PATHS.Login}>Login</Link>
      </p>
    </PageColumn>
  );
}

export default RegisterDirectory;
