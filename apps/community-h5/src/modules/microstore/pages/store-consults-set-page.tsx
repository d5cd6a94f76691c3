import { paths } from '../../../lib/links';
import { ContactsPage } from '../contacts';
import '../microstore.css';

/** /app/account/storeConsultsSet: see ../contacts.tsx. */
export function Component() {
  return <ContactsPage kind="consult" addPath={paths.storeConsultAdd()} />;
}
