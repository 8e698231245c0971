import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { LinkButton, palette, postCardWidth, useIsMobileLayout, useWindowWidth } from '@insolvency/shared-ui';
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

/**
 * The two ways to register (spec §2), on Login and on RegisterDirectory. Plain sections rather
 * than antd Card: these are visitor screens and Card pulls in heavy dependencies. Side by side
 * on desktop, stacked below 960 px or when `stacked` (the Login page's side column), each card then as
 * wide as its column. `idPrefix` keeps the headings' ids unique on the page.
 */
export function RegisterRoleCards({ idPrefix = 'register', stacked: alwaysStacked = false }: { idPrefix?: string; stacked?: boolean }) {
  const { token } = theme.useToken();
  const stacked = useIsMobileLayout() || alwaysStacked;
  const windowWidth = useWindowWidth();
  // Spec §9's card width (450, 380, 290) side by side; a stacked card fills its column.
  const width = stacked ? '100%' : postCardWidth(windowWidth);
  return (
    <div style={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', alignItems: 'stretch', gap: stacked ? token.margin : token.marginLG }}>
      {ROLE_CARDS.map((card) => (
        <section
          key={card.id}
          aria-labelledby={`${idPrefix}-${card.id}`}
          style={{
            width,
            maxWidth: '100%',
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            padding: token.paddingLG,
            background: palette.surface,
            border: `1px solid ${palette.border}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <h2 id={`${idPrefix}-${card.id}`} style={{ marginTop: 0, fontSize: token.fontSizeHeading4, color: palette.navy }}>
            {card.title}
          </h2>
          <p style={{ margin: `0 0 ${token.margin}px`, color: palette.textSecondary }}>{card.text}</p>
          <div style={{ marginTop: 'auto', maxWidth: '100%' }}>
            <LinkButton to={card.to}>{card.action}</LinkButton>
          </div>
        </section>
      ))}
    </div>
  );
}
