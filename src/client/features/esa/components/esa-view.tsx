import { useState } from 'react';
import { AlertTriangle, Camera, FileText, Info, Pencil } from 'lucide-react';
import { formatMoney, type Currency } from '@shared/domain/esa-money';
import { dateLabel } from '@shared/domain/esa-checks';
import { esaMessages as m } from '@shared/messages/esa';
import type { EsaAccount, EsaExpense, EsaProgram } from '@shared/schemas/esa';
import {
  esaReceiptUrl,
  useAddEsaReceipt,
  useDeleteEsaAccount,
  useDeleteEsaExpense,
  useEsaAccount,
  useEsaOverview,
  useRemoveEsaReceipt,
} from '@client/api/esa';
import { EsaDeleteButton } from './esa-delete-button';
import { lazyDialog } from '@client/components/lazy-dialog';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCan } from '@client/lib/role';
import { useMe } from '@client/lib/session';

// The forms (and their zod schemas) stay out of the page's first load (ADR 037).
const AccountDialog = lazyDialog(() => import('./account-dialog').then((x) => x.AccountDialog));
const ExpenseDialog = lazyDialog(() => import('./expense-dialog').then((x) => x.ExpenseDialog));
const ProgramDialog = lazyDialog(() => import('./program-dialog').then((x) => x.ProgramDialog));

const pm = m.programForm;

const money = (cents: number, currency: string) => formatMoney(cents, currency as Currency);

/** The education savings page: every child's account with its balance, deadlines and purchases. */
export function EsaView() {
  const overview = useEsaOverview();
  const me = useMe();
  const can = useCan();
  // The family's today, as the server computed it for the overview (no second clock on this page).
  const today = overview.data?.today ?? '';
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EsaProgram | null>(null);
  const students = me.data?.students ?? [];

  return (
    <div>
      <PageHeader
        title={m.pageTitle}
        description={m.pageDescription}
        actions={can.own ? <Button onClick={() => setAdding(true)}>{m.addAccount}</Button> : null}
      />
      <p className="mb-4 flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {m.checkHandbook}
      </p>
      {overview.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : overview.isError ? (
        <LoadError message={m.loadFailed} onRetry={() => overview.refetch()} retrying={overview.isFetching} />
      ) : overview.data.accounts.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{m.emptyDescription}</p>
        </div>
      ) : (
        <div className="grid gap-6">
          {overview.data.families.map((f) => {
            const program = overview.data.programs.find((p) => p.id === f.programId);
            return (
              <section
                key={f.programId}
                aria-label={`${m.balance.family}: ${program?.name ?? ''}`}
                className="grid gap-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="min-w-0 text-xl font-semibold wrap-anywhere">{program?.name}</h2>
                  {can.own && program ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={pm.edit(program.name)}
                      onClick={() => setEditing(program)}
                    >
                      <Pencil aria-hidden="true" /> {pm.editShort}
                    </Button>
                  ) : null}
                </div>
                <BalanceRow
                  currency={f.currency}
                  cells={[
                    [m.balance.available, f.availableCents],
                    [m.balance.spent, f.spentCents],
                    [m.balance.pending, f.pendingCents],
                    [m.balance.remaining, f.remainingCents],
                  ]}
                />
                {f.capCents !== null ? (
                  <p className="text-sm text-muted-foreground">
                    {m.balance.capped(money(f.capCents, f.currency))}
                  </p>
                ) : null}
                {program && f.from && f.to ? <PacketLinks program={program} from={f.from} to={f.to} /> : null}
                {overview.data.accounts
                  .filter((a) => a.programId === f.programId)
                  .map((a) => (
                    <AccountCard
                      key={a.id}
                      account={a}
                      program={program!}
                      today={today}
                      siblings={overview.data.accounts.filter(
                        (s) =>
                          s.programId === a.programId && s.id !== a.id && s.periodStart === a.periodStart,
                      )}
                    />
                  ))}
              </section>
            );
          })}
        </div>
      )}
      <AccountDialog open={adding} onOpenChange={setAdding} students={students} today={today} />
      {editing ? (
        <ProgramDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          program={editing}
        />
      ) : null}
    </div>
  );
}

function BalanceRow({ cells, currency }: { cells: [string, number][]; currency: string }) {
  return (
    <dl className="grid grid-cols-2 gap-2 xl:grid-cols-4">
      {cells.map(([label, cents]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{money(cents, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PacketLinks({ program, from, to }: { program: EsaProgram; from: string; to: string }) {
  const q = (kind: 'reimbursement' | 'audit') =>
    new URLSearchParams({ programId: program.id, from, to, kind }).toString();
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`/api/esa/packet.pdf?${q('reimbursement')}`} download>
          <FileText aria-hidden="true" /> {m.packetPdf}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/esa/packet.csv?${q('reimbursement')}`} download>
          {m.packetCsv}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/esa/packet.pdf?${q('audit')}`} download>
          {m.auditPacket}
        </a>
      </Button>
    </div>
  );
}

function AccountCard({
  account,
  program,
  siblings,
  today,
}: {
  account: EsaAccount;
  program: EsaProgram;
  siblings: EsaAccount[];
  today: string;
}) {
  const detail = useEsaAccount(account.id);
  const can = useCan();
  const remove = useDeleteEsaAccount();
  const [adding, setAdding] = useState(false);
  // The purchase being edited (undefined: none).
  const [editing, setEditing] = useState<EsaExpense | undefined>(undefined);
  const b = account.balance;
  const currency = program.currency;
  return (
    <article className="grid gap-4 rounded-lg border p-4" aria-labelledby={`esa-${account.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`esa-${account.id}`} className="text-lg font-semibold wrap-anywhere">
            {account.studentName}
          </h3>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {dateLabel(account.periodStart)} – {dateLabel(account.periodEnd)}
            {account.reference ? ` · ${account.reference}` : ''}
          </p>
        </div>
        {can.own ? (
          <div className="flex items-center gap-2">
            <Button onClick={() => setAdding(true)}>{m.addExpense}</Button>
            <EsaDeleteButton
              label={`${m.deleteAccount} ${account.studentName}`}
              title={m.deleteAccountTitle}
              description={m.deleteAccountDescription(account.studentName)}
              onConfirm={() => remove.mutate(account.id)}
            />
          </div>
        ) : null}
      </header>
      <BalanceRow
        currency={currency}
        cells={[
          [m.balance.available, b.availableCents],
          [m.balance.spent, b.spentCents],
          [m.balance.pending, b.pendingCents],
          [m.balance.remaining, b.remainingCents],
        ]}
      />
      <p className="text-sm text-muted-foreground">
        {m.balance.planned}: {money(b.plannedCents, currency)} ·{' '}
        {m.balance.rollover(money(account.rolloverCents, currency))}
      </p>
      {account.deadlines.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">{m.card.nextDeadline}</h4>
          <ul className="mt-1 text-sm">
            {account.deadlines.slice(0, 3).map((d) => (
              <li key={`${d.date}-${d.label}`}>
                {dateLabel(d.date)} — <span className="wrap-anywhere">{d.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium">{m.balance.byCategory}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="font-normal">{m.category}</th>
              <th className="font-normal">{m.balance.spent}</th>
              <th className="font-normal">{m.balance.pending}</th>
            </tr>
          </thead>
          <tbody>
            {b.byCategory.map((c) => (
              <tr key={c.category}>
                <td className="wrap-anywhere">
                  {program.categories.find((x) => x.key === c.category)?.label ?? c.category}
                </td>
                <td className="tabular-nums">{money(c.spentCents, currency)}</td>
                <td className="tabular-nums">{money(c.pendingCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {detail.isPending ? (
        <Skeleton className="h-20" />
      ) : detail.isError ? (
        <LoadError message={m.loadFailed} onRetry={() => detail.refetch()} />
      ) : (
        <ul className="grid gap-3" aria-label={`${account.studentName}: ${m.receipts}`}>
          {detail.data.expenses.map((e) => (
            <ExpenseItem key={e.id} expense={e} currency={currency} onEdit={() => setEditing(e)} />
          ))}
        </ul>
      )}
      <ExpenseDialog
        open={adding || editing !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          setAdding(false);
          setEditing(undefined);
        }}
        account={account}
        program={program}
        siblings={siblings}
        expense={editing}
        today={today}
      />
    </article>
  );
}

function ExpenseItem({
  expense: e,
  currency,
  onEdit,
}: {
  expense: EsaExpense;
  currency: string;
  onEdit: () => void;
}) {
  const can = useCan();
  const addReceipt = useAddEsaReceipt();
  const removeReceipt = useRemoveEsaReceipt();
  const remove = useDeleteEsaExpense();
  const inputId = `receipt-${e.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere">{e.vendor}</p>
          <p className="text-xs text-muted-foreground">
            {dateLabel(e.date)} · {m.statuses[e.status]}
            {e.className ? ` · ${e.className}` : ''}
            {e.subject ? ` · ${e.subject}` : ''}
          </p>
        </div>
        <p className="font-semibold tabular-nums">{money(e.totalCents, currency)}</p>
      </div>
      <ul className="text-sm">
        {e.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-2">
            <span className="min-w-0 wrap-anywhere">
              {l.quantity > 1 ? `${l.quantity} × ` : ''}
              {l.description}
            </span>
            <span className="tabular-nums">{money(l.amountCents, currency)}</span>
          </li>
        ))}
      </ul>
      {e.findings.length > 0 ? (
        <ul className="grid gap-1" aria-label="Checks">
          {e.findings.map((f, i) => (
            <li
              key={i}
              className={
                f.severity === 'problem'
                  ? 'flex items-start gap-2 text-sm text-destructive'
                  : 'flex items-start gap-2 text-sm text-amber-700 dark:text-amber-400'
              }
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="wrap-anywhere">{f.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {e.receipts.map((r) => (
          <span key={r.id} className="flex items-center gap-1">
            <a
              href={esaReceiptUrl(e.id, r.id, 'original')}
              className="text-sm underline wrap-anywhere"
              download
            >
              {r.kind === 'image' ? (
                <img
                  src={esaReceiptUrl(e.id, r.id, 'thumb')}
                  alt={r.name}
                  className="h-12 w-12 rounded object-cover"
                />
              ) : (
                r.name
              )}
            </a>
            {can.own ? (
              <EsaDeleteButton
                label={m.removeReceipt(r.name)}
                title={m.removeReceipt(r.name)}
                description={r.name}
                onConfirm={() => removeReceipt.mutate({ expenseId: e.id, fileId: r.id })}
              />
            ) : null}
          </span>
        ))}
        {e.receipts.length === 0 ? (
          <span className="text-sm text-muted-foreground">{m.noReceipts}</span>
        ) : null}
        {can.own ? (
          <>
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm focus-within:ring-2"
            >
              <Camera className="size-4" aria-hidden="true" />
              {m.addReceipt}
              <input
                id={inputId}
                type="file"
                accept="image/*,application/pdf"
                capture="environment"
                className="sr-only"
                onChange={(ev) => {
                  const file = ev.target.files?.[0];
                  if (file) addReceipt.mutate({ expenseId: e.id, file });
                  ev.target.value = '';
                }}
              />
            </label>
            <Button variant="ghost" size="sm" aria-label={m.editExpense(e.vendor)} onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
            <EsaDeleteButton
              label={m.deleteExpense(e.vendor)}
              title={m.deleteExpenseTitle}
              description={m.deleteExpenseDescription(e.vendor)}
              onConfirm={() => remove.mutate(e.id)}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
