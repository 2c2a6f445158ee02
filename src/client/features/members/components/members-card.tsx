import { Copy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { membersMessages as m } from '@shared/messages/members';
import type { AdultRole, CreatedInvite, InviteInput, Member } from '@shared/schemas/members';
import {
  useChangeRole,
  useCreateInvite,
  useMembers,
  useRemoveMember,
  useRevokeInvite,
} from '@client/api/members';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useCopyLink } from '@client/lib/copy-link';
import type * as membersSchemas from '@shared/schemas/members';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const inviteInputSchema = lazySchema<typeof membersSchemas.inviteInputSchema>(() =>
  import('@shared/schemas/members').then((m) => m.inviteInputSchema),
);

const roleName = (role: Member['role']) =>
  role === 'teacher' ? m.roleTeacher : role === 'viewer' ? m.roleViewer : m.roleParent;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** Settings › Members (the parent only): the family's adults with their roles, invites, and removal. */
export function MembersCard() {
  const { data, isPending, isError, refetch, isRefetching } = useMembers();
  const [inviting, setInviting] = useState(false);
  return (
    <Card role="region" aria-labelledby="members-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle>
            <h2 id="members-heading" className="text-xl font-semibold">
              {m.title}
            </h2>
          </CardTitle>
          <CardDescription>{m.intro}</CardDescription>
        </div>
        <Button type="button" onClick={() => setInviting(true)} className="print:hidden">
          <UserPlus aria-hidden="true" /> {m.invite}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading members">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="The members could not be loaded." onRetry={refetch} retrying={isRefetching} />
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-md border" aria-label={m.title}>
              {data.members.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
            <section aria-labelledby="invites-heading" className="flex flex-col gap-2">
              <h3 id="invites-heading" className="text-sm font-semibold">
                {m.pendingInvites}
              </h3>
              {data.invites.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.noInvites}</p>
              ) : (
                <ul className="flex flex-col divide-y rounded-md border" aria-label={m.pendingInvites}>
                  {data.invites.map((invite) => (
                    <InviteRow key={invite.id} invite={invite} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </Card>
  );
}

function MemberRow({ member }: { member: Member }) {
  const change = useChangeRole();
  const remove = useRemoveMember();
  const isParent = member.role === 'parent';
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col">
        <span className="truncate text-sm font-medium">
          {member.name}
          {isParent ? <span className="text-muted-foreground"> · {m.you}</span> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {member.email} · {m.since(day(member.since))}
        </span>
      </div>
      {isParent ? (
        <span className="text-sm text-muted-foreground">{m.roleParent}</span>
      ) : (
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <NativeSelect
            value={member.role}
            onValueChange={(role) =>
              change.mutate({ id: member.id, role: role as AdultRole, name: member.name })
            }
            disabled={change.isPending}
            className="w-32"
            aria-label={m.roleOf(member.name)}
          >
            <option value="teacher">{m.roleTeacher}</option>
            <option value="viewer">{m.roleViewer}</option>
          </NativeSelect>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`${m.remove} ${member.name}`}
              >
                {m.remove}
              </Button>
            }
            title={m.remove}
            description={m.removeConfirm(member.name)}
            confirmLabel={m.remove}
            onConfirm={() => remove.mutate({ id: member.id, name: member.name })}
          />
        </div>
      )}
    </li>
  );
}

function InviteRow({
  invite,
}: {
  invite: { id: string; role: AdultRole; email: string | null; expiresAt: string };
}) {
  const revoke = useRevokeInvite();
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col">
        <span className="truncate text-sm font-medium">
          {roleName(invite.role)} · {invite.email ?? m.noEmail}
        </span>
        <span className="text-xs text-muted-foreground">{m.expires(day(invite.expiresAt))}</span>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={revoke.isPending}
            className="print:hidden"
          >
            {m.revoke}
          </Button>
        }
        title={m.revoke}
        description={m.revokeConfirm}
        confirmLabel={m.revoke}
        onConfirm={() => revoke.mutate(invite.id)}
      />
    </li>
  );
}

interface InviteForm {
  role: AdultRole;
  email: string;
}
const check = zodCheck(inviteInputSchema, (form: InviteForm): InviteInput => ({
  role: form.role,
  ...(form.email.trim() ? { email: form.email } : {}),
}));

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [made, setMade] = useState<CreatedInvite | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setMade(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        {made ? (
          <ShownLink made={made} onDone={() => close(false)} />
        ) : open ? (
          <InviteFormBody onMade={setMade} onCancel={() => close(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteFormBody({
  onMade,
  onCancel,
}: {
  onMade: (made: CreatedInvite) => void;
  onCancel: () => void;
}) {
  const form = useZodForm({
    initial: (): InviteForm => ({ role: 'teacher', email: '' }),
    check,
    clearErrorOnChange: true,
  });
  const create = useCreateInvite();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ data }) =>
        create.mutate(data, { onSuccess: onMade, onError: form.showServerErrors }),
      )}
    >
      <DialogHeader>
        <DialogTitle>{m.inviteTitle}</DialogTitle>
        <DialogDescription>{form.values.role === 'teacher' ? m.teacherCan : m.viewerCan}</DialogDescription>
      </DialogHeader>
      <FormField id="invite-role" label={m.roleLabel} error={form.errors.role}>
        <NativeSelect value={form.values.role} onValueChange={(v) => form.set('role', v as AdultRole)}>
          <option value="teacher">{m.roleTeacher}</option>
          <option value="viewer">{m.roleViewer}</option>
        </NativeSelect>
      </FormField>
      <FormField
        id="invite-email"
        label={m.inviteEmailLabel}
        hint={m.inviteEmailHint}
        error={form.errors.email}
      >
        <Input type="email" autoComplete="off" {...form.bind('email')} />
      </FormField>
      <FormDialogFooter pending={create.isPending} submitLabel={m.inviteCreate} onCancel={onCancel} />
    </form>
  );
}

function ShownLink({ made, onDone }: { made: CreatedInvite; onDone: () => void }) {
  // The page's own origin: the address this browser reaches the server at.
  const url = new URL(new URL(made.url).pathname, window.location.origin).href;
  const { input, selectAll, copy } = useCopyLink(url, { copied: m.copied });
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{m.inviteTitle}</DialogTitle>
        <DialogDescription>{m.inviteLinkIntro}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          readOnly
          value={url}
          aria-label="Invite link"
          className="font-mono text-xs md:text-xs"
          onFocus={selectAll}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {m.copy}
        </Button>
      </div>
      {made.mailed && made.invite.email ? (
        <p className="text-sm text-muted-foreground">{m.inviteMailed(made.invite.email)}</p>
      ) : null}
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {m.done}
        </Button>
      </DialogFooter>
    </div>
  );
}
