import { learnListMessages } from '../../../../shared/messages/learn-list';
import { learnList, useWholeList } from '../../../api/list-items';
import { ItemListPage } from '../../../components/item-list/item-list-page';

/** Topics to learn: 'Add New Learning Topic', then 'Topics to Learn (n)' and 'Learned (n)'. */
export function LearnList() {
  const query = useWholeList(learnList);
  return (
    <ItemListPage
      list={learnList}
      items={query.data?.items}
      query={query}
      text={{
        addHeading: 'Add New Learning Topic',
        inputLabel: 'New learning topic',
        placeholder: 'What do you want to learn about?',
        loading: 'Loading topics...',
        empty: 'No learning topics yet. Add one above!',
        notLoaded: learnListMessages.notLoaded,
        activeHeading: (n) => `Topics to Learn (${n})`,
        completedHeading: (n) => `Learned (${n})`,
      }}
    />
  );
}
