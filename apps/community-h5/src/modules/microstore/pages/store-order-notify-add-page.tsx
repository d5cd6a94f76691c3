import { ContactAddPage } from '../contacts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

/** /app/account/storeOrderNotifyAdd: see ../contacts.tsx. */
export function Component() {
  return <ContactAddPage kind="notify" back={microstoreLinks.storeOrderNotifySet()} />;
}
