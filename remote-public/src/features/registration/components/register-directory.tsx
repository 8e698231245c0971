import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { palette, useIsMobileLayout, useWindowWidth } from '@insolvency/shared-ui';
import { PageHeader } from '@insolvency/shared-ui/screens';
import { theme } from '@insolvency/shared-ui/base';

// The same two cards and texts as on Login (spec §2). Features do not import each other,
// so the cards are repeated here rather than taken from the login feature.
const ROLE_CARDS = [
  {
    id: 'directory-buyer',
    title: 'Interested Party',
    text: 'Specify your criteria and find business opportunities',
    to: ROUTE_PATHS.RegisterBuyer,
    action: 'Register as an Interested Party',
  },
  {
    id: 'directory-seller',
    title: 'Insolvency Practitioner',
    text: 'List Businesses and Distressed Assets. Receive Interest from Interested Parties',
    to: ROUTE_PATHS.RegisterSeller,
    action: 'Register as an Insolvency Practitioner',
  },
] as const;

/** Card width of spec §9: 450, or 380 for windows 400 to 460 wide, or 290 below 400. */
function cardWidth(windowWidth: number): number {
  if (windowWidth < 400) return 290;
  if (windowWidth <= 460) return 380;
  return 450;
}

/** RegisterDirectory (`/register/`): choose to register as a buyer or as a seller. */
export function RegisterDirectory() {
  const { token } = theme.useToken();
  const stacked = useIsMobileLayout();
  const width = cardWidth(useWindowWidth());
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: token.paddingLG }}>
      <PageHeader title="Register" subtitle="Choose how you will use the marketplace. Registration is free for Interested Parties." />
      <div
        style={{
          display: 'flex',
          flexDirection: stacked ? 'column' : 'row',
          alignItems: stacked ? 'center' : 'stretch',
          gap: token.marginLG,
        }}
      >
        {ROLE_CARDS.map((card) => (
          <section
            key={card.id}
            aria-labelledby={card.id}
            style={{
              width,
              maxWidth: '100%',
              boxSizing: 'border-box',
              padding: token.paddingLG,
              background: palette.surface,
              border: `1px solid ${palette.border}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <h2 id={card.id} style={{ marginTop: 0, fontSize: token.fontSizeHeading4, color: palette.navy }}>
              {card.title}
            </h2>
            <p style={{ color: palette.textSecondary }}>{card.text}</p>
            <Link to={card.to}>{card.action}</Link>
          </section>
        ))}
      </div>
      <p style={{ marginTop: token.marginXL }}>
        Already registered? <Link to={ROUTE_PATHS.Login}>Login</Link>
      </p>
    </div>
  );
}

export default RegisterDirectory;
