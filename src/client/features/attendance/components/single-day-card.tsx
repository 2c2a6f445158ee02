import { CheckCircle2, XCircle } from 'lucide-react';
import type { AttendanceStatus } from '@shared/domain/attendance';
import { confirmationMessages } from '@shared/messages/confirmations';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ClearAttendanceButton } from './clear-attendance-button';
import { StatusBadge } from './status-badge';
import { Writes } from '@client/components/writes';

export interface SingleDayCardProps {
  title: string;
  description: string;
  status: AttendanceStatus;
  /** Who recorded the day's status (ADR 024), when known. */
  recordedBy?: string | null;
  /** Set while the status is not known yet (loading) or could not be loaded. */
  unknown?: 'Loading…' | 'Unavailable';
  pending: boolean;
  buttons: { present: string; absent: string; clear: string };
  confirmTitle: string;
  onMark: (status: AttendanceStatus) => void;
}

/** Today's attendance, or one chosen date's: its status and buttons to mark or clear it. */
export function SingleDayCard(props: SingleDayCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Status:</span>
          <StatusBadge status={props.status} unknown={props.unknown} />
          {props.recordedBy && props.status !== 'none' ? (
            <span className="text-muted-foreground wrap-anywhere">
              {confirmationMessages.recordedBy(props.recordedBy)}
            </span>
          ) : null}
        </p>
        <Writes>
          <div className="grid gap-2">
            <Button variant="success" disabled={props.pending} onClick={() => props.onMark('present')}>
              <CheckCircle2 aria-hidden="true" />
              {props.buttons.present}
            </Button>
            <Button variant="destructive" disabled={props.pending} onClick={() => props.onMark('absent')}>
              <XCircle aria-hidden="true" />
              {props.buttons.absent}
            </Button>
            <ClearAttendanceButton
              label={props.buttons.clear}
              disabled={props.pending || Boolean(props.unknown) || props.status === 'none'}
              title={props.confirmTitle}
              onConfirm={() => props.onMark('none')}
            />
          </div>
        </Writes>
      </CardContent>
    </Card>
  );
}
