export { isHexColor, textLength } from './text';
