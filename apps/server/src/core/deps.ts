import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Notifier } from '../lib/notifier';
import type { MessageSender } from '../lib/sender';

/** What every service is built from; tests build the same with an in-memory database. */
export type Deps = {
  db: Db;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  notifier: Notifier;
  sender: MessageSender;
};
