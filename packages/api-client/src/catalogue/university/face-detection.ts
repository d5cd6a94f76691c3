import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, okEnvelope, textParam } from '../shapes';
import { session, UNIVERSITY_ERRORS } from './shapes';

/**
 * Checks the photo the applicant uploaded (imgPath: its URL, as the upload gave it) against a
 * portrait photo's rules and reads the applicant's name and ID number from the saved form.
 * Reply `{ code: 0, msg, succ, idCode, name }`: a failed check is still code 0 with
 * `succ: false` and `msg` saying why, so the page can show the result rows. An imgPath that is not
 * this applicant's upload: `notOwnImage`; outside status 0 `notInThisStatus`.
 */
export const faceDetection = defineCall({
  name: 'university.faceDetection',
  transport: 'api',
  method: 'POST',
  uri: '/university/face',
  params: z.object({ ...session, regId: idParam, imgPath: textParam(1000, 1) }),
  result: z.object({ ...okEnvelope, succ: z.boolean(), idCode: z.string(), name: z.string() }),
  envelope: 'code0',
  errors: UNIVERSITY_ERRORS,
});
