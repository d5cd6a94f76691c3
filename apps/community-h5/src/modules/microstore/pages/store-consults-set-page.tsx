import { ContactsPage } from '../contacts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

/** /app/account/storeConsultsSet: see ../contacts.tsx. */
export function Component() {
  return <ContactsPage kind="consult" addPath={microstoreLinks.storeConsultAdd()} />;
}
