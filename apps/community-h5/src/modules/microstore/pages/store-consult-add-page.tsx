import { ContactAddPage } from '../contacts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

/** /app/account/storeConsultAdd: see ../contacts.tsx. */
export function Component() {
  return <ContactAddPage kind="consult" back={microstoreLinks.storeConsultsSet()} />;
}
