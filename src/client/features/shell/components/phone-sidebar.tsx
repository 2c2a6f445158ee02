import type { Settings } from '@shared/schemas/settings';
import { Sheet, SheetContent, SheetTitle } from '@client/components/ui/sheet';
import { SidebarBody } from './sidebar-body';
import { useSidebar } from './sidebar-context';

/**
 * Phones: the sidebar as an 18rem sheet from the left. Its own chunk (the dialog primitives come with it), loaded
 * when the page is idle or the menu is first opened, so the first load of a page does not carry it.
 */
export default function PhoneSidebar({ settings }: { settings: Settings }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Sheet open={openMobile} onOpenChange={setOpenMobile}>
      <SheetContent
        side="left"
        className="w-72 max-w-none gap-0 overflow-hidden bg-sidebar p-0"
        aria-describedby={undefined}
        onEscapeKeyDown={(e) => {
          if (e.target instanceof Element && e.target.closest('[data-escape-local]')) e.preventDefault();
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SidebarBody settings={settings} collapsed={false} sheet onNavigate={() => setOpenMobile(false)} />
      </SheetContent>
    </Sheet>
  );
}
