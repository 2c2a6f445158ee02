import { useParams } from 'react-router';
import { LessonPlanPage } from '../../features/lessons/components/lesson-plan';

export default function LessonPlanRoute() {
  const { classId = '' } = useParams();
  return <LessonPlanPage key={classId} classId={classId} />;
}
