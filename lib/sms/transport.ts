/**
 * The SMS adapter: one function that hands a text to a provider. Only the log transport exists (no SMS provider
 * is reachable from here); a provider is added as another `SmsSender` chosen in `smsSender()`.
 */
import "server-only";
import { logger } from "@/lib/log";

export interface SmsMessage {
  /** E.164, e.g. "+436641234567". */
  to: string;
  text: string;
}

export type SmsResult = { delivery: "logged" } | { delivery: "sent"; id: string };
export type SmsSender = (message: SmsMessage) => Promise<SmsResult>;

/** Writes the SMS to the log instead of sending it (the logger masks the number); development and tests. */
export const logSmsSender: SmsSender = async (message) => {
  logger.info({ to: message.to, text: message.text }, "[sms] nicht versendet (Log-Transport)");
  return { delivery: "logged" };
};

/** The configured sender: the log transport until a provider adapter is added. */
export function smsSender(): SmsSender {
  return logSmsSender;
}
