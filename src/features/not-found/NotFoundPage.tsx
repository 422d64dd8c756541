import { useLingui } from '@lingui/react/macro';
import { usePage } from '#src/components/usePage';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { NotFoundMessage } from '#src/components/NotFoundMessage';
import { AWARDS_NAME } from '#src/domain/site';

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
