import { Copy, Link2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DEFAULT_LINK_DAYS,
  MAX_EVALUATOR_LABEL,
  MAX_LINK_DAYS,
  MIN_LINK_DAYS,
} from '@shared/domain/evaluator-links';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { EvaluatorLink, EvaluatorLinkInput } from '@shared/schemas/records-share';
import type { z } from 'zod';
import type { SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { useCreateEvaluatorLink, useEvaluatorLinks, useRevokeEvaluatorLink } from '@client/api/records-share';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useCopyLink } from '@client/lib/copy-link';
import type * as recordsShareSchemas from '@shared/schemas/records-share';
import { lazySchema } from '@client/lib/lazy-schema';
import { monthDayYear } from '@client/lib/date-labels';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const evaluatorLinkInputSchema = lazySchema<typeof recordsShareSchemas.evaluatorLinkInputSchema>(() =>
  import('@shared/schemas/records-share').then((m) => m.evaluatorLinkInputSchema),
);

type EvaluatorLinkValues = z.output<typeof evaluatorLinkInputSchema>;

const when = (iso: string) => monthDayYear(new Date(iso));

/** The evaluator links of a child: made for the chosen year, copied once, listed with their state, revoked. */
export function EvaluatorLinksSection({ child, year }: { child: Student; year: SchoolYear }) {
  const links = useEvaluatorLinks(child.id);
  const [creating, setCreating] = useState(false);

  return (
    <section aria-labelledby="share-links" className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="share-links" className="flex items-center gap-2 text-lg font-semibold">
            <Link2 className="size-4 text-primary" aria-hidden="true" /> {m.linksHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{m.linksIntro}</p>
        </div>
        <Button type="button" variant="outline" className="self-start" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> {m.newLink}
        </Button>
      </div>
      {links.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading evaluator links">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : links.isError ? (
        <LoadError message={m.linksLoadFailed} onRetry={links.refetch} retrying={links.isFetching} />
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noLinks}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={m.linksHeading}>
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} studentId={child.id} />
          ))}
        </ul>
      )}
      <CreateLinkDialog studentId={child.id} year={year} open={creating} onOpenChange={setCreating} />
    </section>
  );
}

const STATUS: Record<
  EvaluatorLink['status'],
  { label: string; variant: 'default' | 'secondary' | 'outline' }
> = {
  active: { label: m.statusActive, variant: 'default' },
  expired: { label: m.statusExpired, variant: 'secondary' },
  revoked: { label: m.statusRevoked, variant: 'outline' },
};

function LinkRow({ link, studentId }: { link: EvaluatorLink; studentId: string }) {
  const revoke = useRevokeEvaluatorLink(studentId);
  const status = STATUS[link.status];
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" data-testid="evaluator-link">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium wrap-anywhere">{link.label}</span>
        <span className="text-xs text-muted-foreground wrap-anywhere">
          {link.schoolYearName} ·{' '}
          {link.status === 'active'
            ? m.expires(when(link.expiresAt))
            : m.expired(when(link.revokedAt ?? link.expiresAt))}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {link.includePortfolio ? <Badge variant="outline">{m.withPortfolio}</Badge> : null}
        <Badge variant={status.variant}>{status.label}</Badge>
        {link.status === 'active' ? (
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                aria-label={`${m.revoke}: ${link.label}`}
              >
                {revoke.isPending ? m.revoking : m.revoke}
              </Button>
            }
            title={m.revokeTitle}
            description={m.revokeBody(link.label)}
            confirmLabel={m.revoke}
            onConfirm={() => revoke.mutate(link.id)}
          />
        ) : null}
      </div>
    </li>
  );
}

interface FormState {
  label: string;
  days: string;
  includePortfolio: boolean;
}

function CreateLinkDialog({
  studentId,
  year,
  open,
  onOpenChange,
}: {
  studentId: string;
  year: SchoolYear;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [made, setMade] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setMade(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {!open ? null : made ? (
          <>
            <DialogHeader>
              <DialogTitle>{m.created}</DialogTitle>
              <DialogDescription>{m.shownOnce}</DialogDescription>
            </DialogHeader>
            <ShownOnce url={made} />
            <DialogFooter>
              <Button type="button" onClick={() => change(false)}>
                {m.close}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <CreateLinkForm studentId={studentId} year={year} onMade={setMade} onCancel={() => change(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateLinkForm({
  studentId,
  year,
  onMade,
  onCancel,
}: {
  studentId: string;
  year: SchoolYear;
  onMade: (url: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateEvaluatorLink(studentId);
  const [check] = useState(() =>
    zodCheck(evaluatorLinkInputSchema, (form: FormState): EvaluatorLinkInput => ({
      schoolYearId: year.id,
      label: form.label,
      days: form.days.trim() === '' ? Number.NaN : Number(form.days),
      includePortfolio: form.includePortfolio,
    })),
  );
  const form = useZodForm({
    initial: { label: '', days: String(DEFAULT_LINK_DAYS), includePortfolio: false },
    check,
    clearErrorOnChange: true,
  });
  const { errors } = form;
  const onValid = ({ data }: { data: EvaluatorLinkValues }) =>
    create.mutate(data, {
      // The page's own origin: the address this browser reaches the server at (like the calendar feed).
      onSuccess: (created) => onMade(new URL(created.path, window.location.origin).href),
      onError: form.showServerErrors,
    });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{m.createTitle}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {m.schoolYear}: {year.name}
        </DialogDescription>
      </DialogHeader>
      <FormField id="evaluator-label" label={m.label} error={errors.label}>
        <Input
          autoComplete="off"
          maxLength={MAX_EVALUATOR_LABEL}
          placeholder={m.labelPlaceholder}
          {...form.bind('label')}
        />
      </FormField>
      <FormField id="evaluator-days" label={m.days} error={errors.days}>
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_LINK_DAYS}
          max={MAX_LINK_DAYS}
          step={1}
          {...form.bind('days')}
        />
      </FormField>
      <div className="flex items-start gap-2">
        <Checkbox
          id="evaluator-portfolio"
          checked={form.values.includePortfolio}
          onCheckedChange={(c) => form.set('includePortfolio', c === true)}
          aria-describedby="evaluator-portfolio-hint"
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="evaluator-portfolio" className="cursor-pointer">
            {m.includePortfolio}
          </Label>
          <p id="evaluator-portfolio-hint" className="text-xs text-muted-foreground">
            {m.includePortfolioHint}
          </p>
        </div>
      </div>
      <FormDialogFooter
        pending={create.isPending}
        submitLabel={create.isPending ? m.creating : m.create}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The link just made, with Copy: the clipboard where the browser allows it, else the text selected to copy by hand. */
function ShownOnce({ url }: { url: string }) {
  const { input, selectAll, copy } = useCopyLink(url, { copied: m.copied, fallback: m.copyFallback });
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        ref={input}
        readOnly
        value={url}
        aria-label={m.linkFieldLabel}
        aria-describedby={noteId}
        className="font-mono text-xs md:text-xs"
        onFocus={selectAll}
      />
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        <Copy aria-hidden="true" /> {m.copy}
      </Button>
      <span id={noteId} className="sr-only">
        {m.shownOnce}
      </span>
    </div>
  );
}
