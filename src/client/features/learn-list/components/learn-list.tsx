import { learnList } from '@client/api/learn-list';
import { ItemListPage } from '@client/components/item-list/item-list-page';

/** Topics to learn: 'Add New Learning Topic', then 'Topics to Learn (n)' and 'Learned (n)'. */
export function LearnList({ studentId }: { studentId: string }) {
  return <ItemListPage list={learnList(studentId)} />;
}
