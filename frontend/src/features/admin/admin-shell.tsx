/** The admin pages' frame, by its earlier name: pages written against it keep working. */
export { AdminWorkspaceLayout as AdminShell, type AdminSection } from './admin-workspace-layout';
