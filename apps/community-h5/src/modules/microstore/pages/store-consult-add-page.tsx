import { paths } from '../../../lib/links';
import { ContactAddPage } from '../contacts';
import '../microstore.css';

/** /app/account/storeConsultAdd: see ../contacts.tsx. */
export function Component() {
  return <ContactAddPage kind="consult" back={paths.storeConsultsSet()} />;
}
