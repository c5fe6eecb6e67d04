import { messagesFor, type Language, type MessageKey } from '@oms/contracts';

// messagesFor() is typed for the server's plain lookups; its keys are exactly MESSAGES' keys.
export const messages = (language: Language) => messagesFor(language) as Record<MessageKey, string>;
