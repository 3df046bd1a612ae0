/** Fixed loopback ports for the end-to-end run: the app, the SMTP sink and its mailbox reader. */
export const e2ePorts = { app: 3100, smtp: 3125, mailbox: 3126 };
