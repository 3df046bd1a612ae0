/** What the server registers. */
export { createMessageEvents, type MessageEvents, messageEventsChannel } from './message-events';
export { conversationsRoutes } from './routes';
