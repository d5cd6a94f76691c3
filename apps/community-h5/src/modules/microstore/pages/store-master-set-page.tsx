import { ContactsPage } from '../contacts';
import '../microstore.css';

/** /app/account/storeMasterSet: see ../contacts.tsx. */
export function Component() {
  return <ContactsPage kind="master" />;
}
