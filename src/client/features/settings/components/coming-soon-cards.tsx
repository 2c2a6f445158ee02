import { Palette } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';

const soon = (
  <Badge variant="secondary" className="ml-auto">
    Coming Soon
  </Badge>
);

const THEMES: Record<string, string> = { blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };

export function AppearanceCard({ theme }: { theme: string }) {
  return (
    <Card aria-disabled="true">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <Palette className="size-5 text-primary" aria-hidden="true" /> Appearance
          </h2>
          {soon}
        </CardTitle>
        <CardDescription>Colour themes for the whole app.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5">
        <Label htmlFor="settings-theme">Theme</Label>
        <NativeSelect value={theme} disabled id="settings-theme" className="sm:max-w-xs">
          {Object.entries({ ...THEMES, [theme]: THEMES[theme] ?? theme }).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}
