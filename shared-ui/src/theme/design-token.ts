import { useToken as useInternalToken } from 'antd/es/theme/internal';

/**
 * `theme.useToken()` as antd's `theme` object has it, without the rest of that object (the
 * dark and compact algorithms and getDesignToken): screens only read tokens, and this entry
 * is on every visitor's page, where a shared module is never tree-shaken.
 */
export const theme = {
  useToken() {
    const [designTheme, token, hashId, cssVar] = useInternalToken();
    return { theme: designTheme, token, hashId, cssVar };
  },
};
