import { ContactsPage } from '../contacts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

/** /app/account/storeOrderNotifySet: see ../contacts.tsx. */
export function Component() {
  return <ContactsPage kind="notify" addPath={microstoreLinks.storeOrderNotifyAdd()} />;
}
