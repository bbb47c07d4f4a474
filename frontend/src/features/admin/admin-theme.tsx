import { useState, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';

/** The id of the admin pages' prebuilt antd stylesheet (admin-static-styles.tsx, written by the build). */
export const ADMIN_STYLESHEET_ID = 'admin-antd-styles';

/**
 * antd in the site's colours; text colours darkened where antd's defaults fall short of AA
 * contrast. Unhashed class names, so the stylesheet built from this theme matches what renders.
 */
export const adminTheme: ThemeConfig = {
  hashed: false,
  // One name for the theme's CSS variables: by default antd names them after a React id, which
  // differs between the built stylesheet and a page, and a page before its scripts ran had none.
  cssVar: { key: 'css-var-admin' },
  token: {
    colorPrimary: '#0b2545',
    colorLink: '#0a58a8',
    colorError: '#b42318',
    colorText: '#0f1f33',
    colorTextSecondary: '#4a5a6d',
    colorTextTertiary: '#4a5a6d',
    colorTextDescription: '#4a5a6d',
    colorBorder: '#b4c1d1',
    // Select placeholders are text axe reads; antd's light grey falls short.
    colorTextPlaceholder: '#5f6b7a',
    fontFamily: 'inherit',
    fontSize: 15,
    borderRadius: 8,
  },
  components: {
    // The side navigation's current page: a pale tint under dark text, not a mid grey.
    Menu: {
      itemSelectedBg: '#e3ebf5',
      itemSelectedColor: '#0b2545',
      itemActiveBg: '#edf2f8',
      itemHoverBg: '#edf2f8',
    },
  },
};

/**
 * antd's styles come ready-made with the built admin pages: the components then skip computing
 * and hashing them on every render (the dashboard's cold load spent 12–16% less main-thread time,
 * docs/architecture.md#admin-styles). Without that stylesheet (the dev server, a client-side
 * visit from a public page, the component tests), antd writes its styles at runtime as usual.
 */
export const pageAdminTheme = (): ThemeConfig =>
  // On the server, only admin pages render antd (docs/architecture.md#admin-first-paint), and they carry the stylesheet.
  typeof document === 'undefined' || document.getElementById(ADMIN_STYLESHEET_ID)
    ? { ...adminTheme, zeroRuntime: true }
    : adminTheme;

/** The admin area's antd context. Only admin modules import antd, so it stays in their lazy chunks. */
export function AdminTheme({ children }: { children: ReactNode }) {
  // Decided once: antd reads zeroRuntime at a component's first render only.
  const [theme] = useState(pageAdminTheme);
  return (
    <ConfigProvider theme={theme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
