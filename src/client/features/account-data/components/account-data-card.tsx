import { Download } from 'lucide-react';
import { accountDataMessages as m } from '@shared/messages/account-data';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Separator } from '@client/components/ui/separator';
import { DeleteAccount } from './delete-account';
import { ImportData } from './import-data';

/** 'Download my data', import into an empty account, and 'Delete account'. */
export function AccountDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Your data</h3>
        </CardTitle>
        <CardDescription>
          Your family's records belong to you: take them with you, bring them back, or delete them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <div>
            <h3 className="font-medium">Download my data</h3>
            <p className="text-sm text-muted-foreground">
              One JSON file with every record of this account. {m.exportWithoutPortfolio}
            </p>
          </div>
          <Button asChild variant="outline" className="self-start">
            <a href="/api/account/export" download>
              <Download aria-hidden /> Download my data
            </a>
          </Button>
        </div>
        <Separator />
        <ImportData />
        <Separator />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
