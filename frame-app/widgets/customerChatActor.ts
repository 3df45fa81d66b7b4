/**
 * The customer-chat machine's actor, created the way every machine's is (boot/widgetActor.ts): one
 * module per machine is the only place that provides its services and creates its actor. This machine
 * has no services yet (timers only, run by XState's clock), so there is nothing to provide; a service
 * added later (the stored last-seen time, say) goes here through `customerChatMachine.provide(...)`.
 */
import { createActor, type Actor } from 'xstate';
import { customerChatMachine, type CustomerChatInput } from '../machines/customerChatMachine';

export type CustomerChatActor = Actor<typeof customerChatMachine>;

export function createCustomerChatActor(input: CustomerChatInput): CustomerChatActor {
  return createActor(customerChatMachine, { input });
}
