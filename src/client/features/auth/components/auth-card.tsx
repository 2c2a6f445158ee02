import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="items-center text-center">
        <Link to="/welcome" className="mx-auto mb-2 flex items-center gap-2 text-lg font-bold text-primary">
          <GraduationCap className="size-7" aria-hidden /> Homeschool
        </Link>
        <CardTitle className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? (
        <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>
      ) : null}
    </Card>
  );
}

/** An auth card's footer: an optional lead-in and a link to the other auth page. */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <span>
      {lead ? `${lead} ` : null}
      <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </span>
  );
}
