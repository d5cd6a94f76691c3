export { DEFAULT_CID, DEFAULT_IID, UNIVERSITY_IID, parseIid } from './tenant';
