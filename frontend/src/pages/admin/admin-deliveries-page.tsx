import { AdminShell } from '@/features/admin/admin-shell';
import { DeliveriesView } from '@/features/admin/deliveries/deliveries-view';

export function AdminDeliveriesPage() {
  return (
    <AdminShell title="Deliveries" section="deliveries">
      <DeliveriesView />
    </AdminShell>
  );
}
