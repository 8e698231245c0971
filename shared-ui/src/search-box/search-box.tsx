import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTE_PATHS, SEARCH_EXAMPLE_WORDS, SEARCH_TEXT_MAX_LENGTH, searchPagePath } from '@insolvency/shared-contracts';
import { theme } from '../theme';
import { nativeControlStyle } from '../native-select/native-control-style';
import { SearchIcon } from './search-icon';

export const SEARCH_EXAMPLE_PLACEHOLDER = `e.g. ${SEARCH_EXAMPLE_WORDS}`;

export interface SearchBoxProps {
  /** The field's label, and the form's name as a search landmark. */
  label: string;
  /** `bar`: compact, the label read out but not shown (the top bar); `hero`: the label shown above, large. */
  appearance: 'bar' | 'hero';
  /** The words the field starts with. */
  defaultValue?: string;
}

const CLASS = 'im-search-box';
/** Hidden from sight, read by screen readers: the bar's label, which its icon button and placeholder stand for. */
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

/**
 * A search of the live posts: a GET form to `/search?q=` (so it works before the app runs, from a
 * page the server drew), which the app follows without reloading the page.
 */
export function SearchBox({ label, appearance, defaultValue }: SearchBoxProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const bar = appearance === 'bar';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPagePath(field.current?.value ?? ''));
  };
  const height = bar ? token.controlHeight : token.controlHeightLG;
  return (
    <form role="search" aria-label={label} method="get" action={ROUTE_PATHS.Search} onSubmit={onSubmit} className={CLASS} style={{ minWidth: 0 }}>
      <style href={CLASS} precedence={CLASS}>
        {`.${CLASS}-hidden{${VISUALLY_HIDDEN}}`}
      </style>
      <label htmlFor={id} className={bar ? `${CLASS}-hidden` : undefined} style={bar ? undefined : { display: 'block', marginBottom: token.marginXS, fontWeight: 600 }}>
        {label}
      </label>
      <div style={{ display: 'flex', minWidth: 0 }}>
        <input
          ref={field}
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={bar ? 'Search opportunities' : SEARCH_EXAMPLE_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="search"
          style={{
            ...nativeControlStyle(token),
            height,
            flex: 1,
            minWidth: 0,
            width: bar ? 220 : '100%',
            padding: `0 ${token.paddingSM}px`,
            borderRadius: `${token.borderRadius}px 0 0 ${token.borderRadius}px`,
            fontSize: bar ? token.fontSize : token.fontSizeLG,
          }}
        />
        <button
          type="submit"
          aria-label={bar ? 'Search' : undefined}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: token.marginXS,
            height,
            padding: `0 ${bar ? token.paddingSM : token.padding}px`,
            border: `${token.lineWidth}px solid ${token.colorPrimary}`,
            borderRadius: `0 ${token.borderRadius}px ${token.borderRadius}px 0`,
            background: token.colorPrimary,
            color: token.colorTextLightSolid,
            font: 'inherit',
            fontSize: bar ? token.fontSize : token.fontSizeLG,
            fontWeight: 600,
            cursor: 'pointer',
          }}
        >
          <SearchIcon />
          {bar ? null : 'Search'}
        </button>
      </div>
    </form>
  );
}
