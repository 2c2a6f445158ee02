import { Clock, Mail, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

export const SUPPORT_EMAIL = 'support@homeschool.app';
const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Homeschool App Support Request')}`;

export function ContactSupportCard() {
  const [chatNotice, setChatNotice] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <Mail className="size-5 text-primary" aria-hidden="true" /> Contact Support
          </h2>
        </CardTitle>
        <CardDescription>Stuck or have an idea? We read every message.</CardDescription>
      </CardHeader>
      <CardContent className="@container flex flex-col gap-4">
        {/* Side by side only when the card is wide enough for both labels and the badge. */}
        <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2">
          <Button asChild>
            <a href={SUPPORT_MAILTO}>
              <Mail aria-hidden="true" /> Email Support
            </a>
          </Button>
          <Button variant="outline" onClick={() => setChatNotice(true)}>
            <MessagesSquare aria-hidden="true" /> Community Chat
            <Badge variant="secondary">Soon</Badge>
          </Button>
        </div>
        {chatNotice ? (
          <p role="alert" className="rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            Group chat is coming soon! For now, please use email support and we will get back to you.
          </p>
        ) : null}
        <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-3 text-sm">
          <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">Support hours</p>
            <p className="text-muted-foreground">Monday to Friday, 9 AM to 5 PM EST</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
