import { palette } from '../theme';

const CLASS_NAME = 'im-skip-link';
/** Out of sight until focused; by rules, so that it works in the server's page before the app. */
const RULES =
  `.${CLASS_NAME}{color:${palette.navy}}` +
  `.${CLASS_NAME}:not(:focus){position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}` +
  `.${CLASS_NAME}:focus{position:absolute;top:8px;left:8px;z-index:1100;padding:8px 16px;background:${palette.surface};border-radius:6px;font-weight:600}`;

/** First stop of the keyboard: jumps past the top bar to the page content. Visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className={CLASS_NAME}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      <style href={CLASS_NAME} precedence={CLASS_NAME}>
        {RULES}
      </style>
      Skip to content
    </a>
  );
}
