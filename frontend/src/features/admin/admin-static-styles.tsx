import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { adminTheme } from './admin-theme';

/**
 * The CSS of every antd component in the admin's theme, for the build to serve as the admin
 * pages' stylesheet (build/prerender-site.ts) so that antd needs no runtime styles there
 * (AdminTheme). Build-time only: the extractor renders every component once.
 */
export const adminStyles = (): string =>
  extractStyle((node) => <ConfigProvider theme={adminTheme}>{node}</ConfigProvider>);
