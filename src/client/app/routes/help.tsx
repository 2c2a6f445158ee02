import { PageHeader } from '../../components/page-header';
import { ContactSupportCard } from '../../features/help/components/contact-support-card';
import { FaqCard } from '../../features/help/components/faq-card';
import { QuickTipsCard } from '../../features/help/components/quick-tips-card';
import { ResourcesCard } from '../../features/help/components/resources-card';

export default function HelpPage() {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title="Help & Support" description="Answers, tips and a way to reach us." />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ContactSupportCard />
          <QuickTipsCard />
        </div>
        <div className="flex flex-col gap-6">
          <FaqCard />
          <ResourcesCard />
        </div>
      </div>
    </div>
  );
}
