export { idHash, maskId, withCheckDigit } from '../../platform/id-number';
