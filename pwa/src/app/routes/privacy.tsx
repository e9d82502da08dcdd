import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/privacy`, with the text size. */
export default function PrivacyRoute() {
  return <PrivacyPage tools={<TextSizeControl />} />;
}
