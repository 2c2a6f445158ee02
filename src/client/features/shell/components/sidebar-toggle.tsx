import { Menu, PanelLeft } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useSidebar } from './sidebar-context';

/** Desktop: collapses/expands the sidebar. Phones: opens the navigation sheet. Ctrl/Cmd+B does the same. */
export function SidebarToggle() {
  const { isMobile, toggle, state, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      onClick={toggle}
      aria-label={isMobile ? 'Open menu' : 'Toggle sidebar'}
      aria-expanded={isMobile ? openMobile : state === 'expanded'}
      title={isMobile ? undefined : 'Toggle sidebar (Ctrl+B)'}
    >
      {isMobile ? (
        <Menu className="size-5" aria-hidden="true" />
      ) : (
        <PanelLeft className="size-5" aria-hidden="true" />
      )}
    </Button>
  );
}
