/**
 * react-dom's Node renderer by its own path: the server render (`server.ts`) asks for it by
 * name, so a test environment that resolves the browser condition still gets the Node one.
 */
declare module 'react-dom/server.node' {
  export { renderToPipeableStream } from 'react-dom/server';
}
