import { Check, ChevronsUpDown, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { studentMessages } from '@shared/messages/students';
import type { Student } from '@shared/schemas/students';
import { LabelTooltip } from '@client/components/label-tooltip';
import { cn } from '@client/lib/utils';
import { ChildAvatar } from '@client/components/child-avatar';
import { ALL_CHILDREN, type ChildChoice } from '@client/lib/current-child-choice';
import { useCurrentChild } from '@client/lib/current-child';
import { useSidebar } from './sidebar-context';

interface Option {
  id: ChildChoice;
  label: string;
  student: Student | null;
}

function AllChildrenIcon({ small = false }: { small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-muted ring-2 ring-border',
        small ? 'size-6' : 'size-8',
      )}
    >
      <Users className={small ? 'size-3.5' : 'size-4'} />
    </span>
  );
}

/**
 * The current child, at the top of the sidebar: a button that opens the list of children (+ 'All children'
 * from two children on). The list opens in place (no floating layer: the shell stays light and it fits the
 * phone drawer) and works from the keyboard: arrows, Home/End, Enter or Space to choose, Escape or Tab to
 * close; focus returns to the button.
 */
export function ChildSwitcher({ collapsed }: { collapsed: boolean }) {
  const { students, child, studentId, offersAll, setChild } = useCurrentChild();
  const { setOpen: setSidebarOpen } = useSidebar();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();

  const options: Option[] = students.map((s) => ({ id: s.id, label: s.name, student: s }));
  if (offersAll) options.push({ id: ALL_CHILDREN, label: studentMessages.allChildren, student: null });
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.id === studentId),
  );

  // The sidebar collapsing closes the list (it has no room there).
  useEffect(() => {
    if (collapsed) setOpen(false);
  }, [collapsed]);

  // A click or tap outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) optionRefs.current[active]?.focus();
  }, [open, active]);

  if (students.length === 0) return null;

  const openList = () => {
    if (collapsed) setSidebarOpen(true);
    setActive(selectedIndex);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (option: Option) => {
    if (option.id !== studentId) setChild(option.id);
    close();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const currentLabel = child?.name ?? studentMessages.allChildren;
  const button = (
    <button
      ref={buttonRef}
      type="button"
      data-testid="child-switcher"
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-label={studentMessages.switcherOpen(currentLabel)}
      onClick={() => (open ? setOpen(false) : openList())}
      onKeyDown={onButtonKeyDown}
      className={cn(
        'flex min-h-11 w-full items-center gap-2 rounded-lg border border-sidebar-border bg-background/60 px-2 py-1.5 text-left text-sm font-semibold outline-none transition-colors',
        'hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
        collapsed && 'justify-center border-transparent bg-transparent px-0',
      )}
    >
      {child ? <ChildAvatar student={child} /> : <AllChildrenIcon />}
      {collapsed ? null : (
        <>
          <span className="min-w-0 flex-1 truncate" data-testid="current-child-name">
            {currentLabel}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </>
      )}
    </button>
  );

  return (
    <div ref={rootRef} className={cn('shrink-0 pb-2', collapsed ? 'px-1.5' : 'px-3')}>
      {collapsed ? <LabelTooltip label={currentLabel}>{button}</LabelTooltip> : button}
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={studentMessages.switcherList}
          // Escape here closes the list only, not the phone drawer around it (see AppSidebar).
          data-escape-local=""
          onKeyDown={onListKeyDown}
          className="mt-1 flex max-h-72 flex-col gap-0.5 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((o, i) => {
            const selected = o.id === studentId;
            return (
              <li
                key={o.id}
                ref={(el) => {
                  optionRefs.current[i] = el;
                }}
                role="option"
                aria-selected={selected}
                tabIndex={i === active ? 0 : -1}
                onClick={() => choose(o)}
                onFocus={() => setActive(i)}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none hover:bg-accent focus:bg-accent focus:text-accent-foreground"
              >
                {o.student ? <ChildAvatar student={o.student} size="sm" /> : <AllChildrenIcon small />}
                <span className="min-w-0 flex-1 truncate">{o.label}</span>
                {selected ? <Check className="size-4 shrink-0 text-primary" aria-hidden="true" /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
