import { configureZodMessages } from '@cic/contract/messages/zod-messages';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * `zodResolver` for the app's forms, with zod answering a rule that names no message by the
 * catalogue's generic key for its kind (decision 062): a form never shows zod's own English. Set
 * here, where forms first bring zod, rather than at start-up, so the first page does not carry
 * zod (decision 055).
 */
configureZodMessages();

export { zodResolver };
