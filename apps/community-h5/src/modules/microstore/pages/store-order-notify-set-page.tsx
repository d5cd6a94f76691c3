import { paths } from '../../../lib/links';
import { ContactsPage } from '../contacts';
import '../microstore.css';

/** /app/account/storeOrderNotifySet: see ../contacts.tsx. */
export function Component() {
  return <ContactsPage kind="notify" addPath={paths.storeOrderNotifyAdd()} />;
}
