import { Download } from 'lucide-react';
import { ARCHIVE_URL, RECORDS_JSON_URL } from '@client/api/account-data';
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
              One archive (.tar) with every record and every file of this account: the records as data.json,
              the portfolio's photos, scans and recordings beside it, byte for byte.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button asChild variant="outline">
              <a href={ARCHIVE_URL} download>
                <Download aria-hidden /> Download my data
              </a>
            </Button>
            <a href={RECORDS_JSON_URL} download className="text-sm underline underline-offset-4">
              Records only (JSON, without files)
            </a>
          </div>
        </div>
        <Separator />
        <ImportData />
        <Separator />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
