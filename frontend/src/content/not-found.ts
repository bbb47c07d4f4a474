import { paths } from '@/config/paths';

export const notFoundCopy = {
  code: '404',
  title: 'Page Not Found',
  developerHint: 'Did you forget to add the page to the router?',
  homeLink: { label: 'Back to Home', to: paths.home },
} as const;
