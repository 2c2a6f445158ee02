import { BookMarked, FileText, PlayCircle, Users } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

const RESOURCES = [
  { title: 'Getting Started Guide', icon: FileText },
  { title: 'Video Tutorials', icon: PlayCircle },
  { title: 'Curriculum Ideas', icon: BookMarked },
  { title: 'Homeschool Community', icon: Users },
];

/** Placeholders until the guides are written: listed, marked as coming, not linked anywhere. */
export function ResourcesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <BookMarked className="size-5 text-primary" aria-hidden="true" /> Resources
          </h2>
        </CardTitle>
        <CardDescription>Guides and ideas for your homeschool.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {RESOURCES.map(({ title, icon: Icon }) => (
            <li key={title} className="flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm">
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="flex-1 font-medium">{title}</span>
              <Badge variant="outline" className="text-muted-foreground">
                Coming soon
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
