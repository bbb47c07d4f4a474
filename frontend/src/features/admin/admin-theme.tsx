import type { ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';

/** antd in the site's colours; text colours darkened where antd's defaults fall short of AA contrast. */
const theme: ThemeConfig = {
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

/** The admin area's antd context. Only admin modules import antd, so it stays in their lazy chunks. */
export function AdminTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
