/*
 * The server side of the screens a remote's server build renders for the shell's page
 * (server/src/delivery/README.md): never part of a browser bundle (React's Node renderer), only
 * of the server builds, which share nothing (build-tools/webpack/create-server-render-config.js).
 */
export { routeServerRender } from './render-route-screen';
