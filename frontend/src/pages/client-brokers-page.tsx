import { BrokerCheck } from '@/features/client-portal/brokers/broker-check';

export function ClientBrokersPage() {
  return <BrokerCheck />;
}
