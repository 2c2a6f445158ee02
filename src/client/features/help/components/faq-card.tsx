import { CircleHelp } from 'lucide-react';
import { XP_PER_LEVEL, XP_REWARDS } from '@shared/domain/xp';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@client/components/ui/accordion';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const FAQS = [
  {
    id: 'state-hours',
    question: 'Do the state requirements in Records match my state’s law?',
    answer: (
      <>
        <p>
          Records › Hours offers the figures of several states (Missouri, Pennsylvania, New York, Georgia,
          Tennessee, Colorado, Washington, Ohio) as they stood on 23 Nov 2026, each with the law it comes
          from, and a Custom requirement. Laws change and have details these figures leave out: you must check
          your state’s current law yourself, and edit your copy of the requirement if it differs.
        </p>
        <p className="mt-2">
          Completed lessons log their minutes automatically; log other work with ‘Log hours’. Each entry shows
          when it was recorded.
        </p>
      </>
    ),
  },
  {
    id: 'xp',
    question: 'What are XP?',
    answer: (
      <>
        <p>
          XP (experience points) reward the work your student finishes. Every {XP_PER_LEVEL} XP is a new
          level, and the dashboard and profile show how many XP are left to the next one.
        </p>
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          <li>To-do completed: +{XP_REWARDS.task} XP</li>
          <li>Learn-list topic learned: +{XP_REWARDS.learn} XP</li>
          <li>Bucket-list goal achieved: +{XP_REWARDS.bucket} XP</li>
          <li>Day marked present: +{XP_REWARDS.attendance} XP</li>
          <li>
            Assignment completed: +{XP_REWARDS.assignment} XP, and +{XP_REWARDS.assignmentHighGrade} more when
            it is graded 90% or higher
          </li>
        </ul>
        <p className="mt-2">
          Each item earns its XP once. Un-checking it takes the XP back; deleting an item you already finished
          keeps the XP.
        </p>
      </>
    ),
  },
  {
    id: 'streak',
    question: 'What is a streak?',
    answer: (
      <p>
        A streak counts school days in a row marked present on the Attendance page. School days are Monday to
        Friday: weekends neither break a streak nor are needed for one, but an absent or unmarked weekday
        starts it over. Seven school days in a row unlock the Study Streak achievement.
      </p>
    ),
  },
  {
    id: 'achievement',
    question: 'What is an achievement?',
    answer: (
      <>
        <p>
          Achievements are badges on the Profile page, unlocked by real progress and dated the day they are
          earned:
        </p>
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          <li>First Steps: complete your first to-do.</li>
          <li>Study Streak: present 7 school days in a row.</li>
          <li>Grade Master: an A+ (97% or more) on 5 completed assignments.</li>
          <li>Scholar: reach level 10.</li>
          <li>Perfect Month: present every weekday of a finished calendar month.</li>
          <li>Knowledge Seeker: learn 50 topics from the Learn List.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'today',
    question: 'Why does "today" follow my timezone?',
    answer: (
      <p>
        To-dos, attendance and the day planner use the date in the timezone chosen in Settings, so a
        late-evening check-in still counts for the right day wherever you are.
      </p>
    ),
  },
];

export function FaqCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <CircleHelp className="size-5 text-primary" aria-hidden="true" /> Frequently Asked Questions
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible>
          {FAQS.map((f) => (
            <AccordionItem key={f.id} value={f.id}>
              <AccordionTrigger>{f.question}</AccordionTrigger>
              <AccordionContent className="text-muted-foreground">{f.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}
