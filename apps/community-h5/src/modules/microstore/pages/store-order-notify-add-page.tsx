import { paths } from '../../../lib/links';
import { ContactAddPage } from '../contacts';
import '../microstore.css';

/** /app/account/storeOrderNotifyAdd: see ../contacts.tsx. */
export function Component() {
  return <ContactAddPage kind="notify" back={paths.storeOrderNotifySet()} />;
}
