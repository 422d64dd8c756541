import { useLingui } from '@lingui/react/macro';
import { usePage } from '../../components/usePage';
import { AwardsLayout } from '../../components/AwardsLayout';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { AWARDS_NAME } from '../../domain/site';

/** The page for an address no route has. */
export default function NotFoundPage() {
  const { t } = useLingui();
  usePage(`${AWARDS_NAME} - ${t`Page not found`}`);
  return (
    <AwardsLayout>
      <NotFoundMessage />
    </AwardsLayout>
  );
}
