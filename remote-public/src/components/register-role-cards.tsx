import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { palette, useIsMobileLayout, useWindowWidth } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

const ROLE_CARDS = [
  {
    id: 'buyer',
    title: 'Interested Party',
    text: 'Specify your criteria and find business opportunities',
    to: ROUTE_PATHS.RegisterBuyer,
    action: 'Register as an Interested Party',
  },
  {
    id: 'seller',
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

/**
 * The two ways to register (spec §2), on Login and on RegisterDirectory. Plain sections rather
 * than antd Card: these are visitor screens and Card pulls in heavy dependencies. Side by side
 * on desktop, stacked below 960 px. `idPrefix` keeps the headings' ids unique on the page.
 */
export function RegisterRoleCards({ idPrefix = 'register' }: { idPrefix?: string }) {
  const { token } = theme.useToken();
  const stacked = useIsMobileLayout();
  const width = cardWidth(useWindowWidth());
  return (
    <div style={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', alignItems: stacked ? 'center' : 'stretch', gap: token.marginLG }}>
      {ROLE_CARDS.map((card) => (
        <section
          key={card.id}
          aria-labelledby={`${idPrefix}-${card.id}`}
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
          <h2 id={`${idPrefix}-${card.id}`} style={{ marginTop: 0, fontSize: token.fontSizeHeading4, color: palette.navy }}>
            {card.title}
          </h2>
          <p style={{ color: palette.textSecondary }}>{card.text}</p>
          <Link to={card.to}>{card.action}</Link>
        </section>
      ))}
    </div>
  );
}
