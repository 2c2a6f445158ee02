import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const TIPS = [
  'Add classes with start and end dates and they appear on the calendar by themselves.',
  'Unfinished to-dos carry forward to the next day, so nothing gets lost.',
  'Press Ctrl+B (Cmd+B on a Mac) to show or hide the sidebar.',
  'Write a few motivational messages in Settings; the banner shows a different one each day.',
  'Save reusable blocks in Day By Day and drag them onto the timeline to plan a day in seconds.',
  'Use "Refresh all data" in the sidebar after working on another device.',
];

export function QuickTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <Lightbulb className="size-5 text-primary" aria-hidden="true" /> Quick Tips
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
