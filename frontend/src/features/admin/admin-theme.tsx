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
    fontFamily: 'inherit',
    fontSize: 15,
    borderRadius: 8,
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
