import { useState } from 'react';
import { palette } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import type { Faq } from '../content/faqs';

/**
 * Questions that open to show their answers: the WAI-ARIA accordion pattern. Each question
 * is a native button inside a heading (Tab reaches it, Enter and Space toggle it) with
 * `aria-expanded` and `aria-controls`; its answer is a labelled region, `hidden` while
 * closed. Several answers may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = open.size === items.length;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: token.marginXS }}>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((item) => item.id)))}
          style={{ background: 'none', border: 'none', padding: token.paddingXXS, color: palette.primary, cursor: 'pointer', font: 'inherit' }}
        >
          {allOpen ? 'Close all answers' : 'Open all answers'}
        </button>
      </div>
      <div style={{ border: `1px solid ${palette.border}`, borderRadius: token.borderRadiusLG, background: palette.surface }}>
        {items.map((item, index) => {
          const expanded = open.has(item.id);
          const buttonId = `faq-${item.id}`;
          const panelId = `faq-${item.id}-answer`;
          return (
            <div key={item.id} style={{ borderTop: index === 0 ? 'none' : `1px solid ${palette.border}` }}>
              <h2 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600 }}>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                  style={{
                    display: 'flex',
                    width: '100%',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: token.margin,
                    padding: `${token.paddingSM}px ${token.padding}px`,
                    background: 'none',
                    border: 'none',
                    textAlign: 'left',
                    font: 'inherit',
                    color: palette.navy,
                    cursor: 'pointer',
                  }}
                >
                  <span>{item.question}</span>
                  <span
                    aria-hidden
                    style={{ flex: 'none', fontSize: 20, lineHeight: 1, transition: 'transform 0.2s', transform: expanded ? 'rotate(45deg)' : 'none' }}
                  >
                    +
                  </span>
                </button>
              </h2>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                style={{ padding: `0 ${token.padding}px ${token.paddingXS}px`, color: palette.text, lineHeight: 1.6 }}
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
