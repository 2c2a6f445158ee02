import { EsaView } from '../../features/esa/components/esa-view';

/** Education savings accounts (parents manage, teachers and viewers read; a child's nav has no such page). */
export default function EsaPage() {
  return <EsaView />;
}
